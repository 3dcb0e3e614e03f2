import type { TDashboardClient, TDashboardResponse } from '@finboard/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { dashboardTabsOf, MAX_BARS, OTHERS_CATEGORY } from '../lib/dashboard-tabs';
import { AdvisorDashboardView } from './advisor-dashboard-view';

const client = (overrides: Partial<TDashboardClient>): TDashboardClient => ({
  id: 'c1',
  firstName: 'Ann',
  lastName: 'Lee',
  source: 'Facebook',
  connectedAt: '2026-03-01T12:00:00.000Z',
  sharesNetWorth: true,
  accountCount: 4,
  assetsCents: 25_000_000,
  liabilitiesCents: 500_000,
  netWorthCents: 24_500_000,
  sync: { lastSyncedAt: '2026-03-09T12:00:00.000Z', needsLogin: [], isStale: false },
  ...overrides,
});

const ANN = client({});
const BOB = client({
  id: 'c2',
  firstName: 'Bob',
  lastName: 'Ray',
  source: 'Referral',
  sync: { lastSyncedAt: '2026-03-01T12:00:00.000Z', needsLogin: ['Old Bank'], isStale: true },
});
const CID = client({
  id: 'c3',
  firstName: 'Cid',
  lastName: 'Moe',
  sharesNetWorth: false,
  accountCount: null,
  assetsCents: null,
  liabilitiesCents: null,
  netWorthCents: null,
  sync: null,
});

const DATA: TDashboardResponse = {
  tiles: {
    clients: { connectedClients: 3, linkedAssets: 6, totalAssetsCents: 50_000_000, totalNetWorthCents: 49_000_000 },
    accounts: { totalAccounts: 8, investment: 3, banking: 2, liabilities: 2 },
    assets: { totalAssetsCents: 50_000_000, retirementCents: 20_000_000, investmentCents: 10_000_000, cashCents: 5_000_050 },
    netWorth: { totalNetWorthCents: 49_000_000, assetsCents: 50_000_000, liabilitiesCents: 1_000_000, cashCents: 5_000_050 },
  },
  clientsBySource: [
    { source: 'Facebook', count: 2 },
    { source: 'Referral', count: 1 },
  ],
  clients: [ANN, BOB, CID],
  sources: ['Email', 'Facebook', 'Referral'],
  collection: { source: null, period: '1M', institution: null, clientIds: ['c1', 'c2', 'c3'] },
};

afterEach(() => vi.unstubAllGlobals());

const STEPS = [
  { step: 'profile', label: 'Complete your public profile', isDone: true },
  { step: 'plan', label: 'Choose a plan', isDone: false },
  { step: 'link', label: 'Make a registration link', isDone: true },
  { step: 'client', label: 'Invite your first client', isDone: false },
];
const ALL_DONE = { items: STEPS.map((item) => ({ ...item, isDone: true })), isComplete: true };

function setup(url = '/advisor/dashboard', firstRun: unknown = ALL_DONE) {
  const stub = stubFetch({ 'GET /api/advisor/dashboard': { body: DATA }, 'GET /api/advisor/first-run': { body: firstRun } });
  vi.stubGlobal('fetch', stub.fetchStub);
  const view = renderPage(<AdvisorDashboardView advisorId="adv1" />, { url, pattern: '/advisor/dashboard', user: makeUser({ id: 'adv1', role: 'advisor' }) });
  return { ...view, calls: stub.calls };
}

describe('the advisor dashboard', () => {
  it("shows a new advisor's first steps above it, each not done a link to where it is done, with how many are done", async () => {
    setup('/advisor/dashboard', { items: STEPS, isComplete: false });
    const panel = await screen.findByRole('region', { name: 'Get started' });
    expect(within(panel).getByText('2 of 4 done')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe('/subscribe');
    expect(within(panel).getByRole('link', { name: 'Invite your first client' }).getAttribute('href')).toBe('/advisor/client-linking');
    expect(within(panel).queryByRole('link', { name: 'Complete your public profile' })).toBeNull();
    expect(within(panel).getByText('Complete your public profile')).toBeTruthy();
  });

  it('shows no checklist once every step is done', async () => {
    setup();
    expect(await screen.findByRole('tab', { name: 'Clients' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Get started' })).toBeNull();
  });

  it('shows the four tabs, the Clients tiles with money in M above 100,000, and its chart', async () => {
    setup();
    for (const name of ['Clients', 'Accounts', 'Assets', 'Net Worth']) expect(await screen.findByRole('tab', { name })).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Connected Clients' })).getByText('3')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Total Assets' })).getByText('$0.50M')).toBeTruthy();
    expect(screen.getByText('Clients By Source')).toBeTruthy();
  });

  it('switches to the Assets tab with its tiles and chart', async () => {
    setup();
    fireEvent.click(await screen.findByRole('tab', { name: 'Assets' }));
    expect(await screen.findByText('Assets By Client')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Cash' })).getByText('$50,000.50')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Retirement' })).getByText('$0.20M')).toBeTruthy();
  });

  it('lists the collection with sync health, Details and View Reviews; the freshness filter narrows it', async () => {
    setup();
    const panel = await screen.findByRole('region', { name: 'Your Collections' });
    expect(within(panel).getByText('Needs login: Old Bank')).toBeTruthy();
    expect(within(panel).getByText('Net Worth not shared')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Details of Ann Lee' }).getAttribute('href')).toBe('/advisor/clients?userId=c1');
    expect(within(panel).getByRole('link', { name: 'View Reviews' }).getAttribute('href')).toBe('/advisor/profile/adv1');
    fireEvent.click(within(panel).getByRole('radio', { name: 'Stale' }));
    expect(within(panel).queryByText('Ann Lee')).toBeNull();
    expect(within(panel).getByText('Bob Ray')).toBeTruthy();
  });

  it("reads the spec's optional institution query: asks for it, says so, and Show all drops it", async () => {
    const narrowed = { ...DATA, collection: { ...DATA.collection, institution: 'Chase', clientIds: ['c1'] } };
    const stub = stubFetch({
      'GET /api/advisor/dashboard': (call) => ({ body: call.url.includes('institution=Chase') ? narrowed : DATA }),
      'GET /api/advisor/first-run': { body: ALL_DONE },
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<AdvisorDashboardView advisorId="adv1" />, {
      url: '/advisor/dashboard?institution=Chase',
      pattern: '/advisor/dashboard',
      user: makeUser({ id: 'adv1', role: 'advisor' }),
    });
    const panel = await screen.findByRole('region', { name: 'Your Collections' });
    expect(await within(panel).findByText('Chase')).toBeTruthy();
    expect(within(within(panel).getByRole('list', { name: 'Connected clients' })).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(within(panel).getByRole('button', { name: 'Show all' }));
    await vi.waitFor(() => expect(within(panel).queryByText('Chase')).toBeNull());
    expect(stub.calls.filter((call) => call.url.startsWith('/api/advisor/dashboard')).map((call) => call.url.includes('institution=Chase'))).toEqual([
      true,
      false,
    ]);
  });

  it('asks again for the chosen period', async () => {
    const { calls } = setup('/advisor/dashboard?period=nonsense');
    const panel = await screen.findByRole('region', { name: 'Your Collections' });
    expect(calls[0]?.url).toContain('period=1M');
    fireEvent.click(within(panel).getByRole('radio', { name: '1Y' }));
    await vi.waitFor(() => expect(calls.some((call) => call.url.includes('period=1Y'))).toBe(true));
  });
});

describe('the charts by client', () => {
  it('have a bar per client who shares the figure, each opening that client (quick report)', () => {
    const tabs = dashboardTabsOf(DATA);
    expect(tabs.map((tab) => tab.chartTitle)).toEqual(['Clients By Source', 'Linked Accounts By Client', 'Assets By Client', 'Net Worth By Client']);
    const netWorth = tabs[3];
    expect(netWorth?.bars).toEqual([
      { category: 'c1', label: 'Ann Lee', value: 245_000, clientId: 'c1' },
      { category: 'c2', label: 'Bob Ray', value: 245_000, clientId: 'c2' },
    ]);
    expect(tabs[0]?.bars.every((bar) => bar.clientId === null)).toBe(true);
  });

  it('account for every client: the ones without a bar are named in a note (issue 33)', () => {
    const tabs = dashboardTabsOf(DATA);
    expect(tabs.map((tab) => tab.note)).toEqual([
      null,
      '1 client does not share their accounts',
      '1 client does not share their assets',
      '1 client does not share net worth',
    ]);
    const none = dashboardTabsOf({ ...DATA, clients: [CID, { ...CID, id: 'c4' }] });
    expect(none[3]?.note).toBe('2 clients do not share net worth');
    expect(dashboardTabsOf({ ...DATA, clients: [ANN] })[3]?.note).toBeNull();
  });

  it('name every bar with 1 to 500 clients: the largest, then one Others bar that sums the rest (issue 33)', () => {
    const many = Array.from({ length: 500 }, (_, index) =>
      client({ id: `m${index}`, firstName: 'Client', lastName: String(index), netWorthCents: (index + 1) * 100 }),
    );
    const tabs = dashboardTabsOf({ ...DATA, clients: [...many, CID] });
    const bars = tabs[3]?.bars ?? [];
    expect(bars).toHaveLength(MAX_BARS);
    expect(bars[0]).toEqual({ category: 'm499', label: 'Client 499', value: 500, clientId: 'm499' });
    const others = bars.at(-1);
    expect(others).toMatchObject({ category: OTHERS_CATEGORY, label: 'Others (481 clients)', clientId: null });
    // Every client is in a bar or the note: 19 named + 481 in Others + 1 who does not share = 501.
    const sumOfAll = (500 * 501) / 2;
    const named = bars.slice(0, -1).reduce((sum, bar) => sum + bar.value, 0);
    expect(named + (others?.value ?? 0)).toBe(sumOfAll);
    expect(tabs[3]?.note).toBe('1 client does not share net worth');
    const one = dashboardTabsOf({ ...DATA, clients: [ANN] })[3]?.bars;
    expect(one).toEqual([{ category: 'c1', label: 'Ann Lee', value: 245_000, clientId: 'c1' }]);
    const sources =
      dashboardTabsOf({ ...DATA, clientsBySource: Array.from({ length: 25 }, (_, index) => ({ source: `Source ${index}`, count: 25 - index })) })[0]?.bars ??
      [];
    expect(sources.map((bar) => bar.label).at(-1)).toBe('Others (6 sources)');
  });

  it('write axes in compact money for dollars and plain counts otherwise (no 1000k)', () => {
    const tabs = dashboardTabsOf(DATA);
    expect(tabs[3]?.formatValue(1_000_000)).toBe('$1M');
    expect(tabs[3]?.formatValue(-208_731)).toBe('-$208.7k');
    expect(tabs[1]?.formatValue(12)).toBe('12');
  });
});

describe('the tiles that are sums', () => {
  it("add up: what no named part counts is an 'Other' tile (issue 33)", () => {
    const [, accounts, assets, netWorth] = dashboardTabsOf(DATA);
    // 8 accounts = 3 investment + 2 banking + 2 liabilities + 1 other.
    expect(accounts?.tiles.at(-1)).toEqual({ label: 'Other', value: '1' });
    // $500,000 = $200,000 retirement + $100,000 investment + $50,000.50 cash + $149,999.50 other.
    expect(assets?.tiles.at(-1)).toEqual({ label: 'Other', value: '$0.15M' });
    expect(netWorth?.tiles.map((tile) => tile.label)).toEqual(['Total Net Worth', 'Assets', 'Liabilities', 'Cash']);
    const exact = dashboardTabsOf({ ...DATA, tiles: { ...DATA.tiles, accounts: { totalAccounts: 7, investment: 3, banking: 2, liabilities: 2 } } });
    expect(exact[1]?.tiles.map((tile) => tile.label)).toEqual(['Total Accounts', 'Investment', 'Banking', 'Liabilities']);
  });
});
