import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeMyClient } from '../../../test/my-clients-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { ClientSummaryView } from './my-clients-summary';

const ANN = makeMyClient({ id: 'ann', firstName: 'Ann', lastName: 'Lee', netWorthCents: 250_000_49, source: 'Referral' });
const DEE = makeMyClient({ id: 'dee', firstName: 'Dee', lastName: 'Park', status: 'pending' });
const CASH = makeMyClient({
  id: 'cash',
  firstName: 'Cash',
  lastName: 'Only',
  netWorthCents: null,
  share: { all: false, netWorth: false, cashFlow: true, retirementScore: false },
});

function setup(userId: string) {
  vi.stubGlobal('fetch', stubFetch({ 'GET /api/connections/clients': { body: { clients: [ANN, DEE, CASH] } } }).fetchStub);
  renderPage(<ClientSummaryView userId={userId} />, { url: `/advisor/clients?userId=${userId}`, user: makeUser({ role: 'advisor' }) });
}

describe('a connected client read-only summary', () => {
  it('shows what the list knows, a Back button and the way into the client pages', async () => {
    setup('ann');
    const card = await screen.findByRole('region', { name: 'Client summary' });
    expect(screen.getByRole('heading', { name: 'My Clients > Ann Lee' })).toBeTruthy();
    expect(within(card).getByText('ann@example.com')).toBeTruthy();
    expect(within(card).getByText('Referral')).toBeTruthy();
    expect(within(card).getByText('$250,000')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/advisor/clients');
    expect(within(card).getByRole('link', { name: 'Quick Report' }).getAttribute('href')).toBe('/client/quick-report?userId=ann');
    expect(within(card).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/client/profile?userId=ann');
    expect(within(card).getByRole('link', { name: 'Onboarding Summary' }).getAttribute('href')).toBe('/client/onboarding?userId=ann');
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it("says what a client shares and marks the pages they do not share 'Not shared', with no link", async () => {
    setup('cash');
    const card = await screen.findByRole('region', { name: 'Client summary' });
    expect(within(card).getByText('Shares').nextElementSibling?.textContent).toBe('Cash Flow');
    expect(within(card).getByRole('link', { name: 'Cash Flow' }).getAttribute('href')).toBe('/client/cash-flow?userId=cash');
    for (const label of ['Quick Report', 'Net Worth', 'Assets', 'My Plan']) {
      expect(within(card).queryByRole('link', { name: label })).toBeNull();
      expect(within(card).getByText(`${label} (Not shared)`, { exact: false })).toBeTruthy();
    }
    expect(within(card).getByRole('link', { name: 'Profile' })).toBeTruthy();
  });

  it('refuses a client who is not connected, with the api text and a way back', async () => {
    setup('dee');
    expect(await screen.findByText("you don't have access to this feature")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My Clients' }).getAttribute('href')).toBe('/advisor/clients');
  });

  describe('asking to share (issue 34, item 3)', () => {
    const pendingRetirement = {
      id: 'r1',
      clientId: 'cash',
      advisorId: 'advisor-1',
      part: 'retirementScore',
      scenarioId: null,
      state: 'pending',
      askedAt: '2026-11-03T15:00:00.000Z',
      answeredAt: null,
    };

    function setupAsking(userId: string) {
      let asks: unknown[] = [pendingRetirement];
      const stub = stubFetch({
        'GET /api/connections/clients': { body: { clients: [ANN, DEE, CASH] } },
        'GET /api/share-requests': () => ({ body: { shareRequests: asks } }),
        'POST /api/share-requests': (call) => {
          const created = { ...pendingRetirement, id: 'n1', part: (call.body as { part: string }).part, askedAt: '2026-11-29T15:00:00.000Z' };
          asks = [...asks, created];
          return { status: 201, body: { shareRequest: created } };
        },
      });
      vi.stubGlobal('fetch', stub.fetchStub);
      renderPage(<ClientSummaryView userId="cash" />, { url: '/advisor/clients?userId=cash', user: makeUser({ id: userId, role: 'advisor' }) });
      return stub;
    }

    it("offers 'Ask to share' on each locked part, and says when a part was asked for", async () => {
      const { calls } = setupAsking('advisor-1');
      const card = await screen.findByRole('region', { name: 'Client summary' });
      expect(await within(card).findByText('Asked on 11-03-2026')).toBeTruthy();
      // Retirement Score waits for an answer: no second ask; Net Worth can be asked; Cash Flow is shared.
      expect(within(card).queryByRole('button', { name: 'Ask to share Retirement Score' })).toBeNull();
      expect(within(card).queryByRole('button', { name: 'Ask to share Cash Flow' })).toBeNull();
      fireEvent.click(within(card).getByRole('button', { name: 'Ask to share Net Worth' }));
      expect(await within(card).findByText('Asked on 11-29-2026')).toBeTruthy();
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ clientId: 'cash', part: 'netWorth' });
      await waitFor(() => expect(within(card).queryByRole('button', { name: 'Ask to share Net Worth' })).toBeNull());
    });

    it("a sub-advisor reading the primary's client is offered no ask", async () => {
      const { calls } = setupAsking('sub-advisor');
      const card = await screen.findByRole('region', { name: 'Client summary' });
      expect(within(card).queryByRole('button', { name: /Ask to share/ })).toBeNull();
      expect(calls.some((call) => call.url.startsWith('/api/share-requests'))).toBe(false);
    });
  });
});
