import { screen, within } from '@testing-library/react';
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
});
