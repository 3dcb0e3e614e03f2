import type { TNetWorthPoint, TNetWorthResponse } from '@finboard/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BarChartProps } from '../../../components/charts/bar-chart';
import { makeAccount } from '../../../test/accounts-fixtures';
import { makeUser, renderPage, stubFetch, type StubCall } from '../../../test/render';
import { NetWorthView } from './net-worth-view';

// ECharts draws nothing in happy-dom: the stand-in shows what the page handed the chart, named as
// BarChart names it (the page's summary when it gives one).
vi.mock('../../../components/charts/bar-chart', () => ({
  BarChart: ({ bars, label, summary }: BarChartProps) => (
    <div role="img" aria-label={summary ?? label} data-bars={bars.filter((bar) => bar.value !== null).length} />
  ),
}));

const ASSETS = [
  makeAccount({ id: 'a1', name: 'Everyday Checking', institutionName: 'Summit Savings Bank', amountCents: 250_049 }),
  makeAccount({ id: 'a2', name: 'Brokerage', institutionName: 'Redwood Bank', accountSubtype: 'brokerage', amountCents: 9_000_000 }),
  makeAccount({ id: 'a3', name: 'Zen Savings', institutionName: 'Redwood Bank', accountSubtype: 'savings', amountCents: 1_000_000 }),
];
const LIABILITIES = [
  makeAccount({ id: 'l1', name: 'Car loan', balanceType: 'liabilities', accountType: 'loan', accountSubtype: 'auto', amountCents: 1_845_000 }),
  makeAccount({ id: 'l2', name: 'Card', balanceType: 'liabilities', accountType: 'credit', accountSubtype: 'credit_card', amountCents: 120_000 }),
];

const snapshot = (date: string, netWorthCents: number, isSnapshot = true): TNetWorthPoint => ({
  date,
  netWorthCents,
  assetsCents: netWorthCents + 1_965_000,
  liabilitiesCents: 1_965_000,
  isSnapshot,
});

/** The api's answer for a range: snapshots on Nov 18 and Nov 21, carried forward in between. */
function answer(call: StubCall): { body: TNetWorthResponse } {
  const url = new URL(call.url, 'http://localhost');
  const startDate = url.searchParams.get('startDate') ?? '';
  const endDate = url.searchParams.get('endDate') ?? '';
  const all = [
    snapshot('2026-11-18', 8_000_000),
    snapshot('2026-11-19', 8_000_000, false),
    snapshot('2026-11-20', 8_000_000, false),
    snapshot('2026-11-21', 8_285_049),
    snapshot('2026-11-22', 8_285_049, false),
  ];
  const points = all.filter((point) => point.date >= startDate && point.date <= endDate);
  return { body: { startDate, endDate, points, assets: ASSETS, liabilities: LIABILITIES } };
}

function setup(routes: Parameters<typeof stubFetch>[0] = { 'GET /api/net-worth': answer }, url = '/client/net-worth', user = makeUser()) {
  const stub = stubFetch(routes);
  vi.stubGlobal('fetch', stub.fetchStub);
  renderPage(<NetWorthView />, { url, pattern: '/client/net-worth', user });
  return stub;
}

const rowNames = (table: string) =>
  within(screen.getByRole('table', { name: table }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.querySelector('p')?.textContent);

describe('the net-worth page', () => {
  beforeEach(() => {
    // 10:00 in New York on Nov 22, 2026: the product's today.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T15:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('opens on the past month: the headline, its change and a bar a day', async () => {
    const stub = setup();
    const chart = await screen.findByRole('img', { name: /^Net worth by day/ });
    expect(stub.calls[0]?.url).toBe('/api/net-worth?startDate=2026-10-22&endDate=2026-11-22');
    expect(chart.getAttribute('aria-label')).toBe('Net worth by day, Oct 22, 2026 to Nov 22, 2026: 32 days, 5 with a value, 2 with a snapshot');
    expect(chart.getAttribute('data-bars')).toBe('5');
    expect(screen.getByTestId('net-worth-total').textContent).toBe('$82,850');
    expect(screen.getByText('+$2,850 (+3.6%)')).toBeTruthy();
    // The last day's totals, rounded to whole dollars: assets $102,500.49 and liabilities $19,650.
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'Assets $102,500')).toBeTruthy();
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'Liabilities $19,650')).toBeTruthy();
    // Tracking began inside the month, so the change runs from the first snapshot.
    expect(screen.getByText('since Nov 18, 2026')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '1M' }).checked).toBe(true);
  });

  it('switches to the past week with the 1W chip', async () => {
    const user = userEvent.setup();
    const stub = setup();
    await screen.findByRole('img', { name: /32 days/ });
    await user.click(screen.getByRole('radio', { name: '1W' }));
    const chart = await screen.findByRole('img', { name: /7 days/ });
    expect(stub.calls.at(-1)?.url).toBe('/api/net-worth?startDate=2026-11-16&endDate=2026-11-22');
    expect(chart.getAttribute('aria-label')).toBe('Net worth by day, Nov 16, 2026 to Nov 22, 2026: 7 days, 5 with a value, 2 with a snapshot');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '1W' }).checked).toBe(true);
  });

  it('lists assets and liabilities with totals, sortable by name and amount', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findByRole('table', { name: 'Assets' });
    expect(screen.getByLabelText('Total assets').textContent).toBe('$102,500');
    expect(screen.getByLabelText('Total liabilities').textContent).toBe('$19,650');
    expect(rowNames('Assets')).toEqual(['Brokerage', 'Zen Savings', 'Everyday Checking']);
    expect(rowNames('Liabilities')).toEqual(['Car loan', 'Card']);

    const assets = screen.getByRole('table', { name: 'Assets' });
    await user.click(within(assets).getByRole('button', { name: /Account/ }));
    expect(rowNames('Assets')).toEqual(['Brokerage', 'Everyday Checking', 'Zen Savings']);
    expect(within(assets).getAllByRole('columnheader')[0]?.getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(assets).getByRole('button', { name: /Account/ }));
    expect(rowNames('Assets')).toEqual(['Zen Savings', 'Everyday Checking', 'Brokerage']);
    await user.click(within(assets).getByRole('button', { name: /Amount/ }));
    await user.click(within(assets).getByRole('button', { name: /Amount/ }));
    expect(rowNames('Assets')).toEqual(['Everyday Checking', 'Zen Savings', 'Brokerage']);
    expect(within(assets).getAllByRole('columnheader')[1]?.getAttribute('aria-sort')).toBe('ascending');
    // Each list keeps its own order.
    expect(rowNames('Liabilities')).toEqual(['Car loan', 'Card']);
  });

  it('says so when nothing was tracked in the range', async () => {
    setup({ 'GET /api/net-worth': (call) => ({ body: { ...answer(call).body, points: [], assets: [], liabilities: [] } }) });
    expect(await screen.findByText('No net worth tracked for these dates yet')).toBeTruthy();
    expect(screen.getByRole('img', { name: /32 days, 0 with a value/ })).toBeTruthy();
    expect(screen.getByText(/No assets yet/)).toBeTruthy();
  });

  it("shows the api's refusal to an advisor without access", async () => {
    const stub = setup(
      { 'GET /api/net-worth': { status: 403, body: { error: { code: 'FORBIDDEN', message: "you don't have access to this feature" } } } },
      '/client/net-worth?userId=c-1',
      makeUser({ id: 'adv', role: 'advisor' }),
    );
    expect(await screen.findByText("you don't have access to this feature")).toBeTruthy();
    expect(stub.calls[0]?.url).toBe('/api/net-worth?startDate=2026-10-22&endDate=2026-11-22&userId=c-1');
  });
});
