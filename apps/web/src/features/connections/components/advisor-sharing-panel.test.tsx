import type { TShareRequest } from '@finboard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeMyAdvisor } from '../../../test/connections-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { AdvisorSharingPanel } from './advisor-sharing-panel';

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const GRACE = makeMyAdvisor({ connection: { share: { all: false, netWorth: false, cashFlow: true, retirementScore: false } } });
const ASK: TShareRequest = {
  id: '3f1c2d4e-1111-4111-8111-000000000001',
  clientId: 'u1',
  advisorId: GRACE.advisor.id,
  part: 'netWorth',
  scenarioId: null,
  state: 'pending',
  askedAt: '2026-11-03T15:00:00.000Z',
  answeredAt: null,
};
const ASK_RETIREMENT: TShareRequest = { ...ASK, id: '3f1c2d4e-1111-4111-8111-000000000002', part: 'retirementScore' };

function setup(url: string) {
  let asks = [ASK, ASK_RETIREMENT];
  const stub = stubFetch({
    'GET /api/connections/advisors': { body: { advisors: [GRACE] } },
    'GET /api/share-requests/to-me': () => ({ body: { shareRequests: asks } }),
    [`POST /api/share-requests/${ASK.id}/decline`]: () => {
      asks = asks.filter((row) => row.id !== ASK.id);
      return { body: { shareRequest: { ...ASK, state: 'declined', answeredAt: '2026-11-04T15:00:00.000Z' } } };
    },
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  renderPage(<AdvisorSharingPanel />, { url, user: makeUser({ role: 'client' }) });
  return stub;
}

describe('the share switches with an advisor’s asks (issue 34, item 3)', () => {
  it('View Details’ ?ask= highlights the switch asked for; every asked switch says who asked and when', async () => {
    setup(`/user-profile?tab=1&ask=${ASK.id}`);
    const netWorth = await screen.findByRole('switch', { name: /^Net Worth/ });
    const marked = netWorth.closest('[data-highlighted]');
    expect(marked).not.toBeNull();
    expect(within(marked as HTMLElement).getByText('Asked by Grace Hopper on 11-03-2026')).toBeTruthy();
    // Asked too, but not the one pointed at: said, not highlighted.
    const retirement = screen.getByRole('switch', { name: /^Retirement Score/ });
    expect(retirement.closest('[data-highlighted]')).toBeNull();
    expect(screen.getAllByText('Asked by Grace Hopper on 11-03-2026')).toHaveLength(2);
    expect(screen.getByRole('switch', { name: 'Cash Flow' }).closest('[data-highlighted]')).toBeNull();
  });

  it('highlights nothing without an ask in the address', async () => {
    setup('/user-profile?tab=1');
    await screen.findByRole('switch', { name: /^Net Worth/ });
    await screen.findAllByText('Asked by Grace Hopper on 11-03-2026');
    expect(document.querySelector('[data-highlighted]')).toBeNull();
  });

  it('Decline answers the ask; the line goes', async () => {
    const { calls } = setup(`/user-profile?tab=1&ask=${ASK.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline to share Net Worth' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Decline to share Net Worth' })).toBeNull());
    expect(calls.some((call) => call.method === 'POST' && call.url === `/api/share-requests/${ASK.id}/decline`)).toBe(true);
    expect(screen.getByRole('button', { name: 'Decline to share Retirement Score' })).toBeTruthy();
  });
});
