import type { TInvitation } from '@finboard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../test/render';
import { InvitationsList } from './invitations-list';

const STATES: TInvitation['status'][] = ['pending', 'accepted', 'expired', 'revoked'];

const invitation = (index: number): TInvitation => ({
  id: `i${index}`,
  kind: 'client',
  relation: null,
  email: `client${index}@example.com`,
  firstName: 'Client',
  lastName: String(index),
  status: STATES[index % 4] ?? 'pending',
  createdAt: '2026-11-20T12:00:00.000Z',
  expiresAt: '2026-11-27T12:00:00.000Z',
  acceptedAt: index % 4 === 1 ? '2026-11-21T12:00:00.000Z' : null,
});
const ALL = Array.from({ length: 12 }, (_, index) => invitation(index));

// Spec 01 §1: advisors have 'registration links per source, invites'; the Invite entity (spec 01 §3) is who was
// invited and by whom: the advisor sees each invitation it sent, when, and its state.
describe('the invitations an advisor sent', () => {
  it('lists who and when with each state, ten to a page, and withdraws a pending one', async () => {
    const user = userEvent.setup();
    const stub = stubFetch({
      'GET /api/invitations': (call) => {
        const page = Number(new URL(call.url, 'http://x').searchParams.get('page'));
        return { body: { invitations: ALL.slice((page - 1) * 10, page * 10), total: ALL.length, page, pageSize: 10 } };
      },
      'DELETE /api/invitations/i0': { status: 204, body: undefined },
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<InvitationsList kind="client" title="Clients you invited by email" />, { url: '/advisor/client-linking', user: makeUser({ role: 'advisor' }) });

    const list = await screen.findByRole('region', { name: 'Clients you invited by email' });
    expect(within(list).getAllByRole('group')).toHaveLength(10);
    const pending = within(list).getByRole('group', { name: 'Invitation to client0@example.com' });
    expect(within(pending).getByText('Pending')).toBeTruthy();
    expect(within(pending).getByText(/^sent .*, works until /)).toBeTruthy();
    expect(within(within(list).getByRole('group', { name: 'Invitation to client1@example.com' })).getByText('Accepted')).toBeTruthy();
    expect(within(within(list).getByRole('group', { name: 'Invitation to client2@example.com' })).getByText('Expired')).toBeTruthy();
    const withdrawn = within(list).getByRole('group', { name: 'Invitation to client3@example.com' });
    expect(within(withdrawn).getByText('Withdrawn')).toBeTruthy();
    expect(within(withdrawn).queryByRole('button', { name: 'Withdraw' })).toBeNull();

    await user.click(within(pending).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(stub.calls.some((call) => call.method === 'DELETE' && call.url === '/api/invitations/i0')).toBe(true));

    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await within(list).findByRole('group', { name: 'Invitation to client11@example.com' })).toBeTruthy();
    expect(within(list).getAllByRole('group')).toHaveLength(2);
    expect(stub.calls.some((call) => call.url === '/api/invitations?kind=client&page=2')).toBe(true);
  });

  it('shows nothing before the first invitation', async () => {
    const stub = stubFetch({ 'GET /api/invitations': { body: { invitations: [], total: 0, page: 1, pageSize: 10 } } });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<InvitationsList kind="client" title="Clients you invited by email" />, { url: '/advisor/client-linking', user: makeUser({ role: 'advisor' }) });
    await waitFor(() => expect(stub.calls).toHaveLength(1));
    await waitFor(() => expect(screen.queryByLabelText('Loading your invitations')).toBeNull());
    expect(screen.queryByRole('region')).toBeNull();
  });
});
