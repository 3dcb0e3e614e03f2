import type { TCashFlowResponse, TNetWorthResponse } from '@finboard/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAccount } from '../../../test/accounts-fixtures';
import { makeProfile } from '../../../test/profile-fixtures';
import { makeUser, renderPage, stubFetch } from '../../../test/render';
import { notify } from '../../../lib/notify';
import { QuickReportView } from './quick-report-view';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn(), notifyError: vi.fn(), notifySuccess: vi.fn() }));

const REPORT_LINK = {
  url: '/api/reports/download?key=k',
  statusUrl: '/api/reports/status?key=k',
  fileName: 'Quick Report 2026.pdf',
  status: 'ready',
  progress: 1,
  expiresAt: '2026-11-22T15:15:00.000Z',
};

const NET_WORTH: TNetWorthResponse = {
  startDate: '2026-10-22',
  endDate: '2026-11-22',
  points: [],
  assets: [makeAccount({ amountCents: 10_000_099 }), makeAccount({ id: 'a2', amountCents: 250_000 })],
  liabilities: [makeAccount({ id: 'l1', balanceType: 'liabilities', amountCents: 1_845_000 })],
};
const CASH_FLOW: TCashFlowResponse = {
  startDate: '2026-10-22',
  endDate: '2026-11-22',
  incomeCents: 820_000,
  expensesCents: 512_550,
  netCents: 307_450,
  transfersInCents: 120_000,
  transfersOutCents: 150_000,
  categories: { essential: 300_000, nonEssential: 150_000, savings: 50_000 },
  incomeCategories: { essential: 0, nonEssential: 0, savings: 820_000 },
  transactionCount: 40,
  transactions: [],
};
const REFUSED = { status: 403, body: { error: { code: 'FORBIDDEN', message: "you don't have access to this feature" } } };

function setup(url = '/client/quick-report', user = makeUser(), routes: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch({
    'GET /api/profile': { body: { profile: makeProfile({ spouse: null }) } },
    'GET /api/net-worth': { body: NET_WORTH },
    'GET /api/cash-flow': { body: CASH_FLOW },
    ...routes,
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  renderPage(<QuickReportView />, { url, pattern: '/client/quick-report', user });
  return stub;
}

const card = (name: string) => screen.getByRole('region', { name });

describe('the Quick Report', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T15:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("shows the client's details, net worth and the past month's cash flow", async () => {
    const stub = setup();
    const details = card('Client Details');
    await within(details).findByText('ada@example.com');
    expect(within(details).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(details).getByText('May 17, 1990 (age 36)')).toBeTruthy();
    expect(within(details).getByText('Springfield, IL 62701')).toBeTruthy();

    const netWorth = card('Net Worth');
    await within(netWorth).findByLabelText('Assets: $102,501');
    expect(within(netWorth).getByLabelText('Liabilities: $18,450')).toBeTruthy();
    expect(within(netWorth).getByLabelText('Net Worth: $84,051')).toBeTruthy();
    expect(within(netWorth).getByRole('link', { name: 'View net worth' }).getAttribute('href')).toBe('/client/net-worth');

    const cashFlow = card('Cash Flow');
    expect(within(cashFlow).getByLabelText('Income: $8,200')).toBeTruthy();
    expect(within(cashFlow).getByLabelText('Expenses: $5,126')).toBeTruthy();
    expect(within(cashFlow).getByLabelText('Net: $3,075')).toBeTruthy();
    expect(within(cashFlow).getByLabelText('Transfers in: $1,200')).toBeTruthy();
    expect(within(cashFlow).getByLabelText('Transfers out: $1,500')).toBeTruthy();
    const insights = within(cashFlow).getByRole('list', { name: 'Budget Insights' });
    expect(
      within(insights)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Essential$3,00060%', 'Non-Essential$1,50030%', 'Savings$50010%']);

    expect(stub.calls.map((call) => call.url).sort()).toEqual(['/api/cash-flow?period=1M&limit=1', '/api/net-worth', '/api/profile']);
  });

  it("downloads the report: 'Your report is being generated', then the PDF link in a new tab after 1 second", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const stub = setup('/client/quick-report?userId=c-1', makeUser({ id: 'adv', role: 'advisor' }), {
      'GET /api/clients/profile': { body: { profile: makeProfile({ userId: 'c-1' }) } },
      'POST /api/reports/quick-report': { body: REPORT_LINK },
    });
    await screen.findByText('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Download Report' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ message: 'Your report is being generated' })));
    await waitFor(() => expect(stub.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(stub.calls.find((call) => call.method === 'POST')?.url).toBe('/api/reports/quick-report?userId=c-1');
    expect(open).not.toHaveBeenCalled();
    await waitFor(() => expect(open).toHaveBeenCalledWith(REPORT_LINK.url, '_blank', 'noopener'), { timeout: 2000 });
    open.mockRestore();
  });

  it("reads a viewed client's details and figures with their id, never the advisor's own profile", async () => {
    const client = makeProfile({ userId: 'c-1', firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', identity: null });
    const stub = setup('/client/quick-report?userId=c-1', makeUser({ id: 'adv', role: 'advisor' }), {
      'GET /api/clients/profile': { body: { profile: client } },
    });
    const details = card('Client Details');
    expect(within(details).getByLabelText('Loading client details')).toBeTruthy();
    await within(details).findByText('grace@example.com');
    expect(within(details).getByText('Grace Hopper')).toBeTruthy();
    expect(within(details).getByText('Planning ahead')).toBeTruthy();
    expect(within(details).getByText('1 Main St')).toBeTruthy();
    await within(card('Net Worth')).findByLabelText('Net Worth: $84,051');
    expect(stub.calls.map((call) => call.url).sort()).toEqual([
      '/api/cash-flow?period=1M&limit=1&userId=c-1',
      '/api/clients/profile?userId=c-1',
      '/api/net-worth?userId=c-1',
    ]);
    expect(within(card('Net Worth')).getByRole('link', { name: 'View net worth' }).getAttribute('href')).toBe('/client/net-worth?userId=c-1');
    expect(screen.queryByText('ada@example.com')).toBeNull();
  });

  it("shows the api's refusal instead of the cards", async () => {
    setup('/client/quick-report?userId=c-1', makeUser({ id: 'adv', role: 'advisor' }), {
      'GET /api/clients/profile': REFUSED,
      'GET /api/net-worth': REFUSED,
      'GET /api/cash-flow': REFUSED,
    });
    expect(await screen.findByText("you don't have access to this feature")).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Net Worth' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download Report' })).toBeNull();
  });

  it('refuses an advisor without a client selected, asking the api nothing', async () => {
    const stub = setup('/client/quick-report', makeUser({ id: 'adv', role: 'advisor' }));
    expect(await screen.findByText("you don't have access to this feature")).toBeTruthy();
    expect(stub.calls).toEqual([]);
  });
});
