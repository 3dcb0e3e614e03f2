import { NOT_ENOUGH_CASH_FLOW_DATA, type TCashFlowAccountsResponse, type TCashFlowResponse, type TCashFlowTransaction } from '@finboard/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../../lib/notify';
import { makeUser, renderPage, stubFetch, type StubCall } from '../../../test/render';
import { CashFlowView } from './cash-flow-view';

vi.mock('../../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

// 15:00 UTC is 10:00 in New York: the product's today is 2024-03-10.
const NOW = new Date('2024-03-10T15:00:00Z');
const ACCOUNT_ID = 'aaaaaaaa-0000-4000-8000-000000000001';

function makeTransaction(overrides: Partial<TCashFlowTransaction> = {}): TCashFlowTransaction {
  return {
    id: '10000000-0000-4000-8000-000000000001',
    amountCents: 1_250,
    date: '2024-03-05',
    name: 'WHOLEFDS MKT 10234',
    merchantName: 'Whole Foods Market',
    merchantLogoUrl: null,
    accountId: ACCOUNT_ID,
    accountName: 'Everyday Checking',
    institutionId: 'i-1',
    transactionType: 'in store',
    categoryType: 'essential',
    categoryId: 'FOOD_AND_DRINK_GROCERIES',
    pending: false,
    ...overrides,
  };
}

const GROCERIES = makeTransaction();
const CARD_PAYMENT = makeTransaction({
  id: '10000000-0000-4000-8000-000000000003',
  amountCents: 95_000,
  date: '2024-03-04',
  name: 'Payment to Platinum Card ...1234',
  merchantName: null,
  transactionType: 'other',
  categoryType: 'transfer',
  categoryId: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
});
const PAYROLL = makeTransaction({
  id: '10000000-0000-4000-8000-000000000002',
  amountCents: -250_000,
  date: '2024-03-01',
  name: 'ACME PAYROLL',
  merchantName: null,
  transactionType: 'other',
  categoryType: 'non-essential',
  categoryId: 'INCOME_WAGES',
});

function makeResponse(overrides: Partial<TCashFlowResponse> = {}): TCashFlowResponse {
  return {
    startDate: '2024-02-10',
    endDate: '2024-03-10',
    incomeCents: 250_000,
    expensesCents: 41_250,
    netCents: 208_750,
    transfersInCents: 80_000,
    transfersOutCents: 95_000,
    categories: { essential: 30_000, nonEssential: 11_300, savings: 0 },
    incomeCategories: { essential: 0, nonEssential: 250_000, savings: 0 },
    transactionCount: 1,
    transactions: [GROCERIES],
    ...overrides,
  };
}

const ACCOUNTS: TCashFlowAccountsResponse = {
  institutions: [
    {
      id: 'i-1',
      name: 'Summit Savings Bank',
      logoUrl: null,
      accounts: [{ id: ACCOUNT_ID, name: 'Everyday Checking', accountType: 'depository', accountSubtype: 'checking', amountCents: 250_000 }],
    },
    {
      id: 'i-2',
      name: 'Harbor Credit Union',
      logoUrl: null,
      accounts: [{ id: 'acc-2', name: 'Savings', accountType: 'depository', accountSubtype: 'savings', amountCents: 90_000 }],
    },
  ],
};

const paramsOf = (call: StubCall) => new URL(call.url, 'http://localhost').searchParams;
/** The table's reads (the totals read asks for one row). */
const tableCalls = (calls: StubCall[]) => calls.filter((call) => call.url.startsWith('/api/cash-flow?') && paramsOf(call).get('limit') !== '1');
const lastTableParams = (calls: StubCall[]) => {
  const last = tableCalls(calls).at(-1);
  if (!last) throw new Error('no table read');
  return paramsOf(last);
};

interface SetupOptions {
  url?: string;
  pattern?: string;
  count?: number;
  cashFlow?: (params: URLSearchParams) => TCashFlowResponse;
  user?: ReturnType<typeof makeUser>;
}

function setup({
  url = '/client/cash-flow',
  pattern = '/client/cash-flow',
  count = 42,
  cashFlow = () => makeResponse(),
  user = makeUser(),
}: SetupOptions = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  const stub = stubFetch({
    'GET /api/cash-flow/count': { body: { count } },
    'GET /api/cash-flow/accounts': { body: ACCOUNTS },
    'GET /api/cash-flow': (call) => ({ body: cashFlow(paramsOf(call)) }),
    'POST /api/cash-flow/recategorize/preview': {
      body: { count: 3, amountCents: 292_640, categoryId: 'FOOD_AND_DRINK_GROCERIES', categoryLabel: 'Groceries' },
    },
    'POST /api/cash-flow/recategorize': (call) => ({
      body: { updated: (call.body as { scope?: string }).scope === 'transaction' ? 1 : 3, categoryId: 'FOOD_AND_DRINK_GROCERIES', categoryType: 'savings' },
    }),
    'POST /api/cash-flow/transfer': (call) => {
      const request = call.body as { transactionId: string; isTransfer: boolean };
      return { body: { id: request.transactionId, categoryType: request.isTransfer ? 'transfer' : 'essential' } };
    },
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  return { ...stub, ...renderPage(<CashFlowView />, { url, pattern, user }) };
}

const rowOf = async (name: string) => {
  const cell = await screen.findByTitle(name);
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

beforeEach(() => vi.mocked(notifySuccess).mockClear());

// Mantine's pickers and menus render many elements; role queries over them are slow on a busy machine.
describe('cash flow page', { timeout: 20_000 }, () => {
  it("shows the spec's sentence instead of the page when the past 3 months have no transactions", async () => {
    const { calls } = setup({ count: 0 });
    expect((await screen.findByRole('alert')).textContent).toBe(NOT_ENOUGH_CASH_FLOW_DATA);
    expect(calls.some((call) => call.url.startsWith('/api/cash-flow?'))).toBe(false);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens on the past month: totals, net with its sign, Budget Insights in whole dollars and the rows', async () => {
    const { calls } = setup();
    const row = await rowOf('Whole Foods Market');
    expect(within(row).getByText('Whole Foods ...')).toBeTruthy();
    expect(within(row).getByText('In store')).toBeTruthy();
    expect(within(row).getByText('Essential')).toBeTruthy();
    expect(within(row).getByText('-$12.50')).toBeTruthy();
    expect(within(row).getByText('05 Mar')).toBeTruthy();

    expect(screen.getByTestId('income-total').textContent).toBe('$2,500');
    expect(screen.getByTestId('expenses-total').textContent).toBe('$412.50');
    expect(screen.getByTestId('net-total').textContent).toBe('+$2,087.50');
    // Transfers apart, so nothing disappears: the money moved out, and in.
    expect(screen.getByTestId('transfers-total').textContent).toBe('$950');
    expect(within(screen.getByRole('group', { name: 'Transfers' })).getByText('Moved out · $800 moved in')).toBeTruthy();
    const legend = await screen.findByRole('list', { name: 'Legend' }, { timeout: 5000 }); // the chart loads lazily: slow on a busy machine
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Essential$30073%', 'Non-Essential$11327%', 'Savings$00%']);

    const params = lastTableParams(calls);
    expect(Object.fromEntries(params)).toEqual({ startDate: '2024-02-10', endDate: '2024-03-10', direction: 'expenses', limit: '50', offset: '0' });
    expect(screen.getByRole('radio', { name: '1M (Past Month)' })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Custom range: 02/10/24 ~ 03/10/24' }).textContent).toContain('02/10/24 ~ 03/10/24');
    expect(screen.getByRole('link', { name: 'Export to Excel' }).getAttribute('href')).toBe(
      '/api/cash-flow/report.xlsx?startDate=2024-02-10&endDate=2024-03-10',
    );
    expect(screen.getByRole('link', { name: 'Export to Excel' }).getAttribute('download')).toBe('Cash Flow Report.xlsx');
  });

  it('a period chip asks for its range; the net turns red with a minus when spending wins', async () => {
    const user = userEvent.setup();
    const { calls } = setup({
      cashFlow: (params) =>
        params.get('startDate') === '2023-12-10' ? makeResponse({ incomeCents: 10_000, expensesCents: 40_000, netCents: -30_000 }) : makeResponse(),
    });
    await rowOf('Whole Foods Market');
    await user.click(screen.getByRole('radio', { name: '3M (Past 3 Months)' }));
    await waitFor(() => expect(screen.getByTestId('net-total').textContent).toBe('-$300'));
    expect(lastTableParams(calls).get('startDate')).toBe('2023-12-10');
    expect(screen.getByRole('link', { name: 'Export to Excel' }).getAttribute('href')).toContain('startDate=2023-12-10');
    await user.click(screen.getByRole('radio', { name: '1D (Today)' }));
    await waitFor(() => expect(lastTableParams(calls).get('startDate')).toBe('2024-03-10'));
    expect(lastTableParams(calls).get('endDate')).toBe('2024-03-10');
  });

  it("the custom range 'MM/DD/YY ~ MM/DD/YY': a one-day pick is held back once, then taken", async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await rowOf('Whole Foods Market');
    const picker = screen.getByRole('button', { name: /^Custom range/ });
    const pickDays = async (first: string, second: string) => {
      await user.click(picker);
      await user.click(await screen.findByRole('button', { name: first }));
      await user.click(screen.getByRole('button', { name: second }));
    };

    // The calendar opens on the range's first month, February.
    await pickDays('20 February 2024', '20 February 2024');
    expect(await screen.findByText('Pick that day again to show it alone.')).toBeTruthy();
    expect(lastTableParams(calls).get('startDate')).toBe('2024-02-10');

    await pickDays('20 February 2024', '20 February 2024');
    await waitFor(() => expect(lastTableParams(calls).get('startDate')).toBe('2024-02-20'));
    expect(lastTableParams(calls).get('endDate')).toBe('2024-02-20');
    expect(screen.queryByText('Pick that day again to show it alone.')).toBeNull();
    expect(screen.getByRole('radio', { name: '1M (Past Month)' })).toHaveProperty('checked', false);

    await pickDays('12 February 2024', '27 February 2024');
    await waitFor(() => expect(lastTableParams(calls).get('endDate')).toBe('2024-02-27'));
    expect(lastTableParams(calls).get('startDate')).toBe('2024-02-12');
    expect(picker.textContent).toContain('02/12/24 ~ 02/27/24');
  });

  it('switches to Income by itself when the range has income and no expenses', async () => {
    const { calls } = setup({
      cashFlow: (params) =>
        makeResponse({
          expensesCents: 0,
          netCents: 250_000,
          categories: { essential: 0, nonEssential: 0, savings: 0 },
          transactions: params.get('direction') === 'income' ? [PAYROLL] : [],
        }),
    });
    const row = await rowOf('ACME PAYROLL');
    expect(within(row).getByText('+$2,500')).toBeTruthy();
    expect(lastTableParams(calls).get('direction')).toBe('income');
    expect(screen.getByRole('radio', { name: 'Income' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: 'Expenses' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('heading', { name: 'Income' })).toBeTruthy();
  });

  it('the toggle, category filter, search (debounced) and account filter go to the server', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await rowOf('Whole Foods Market');

    await user.click(screen.getByRole('radio', { name: 'Income' }));
    await waitFor(() => expect(lastTableParams(calls).get('direction')).toBe('income'));
    await user.click(screen.getByRole('radio', { name: 'Essentials' }));
    await waitFor(() => expect(lastTableParams(calls).get('categoryType')).toBe('essential'));

    const before = tableCalls(calls).length;
    await user.type(screen.getByRole('textbox', { name: 'Search transactions' }), 'whole');
    await waitFor(() => expect(lastTableParams(calls).get('search')).toBe('whole'));
    // One read for the finished word, none per keystroke.
    expect(tableCalls(calls).length - before).toBe(1);

    await user.click(screen.getByRole('button', { name: 'All Accounts' }));
    await user.click(screen.getByRole('checkbox', { name: /Harbor Credit Union/ }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(lastTableParams(calls).get('institutionIds')).toBe('i-1'));
    expect(screen.getByRole('button', { name: '1 of 2 Accounts' })).toBeTruthy();
    expect(Object.fromEntries(lastTableParams(calls))).toMatchObject({ direction: 'income', categoryType: 'essential', search: 'whole' });
  });

  it('loads more rows at the next offset', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 50 }, (_, index) =>
      makeTransaction({ id: `10000000-0000-4000-8000-${String(index).padStart(12, '0')}`, merchantName: `Shop ${index}` }),
    );
    const { calls } = setup({
      cashFlow: (params) =>
        makeResponse({
          transactionCount: 51,
          transactions: params.get('offset') === '50' ? [makeTransaction({ id: '20000000-0000-4000-8000-000000000000', merchantName: 'Last Shop' })] : many,
        }),
    });
    await rowOf('Shop 0');
    expect(screen.getByTestId('transactions-shown').textContent).toBe('Showing 50 of 51');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await rowOf('Last Shop');
    expect(lastTableParams(calls).get('offset')).toBe('50');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('the row menu offers the two other types and, once told what will move, moves the category in the range', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    const row = await rowOf('Whole Foods Market');
    await user.click(within(row).getByRole('button', { name: 'Change category of Whole Foods Market' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Non-Essential', 'Savings', 'Mark as transfer']);
    const readsBefore = tableCalls(calls).length;
    await user.click(screen.getByRole('menuitem', { name: 'Savings' }));

    const request = { transactionId: GROCERIES.id, categoryType: 'savings', startDate: '2024-02-10', endDate: '2024-03-10' };
    const dialog = await screen.findByRole('dialog', { name: 'Change category' });
    await within(dialog).findByText('3 Groceries transactions, $2,926.40, will move to Savings.');
    expect(calls.find((call) => call.url === '/api/cash-flow/recategorize/preview')?.body).toEqual(request);
    expect(calls.some((call) => call.url === '/api/cash-flow/recategorize')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Move all 3' }));

    await waitFor(() => expect(vi.mocked(notifySuccess)).toHaveBeenCalledWith('3 transactions moved to Savings.', 'Category changed'));
    expect(calls.find((call) => call.url === '/api/cash-flow/recategorize')?.body).toEqual({ ...request, scope: 'category' });
    // The page reads its data again after the change.
    await waitFor(() => expect(tableCalls(calls).length).toBeGreaterThan(readsBefore));
  });

  it("'Only this transaction' moves that one alone; Cancel moves nothing", async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    const row = await rowOf('Whole Foods Market');
    await user.click(within(row).getByRole('button', { name: 'Change category of Whole Foods Market' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Savings' }));
    let dialog = await screen.findByRole('dialog', { name: 'Change category' });
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change category' })).toBeNull());
    expect(calls.some((call) => call.url === '/api/cash-flow/recategorize')).toBe(false);

    await user.click(within(row).getByRole('button', { name: 'Change category of Whole Foods Market' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Savings' }));
    dialog = await screen.findByRole('dialog', { name: 'Change category' });
    await user.click(await within(dialog).findByRole('button', { name: 'Only this transaction' }));
    await waitFor(() => expect(vi.mocked(notifySuccess)).toHaveBeenCalledWith('1 transaction moved to Savings.', 'Category changed'));
    expect(calls.find((call) => call.url === '/api/cash-flow/recategorize')?.body).toMatchObject({ transactionId: GROCERIES.id, scope: 'transaction' });
  });

  it("'Mark as transfer' sends that one transaction; the page reads its data again", async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    const row = await rowOf('Whole Foods Market');
    await user.click(within(row).getByRole('button', { name: 'Change category of Whole Foods Market' }));
    const readsBefore = tableCalls(calls).length;
    await user.click(await screen.findByRole('menuitem', { name: 'Mark as transfer' }));
    await waitFor(() =>
      expect(vi.mocked(notifySuccess)).toHaveBeenCalledWith('Whole Foods Market is a transfer: not income or expenses.', 'Marked as transfer'),
    );
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/cash-flow/transfer',
      body: { transactionId: GROCERIES.id, isTransfer: true },
    });
    await waitFor(() => expect(tableCalls(calls).length).toBeGreaterThan(readsBefore));
  });

  it("the Transfers side lists the transfers, without the category filter; a transfer's menu says 'Not a transfer'", async () => {
    const user = userEvent.setup();
    const { calls } = setup({ cashFlow: (params) => makeResponse({ transactions: params.get('direction') === 'transfers' ? [CARD_PAYMENT] : [GROCERIES] }) });
    await rowOf('Whole Foods Market');
    await user.click(screen.getByRole('radio', { name: 'Transfers' }));
    const row = await rowOf('Payment to Platinum Card ...1234');
    expect(Object.fromEntries(lastTableParams(calls))).toEqual({
      startDate: '2024-02-10',
      endDate: '2024-03-10',
      direction: 'transfers',
      limit: '50',
      offset: '0',
    });
    expect(screen.getByRole('heading', { name: 'Transfers' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Essentials' })).toBeNull();
    const summary = screen.getByTestId('transfers-summary');
    expect(within(summary).getByText('+$800')).toBeTruthy();
    expect(within(summary).getByText('-$950')).toBeTruthy();
    expect(within(row).getByText('Transfer')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Change category of Payment to Platinum Card ...1234' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Not a transfer']);
    await user.click(screen.getByRole('menuitem', { name: 'Not a transfer' }));
    await waitFor(() =>
      expect(vi.mocked(notifySuccess)).toHaveBeenCalledWith('Payment to Platinum Card ...1234 is not a transfer: counted as Essential.', 'Not a transfer'),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ transactionId: CARD_PAYMENT.id, isTransfer: false });
  });

  it("an advisor sees the client's page read-only: no row menu, every read names the client", async () => {
    const { calls } = setup({ url: '/client/cash-flow?userId=c-1', user: makeUser({ id: 'adv', role: 'advisor' }) });
    await rowOf('Whole Foods Market');
    expect(screen.queryByRole('button', { name: /Change category/ })).toBeNull();
    expect(calls.length).toBeGreaterThan(3);
    expect(calls.every((call) => paramsOf(call).get('userId') === 'c-1')).toBe(true);
    expect(screen.getByRole('link', { name: 'Export to Excel' }).getAttribute('href')).toContain('userId=c-1');
  });
});

describe('account cash flow page', { timeout: 20_000 }, () => {
  it('is fixed to the account: its name in the heading, no account filter, the account id on every read and change', async () => {
    const user = userEvent.setup();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const stub = stubFetch({
      'GET /api/cash-flow/count': { body: { count: 5 } },
      'GET /api/cash-flow/accounts': { body: ACCOUNTS },
      'GET /api/cash-flow': { body: makeResponse() },
      'POST /api/cash-flow/recategorize/preview': {
        body: { count: 1, amountCents: 8_412, categoryId: 'FOOD_AND_DRINK_GROCERIES', categoryLabel: 'Groceries' },
      },
      'POST /api/cash-flow/recategorize': { body: { updated: 1, categoryId: 'FOOD_AND_DRINK_GROCERIES', categoryType: 'non-essential' } },
    });
    vi.stubGlobal('fetch', stub.fetchStub);
    renderPage(<CashFlowView accountId={ACCOUNT_ID} />, {
      url: `/client/account-cash-flow/${ACCOUNT_ID}`,
      pattern: '/client/account-cash-flow/:id',
      user: makeUser(),
    });

    const row = await rowOf('Whole Foods Market');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Everyday Checking');
    // The way back keeps the institution it was reached from.
    expect(screen.getByRole('link', { name: 'Summit Savings Bank' }).getAttribute('href')).toBe('/client/account-details/Summit%20Savings%20Bank?id=i-1');
    expect(screen.getByRole('link', { name: 'Financial Info' }).getAttribute('href')).toBe('/client/accounts');
    expect(screen.queryByRole('button', { name: 'All Accounts' })).toBeNull();
    expect(lastTableParams(stub.calls).get('accountId')).toBe(ACCOUNT_ID);
    expect(screen.getByRole('link', { name: 'Export to Excel' }).getAttribute('href')).toContain(`accountId=${ACCOUNT_ID}`);

    await user.click(within(row).getByRole('button', { name: 'Change category of Whole Foods Market' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Non-Essential' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change category' });
    await within(dialog).findByText('This transaction will move to Non-Essential.');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(vi.mocked(notifySuccess)).toHaveBeenCalledWith('1 transaction moved to Non-Essential.', 'Category changed'));
    expect(stub.calls.find((call) => call.url === '/api/cash-flow/recategorize/preview')?.body).toMatchObject({ accountId: ACCOUNT_ID });
    expect(stub.calls.find((call) => call.url === '/api/cash-flow/recategorize')?.body).toMatchObject({ accountId: ACCOUNT_ID });
  });
});
