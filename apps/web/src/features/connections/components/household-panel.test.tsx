import type { THouseholdMember } from '@finboard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { HouseholdPanel } from './household-panel';

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

const RELATION_ID = '5f0c4b1e-2a3d-4c5e-9f60-718293a4b5c6';
const ALEX: THouseholdMember = {
  id: RELATION_ID,
  relation: 'partner',
  invitedByMe: true,
  person: { id: 'u2', firstName: 'Alex', lastName: 'Kim', email: 'alex@example.com' },
  since: '2026-11-20T12:00:00.000Z',
};

describe('the household panel', () => {
  it('lists the partner who joined from the invitation, removes them after a confirmation, and offers the invitation by email', async () => {
    let members = [ALEX];
    const stub = stubFetch({
      'GET /api/household': () => ({ body: { members } }),
      'GET /api/invitations': { body: { invitations: [], total: 0, page: 1, pageSize: 10 } },
      [`DELETE /api/household/${RELATION_ID}`]: () => {
        members = [];
        return { body: { ok: true } };
      },
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<HouseholdPanel />, { url: '/user-profile', user: makeUser({ id: 'me-1' }) });
    const user = userEvent.setup();

    const row = await screen.findByRole('group', { name: 'Partner: Alex Kim' });
    expect(within(row).getByText('alex@example.com · joined from your invitation')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Invite your spouse or partner' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Copy .* invitation link/ })).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from household' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(stub.calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('No spouse or partner has joined from your invitation yet.')).toBeTruthy();
  });
});

describe('inviting a spouse or partner', () => {
  it("checks the fields with the spec's messages, sends the invitation by email, and lists it with its state", async () => {
    let invitations: unknown[] = [];
    const stub = stubFetch({
      'GET /api/household': { body: { members: [] } },
      'GET /api/invitations': () => ({ body: { invitations, total: invitations.length, page: 1, pageSize: 10 } }),
      'POST /api/household/invites': (call) => {
        const body = call.body as { firstName: string; lastName: string; email: string; relation: 'spouse' | 'partner' };
        invitations = [
          {
            id: 'i1',
            kind: 'household',
            relation: body.relation,
            email: body.email,
            firstName: body.firstName,
            lastName: body.lastName,
            status: 'pending',
            createdAt: '2026-11-20T12:00:00.000Z',
            expiresAt: '2026-11-27T12:00:00.000Z',
            acceptedAt: null,
          },
        ];
        return { body: { sentTo: body.email } };
      },
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<HouseholdPanel />, { url: '/user-profile', user: makeUser({ id: 'me-1' }) });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Invite your spouse or partner' });
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(within(form).getByText('All fields are required! You should input all the fields!')).toBeTruthy();
    await user.type(within(form).getByLabelText('First Name'), 'Sam');
    await user.type(within(form).getByLabelText('Last Name'), 'Lee');
    await user.type(within(form).getByLabelText('Email'), 'sam@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByRole('status')).toBeTruthy();
    expect(stub.calls.find((call) => call.method === 'POST')?.body).toEqual({
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam@example.com',
      relation: 'spouse',
    });
    const row = await screen.findByRole('group', { name: 'Invitation to sam@example.com' });
    expect(within(row).getByText('Pending')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Withdraw' })).toBeTruthy();
  });
});
