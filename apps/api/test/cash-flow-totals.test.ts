import type { TCashFlowResponse } from '@finboard/contracts';
import { cashFlowMonthlyTotals, financialAccounts, transactions } from '@finboard/db';
import { addDays, addMonths } from '@finboard/domain/calendar';
import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { Workbook } from '@cj-tech-master/excelts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxAggregation } from '../src/providers/aggregation/sandbox/sandbox-aggregation-provider';
import { productToday } from '../src/platform/clock';
import { accountOf, insertTransaction, linkRedwood, ok } from './cash-flow-helpers';
import { createTestApp, expectError, signUp, type TestApp } from './test-app';

// The monthly totals the cash-flow page sums (kept by triggers on every write path), the table's
// server-side filters and search, and the Excel report.

const NOW = new Date();
const sandbox = createSandboxAggregation({ clock: () => NOW });
const TODAY = productToday(NOW);

/** The api's answer, as the contract types it. */
type CashFlow = TCashFlowResponse;

let t: TestApp;
let client: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
let institutionId: string;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' }, { aggregation: { provider: sandbox.provider, sandbox: sandbox.controls } });
  client = await signUp(t);
  other = await signUp(t);
  institutionId = (await linkRedwood(t, client)).id;
});
afterAll(() => t?.close());

const get = (cookies: string[], url: string) => t.request({ method: 'GET', url, cookies });
const cashFlow = (query: string, cookies = client.cookies) => ok<CashFlow>(get(cookies, `/api/cash-flow?${query}`));

/** The stored monthly totals against the same totals computed afresh from the transactions. */
async function expectMonthlyTotalsExact(userId: string) {
  const key = (row: { accountId: string; month: string; categoryType: string; sign: number }) =>
    `${row.accountId}|${row.month}|${row.categoryType}|${row.sign}`;
  const stored = await t.database.db.select().from(cashFlowMonthlyTotals).where(eq(cashFlowMonthlyTotals.userId, userId));
  const month = sql<string>`substr(${transactions.date}, 1, 7)`;
  const sign = sql<number>`sign(${transactions.amountCents})::smallint`;
  const fresh = await t.database.db
    .select({
      accountId: transactions.accountId,
      month,
      categoryType: transactions.categoryType,
      sign,
      amountCents: sql<string>`sum(${transactions.amountCents})`,
      count: sql<string>`count(*)`,
    })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), isNull(transactions.deletedAt)))
    .groupBy(transactions.accountId, month, transactions.categoryType, sign);
  const asMap = (rows: { key: string; amountCents: number; count: number }[]) => new Map(rows.map((row) => [row.key, `${row.amountCents}/${row.count}`]));
  expect(asMap(stored.map((row) => ({ key: key(row), amountCents: row.amountCents, count: row.transactionCount })))).toEqual(
    asMap(fresh.map((row) => ({ key: key({ ...row, sign: Number(row.sign) }), amountCents: Number(row.amountCents), count: Number(row.count) }))),
  );
  expect(stored.every((row) => row.transactionCount > 0)).toBe(true);
}

/** The api's totals for a range against the live rows themselves. */
async function expectTotalsOfRows(startDate: string, endDate: string, extra = '') {
  const body = await cashFlow(`startDate=${startDate}&endDate=${endDate}&limit=1${extra}`);
  const rows = await t.database.db
    .select({ amountCents: transactions.amountCents, categoryType: transactions.categoryType })
    .from(transactions)
    .innerJoin(financialAccounts, eq(financialAccounts.id, transactions.accountId))
    .where(
      and(
        eq(transactions.userId, client.user.id),
        gte(transactions.date, startDate),
        lte(transactions.date, endDate),
        isNull(transactions.deletedAt),
        isNull(financialAccounts.deletedAt),
      ),
    );
  const money = (sign: number, isTransfer: boolean) =>
    Math.abs(
      rows
        .filter((row) => Math.sign(row.amountCents) === sign && (row.categoryType === 'transfer') === isTransfer)
        .reduce((sum, row) => sum + row.amountCents, 0),
    );
  const [income, expenses] = [money(-1, false), money(1, false)];
  const spent = (type: string) =>
    Math.round(rows.filter((row) => row.amountCents > 0 && row.categoryType === type).reduce((sum, row) => sum + row.amountCents, 0) / 100) * 100;
  expect(body).toMatchObject({
    incomeCents: income,
    expensesCents: expenses,
    netCents: income - expenses,
    transfersInCents: money(-1, true),
    transfersOutCents: money(1, true),
    transactionCount: rows.length,
  });
  expect(body.categories).toEqual({ essential: spent('essential'), nonEssential: spent('non-essential'), savings: spent('savings') });
  return body;
}

describe('monthly totals', () => {
  it('match the transactions after a link, an insert, a recategorisation, a re-sync and a soft delete', async () => {
    await expectMonthlyTotalsExact(client.user.id);
    const checking = await accountOf(t, client.user.id, 'checking');
    await insertTransaction(t, checking, { amountCents: 12_345, date: addDays(TODAY, -400), categoryType: 'essential' });
    await insertTransaction(t, checking, { amountCents: 0, date: addDays(TODAY, -40) });
    await expectMonthlyTotalsExact(client.user.id);

    const { transactions: rows } = await cashFlow('period=3M&limit=50&direction=expenses');
    const target = rows.find((row) => row.categoryType !== 'savings');
    expect(target).toBeDefined();
    await ok(
      t.request({
        method: 'POST',
        url: '/api/cash-flow/recategorize',
        cookies: client.cookies,
        payload: { transactionId: target?.id, categoryType: 'savings', startDate: addMonths(TODAY, -6), endDate: TODAY },
      }),
    );
    await expectMonthlyTotalsExact(client.user.id);

    await ok(t.request({ method: 'POST', url: `/api/institutions/${institutionId}/sync`, payload: {}, cookies: client.cookies }));
    await t.database.db
      .update(transactions)
      .set({ deletedAt: new Date() })
      .where(eq(transactions.id, target?.id ?? ''));
    await t.database.db
      .update(transactions)
      .set({ date: addDays(TODAY, -800), amountCents: -5_000 })
      .where(eq(transactions.id, rows[1]?.id ?? ''));
    await expectMonthlyTotalsExact(client.user.id);
  });

  it('give the same totals as the rows for ranges with partial months at either edge, whole months only, and one day', async () => {
    await expectTotalsOfRows(addDays(addMonths(TODAY, -14), 3), addDays(TODAY, -9));
    const firstOfMonth = `${addMonths(TODAY, -12).slice(0, 7)}-01`;
    const lastOfPreviousMonth = addDays(`${TODAY.slice(0, 7)}-01`, -1);
    await expectTotalsOfRows(firstOfMonth, lastOfPreviousMonth);
    await expectTotalsOfRows(addDays(TODAY, -3), addDays(TODAY, -3));
    await expectTotalsOfRows(addMonths(TODAY, -24), TODAY);
  });

  it('leave out a deleted account, and an institution delete takes its totals with it', async () => {
    const savings = await accountOf(t, client.user.id, 'savings');
    await t.database.db.update(financialAccounts).set({ deletedAt: new Date() }).where(eq(financialAccounts.id, savings.id));
    await expectTotalsOfRows(addMonths(TODAY, -24), TODAY);
    await t.database.db.update(financialAccounts).set({ deletedAt: null }).where(eq(financialAccounts.id, savings.id));

    const second = await signUp(t);
    const linked = await linkRedwood(t, second);
    expect((await t.database.db.select().from(cashFlowMonthlyTotals).where(eq(cashFlowMonthlyTotals.userId, second.user.id))).length).toBeGreaterThan(0);
    expect((await t.request({ method: 'DELETE', url: `/api/institutions/${linked.id}`, cookies: second.cookies })).statusCode).toBe(200);
    await expectMonthlyTotalsExact(second.user.id);
    const afterDelete = await cashFlow(`startDate=${addMonths(TODAY, -24)}&endDate=${TODAY}`, second.cookies);
    expect(afterDelete).toMatchObject({ incomeCents: 0, expensesCents: 0, transactionCount: 0 });
  });
});

describe("the table's filters", () => {
  const range = () => `startDate=${addMonths(TODAY, -6)}&endDate=${TODAY}&limit=1000`;

  it('direction and category narrow the rows and their count, never the totals', async () => {
    const all = await cashFlow(range());
    const expenses = await cashFlow(`${range()}&direction=expenses`);
    const income = await cashFlow(`${range()}&direction=income`);
    const transfers = await cashFlow(`${range()}&direction=transfers`);
    const isTransfer = (row: CashFlow['transactions'][number]) => row.categoryType === 'transfer';
    expect(expenses.transactions.every((row) => row.amountCents > 0 && !isTransfer(row))).toBe(true);
    expect(income.transactions.every((row) => row.amountCents < 0 && !isTransfer(row))).toBe(true);
    expect(transfers.transactions.every(isTransfer)).toBe(true);
    expect(expenses.transactionCount).toBe(all.transactions.filter((row) => row.amountCents > 0 && !isTransfer(row)).length);
    expect(income.transactionCount).toBe(all.transactions.filter((row) => row.amountCents < 0 && !isTransfer(row)).length);
    expect(transfers.transactionCount).toBe(all.transactions.filter(isTransfer).length);
    expect(income.transactionCount).toBeGreaterThan(0);
    expect(transfers.transactions.some((row) => row.amountCents > 0) && transfers.transactions.some((row) => row.amountCents < 0)).toBe(true);
    expect(expenses).toMatchObject({ incomeCents: all.incomeCents, expensesCents: all.expensesCents, categories: all.categories });

    const essential = await cashFlow(`${range()}&direction=expenses&categoryType=essential`);
    expect(essential.transactions.length).toBeGreaterThan(0);
    expect(essential.transactions.every((row) => row.categoryType === 'essential' && row.amountCents > 0)).toBe(true);
    expect(essential.transactionCount).toBe(all.transactions.filter((row) => row.categoryType === 'essential' && row.amountCents > 0).length);
  });

  it('search is case-insensitive on the merchant name (the name when none) or the transaction type; wildcards are literal', async () => {
    const all = await cashFlow(range());
    const withMerchant = all.transactions.find((row) => row.merchantName);
    expect(withMerchant).toBeDefined();
    const term = (withMerchant?.merchantName ?? '').slice(0, 5).toUpperCase();
    const searched = await cashFlow(`${range()}&search=${encodeURIComponent(term.toLowerCase())}`);
    const label = (row: CashFlow['transactions'][number]) => (row.merchantName ?? row.name).toLowerCase();
    const expected = all.transactions.filter(
      (row) => label(row).includes(term.toLowerCase()) || row.transactionType.toLowerCase().includes(term.toLowerCase()),
    );
    expect(searched.transactions.map((row) => row.id).sort()).toEqual(expected.map((row) => row.id).sort());
    expect(searched.transactionCount).toBe(expected.length);

    const checking = await accountOf(t, client.user.id, 'checking');
    const named = await insertTransaction(t, checking, { amountCents: 999, date: addDays(TODAY, -2), name: 'Zebra 100% Juice Bar', merchantName: null });
    const byName = await cashFlow(`${range()}&search=${encodeURIComponent('zebra 100%')}`);
    expect(byName.transactions.map((row) => row.id)).toEqual([named]);
    expect((await cashFlow(`${range()}&search=%25`)).transactions.map((row) => row.id)).toEqual([named]);
    expect(
      (await cashFlow(`${range()}&search=in%20store`)).transactions.every((row) => row.transactionType === 'in store' || label(row).includes('in store')),
    ).toBe(true);
    expect((await cashFlow(`${range()}&search=${'x'.repeat(80)}`)).transactionCount).toBe(0);
    expectError(await get(client.cookies, `/api/cash-flow?search=${'x'.repeat(101)}`), 400, 'VALIDATION');
  });

  it('the institution filter keeps only the chosen institutions; unknown ids give nothing', async () => {
    const chosen = await cashFlow(`${range()}&institutionIds=${institutionId}`);
    expect(chosen.transactions.every((row) => row.institutionId === institutionId)).toBe(true);
    const none = await cashFlow(`${range()}&institutionIds=00000000-0000-4000-8000-000000000000`);
    expect(none).toMatchObject({ transactionCount: 0, incomeCents: 0, expensesCents: 0, transactions: [] });
  });
});

describe('the Excel report', () => {
  it("'Cash Flow Report.xlsx' holds the sections Income, Savings, Essential, Non-Essential and totals matching the page", async () => {
    const query = `startDate=${addMonths(TODAY, -3)}&endDate=${TODAY}`;
    const response = await get(client.cookies, `/api/cash-flow/report.xlsx?${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Cash Flow Report.xlsx"');
    const workbook = new Workbook();
    await workbook.xlsx.load(response.rawPayload);
    const sheet = workbook.getWorksheet('Cash Flow');
    expect(sheet).toBeDefined();
    const cells = new Map<string, number>();
    const labels: string[] = [];
    sheet?.eachRow((row) => {
      const label = String(row.getCell(1).value ?? '');
      labels.push(label);
      const amount = row.getCell(5).value;
      if (amount && typeof amount === 'object' && 'result' in amount) cells.set(label, Number(amount.result));
    });
    for (const section of ['Income', 'Savings', 'Essential', 'Non-Essential', 'Totals', 'Transfers', 'Transfers In', 'Transfers Out'])
      expect(labels).toContain(section);
    // The transfers come after the totals, apart from them.
    expect(labels.indexOf('Transfers')).toBeGreaterThan(labels.indexOf('Net Cash Flow'));
    const page = await cashFlow(query);
    expect(Math.round((cells.get('Total Income') ?? NaN) * 100)).toBe(page.incomeCents);
    expect(Math.round((cells.get('Total Expenses') ?? NaN) * 100)).toBe(page.expensesCents);
    expect(Math.round((cells.get('Net Cash Flow') ?? NaN) * 100)).toBe(page.netCents);
    expect(Math.round((cells.get('Total Transfers In') ?? NaN) * 100)).toBe(page.transfersInCents);
    expect(Math.round((cells.get('Total Transfers Out') ?? NaN) * 100)).toBe(page.transfersOutCents);
  });

  it("refuses another user's data and a bad range", async () => {
    expectError(await get(other.cookies, `/api/cash-flow/report.xlsx?userId=${client.user.id}`), 403, 'FORBIDDEN');
    const checking = await accountOf(t, client.user.id, 'checking');
    expectError(await get(other.cookies, `/api/cash-flow/report.xlsx?accountId=${checking.id}`), 404, 'NOT_FOUND');
    expectError(await get(client.cookies, `/api/cash-flow/report.xlsx?startDate=2024-03-02&endDate=2024-03-01`), 400, 'VALIDATION');
  });
});
