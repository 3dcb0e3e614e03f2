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
  it('lists the partner who joined from the invitation, removes them after a confirmation, and offers the invitation links', async () => {
    let members = [ALEX];
    const stub = stubFetch({
      'GET /api/household': () => ({ body: { members } }),
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
    expect(screen.getByRole('button', { name: 'Copy spouse invitation link' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy partner invitation link' })).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from household' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(stub.calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('No spouse or partner has joined from your invitation yet.')).toBeTruthy();
  });
});
