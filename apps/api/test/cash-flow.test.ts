import type { TCashFlowResponse } from '@finboard/contracts';
import { transactions } from '@finboard/db';
import { cashFlowPeriodRange } from '@finboard/domain/accounts';
import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxAggregation } from '../src/providers/aggregation/sandbox/sandbox-aggregation-provider';
import { productToday } from '../src/platform/clock';
import { accountOf, insertTransaction, linkRedwood, ok } from './cash-flow-helpers';
import { createTestApp, expectError, signUp, type TestApp } from './test-app';

// The cash-flow page's data over a linked sandbox bank: SQL totals, the period chips on the
// America/New_York calendar, Plaid's sign convention, recategorising that survives a re-sync, access.

const NOW = new Date();
const sandbox = createSandboxAggregation({ clock: () => NOW });
const TODAY = productToday(NOW);

/** The api's answer, as the contract types it. */
type CashFlow = TCashFlowResponse;

let t: TestApp;
let client: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
let advisor: Awaited<ReturnType<typeof signUp>>;
let institutionId: string;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' }, { aggregation: { provider: sandbox.provider, sandbox: sandbox.controls } });
  client = await signUp(t);
  other = await signUp(t);
  advisor = await signUp(t, { role: 'advisor' });
  institutionId = (await linkRedwood(t, client)).id;
});
afterAll(() => t?.close());

const get = (cookies: string[], url: string) => t.request({ method: 'GET', url, cookies });
const post = (cookies: string[], url: string, payload: Record<string, unknown>) => t.request({ method: 'POST', url, payload, cookies });
const cashFlow = (query: string, cookies = client.cookies) => ok<CashFlow>(get(cookies, `/api/cash-flow?${query}`));

/** The range's live rows straight from the table, to check the api's SQL totals against. */
async function rowsIn(userId: string, startDate: string, endDate: string) {
  return t.database.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.userId, userId), gte(transactions.date, startDate), lte(transactions.date, endDate), isNull(transactions.deletedAt)));
}

describe('cash flow totals', () => {
  it('the default period is the past month ending on the America/New_York today; totals equal the rows', async () => {
    const body = await cashFlow('limit=1000');
    expect(body).toMatchObject(cashFlowPeriodRange('1M', TODAY));
    const rows = await rowsIn(client.user.id, body.startDate, body.endDate);
    expect(rows.length).toBeGreaterThan(20);
    // Transfers are neither income nor expenses: they are counted apart.
    const counted = rows.filter((row) => row.categoryType !== 'transfer');
    const transfers = rows.filter((row) => row.categoryType === 'transfer');
    const income = counted.filter((row) => row.amountCents < 0).reduce((sum, row) => sum - row.amountCents, 0);
    const expenses = counted.filter((row) => row.amountCents > 0).reduce((sum, row) => sum + row.amountCents, 0);
    expect(transfers.length).toBeGreaterThan(0);
    expect(body).toMatchObject({
      incomeCents: income,
      expensesCents: expenses,
      netCents: income - expenses,
      transfersInCents: transfers.filter((row) => row.amountCents < 0).reduce((sum, row) => sum - row.amountCents, 0),
      transfersOutCents: transfers.filter((row) => row.amountCents > 0).reduce((sum, row) => sum + row.amountCents, 0),
      transactionCount: rows.length,
    });
    const spent = (type: string) => rows.filter((row) => row.amountCents > 0 && row.categoryType === type).reduce((sum, row) => sum + row.amountCents, 0);
    expect(body.categories).toEqual({
      essential: Math.round(spent('essential') / 100) * 100,
      nonEssential: Math.round(spent('non-essential') / 100) * 100,
      savings: Math.round(spent('savings') / 100) * 100,
    });
    expect(body.transactions.map((row) => row.id).sort()).toEqual(rows.map((row) => row.id).sort());
    const dates = body.transactions.map((row) => row.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.every((date) => date >= body.startDate && date <= body.endDate)).toBe(true);
  });

  it('the chips: 1D is today only, 1W seven days, 3M three months; a row dated tomorrow is never in', async () => {
    expect(productToday(new Date('2024-03-10T03:30:00Z'))).toBe('2024-03-09');
    expect(productToday(new Date('2024-03-10T05:30:00Z'))).toBe('2024-03-10');
    const checking = await accountOf(t, client.user.id, 'checking');
    const tomorrow = new Date(Date.parse(`${TODAY}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const todayId = await insertTransaction(t, checking, { amountCents: 4321, date: TODAY, name: 'Today row' });
    await insertTransaction(t, checking, { amountCents: 9999, date: tomorrow, name: 'Tomorrow row' });
    const day = await cashFlow('period=1D');
    expect(day).toMatchObject({ startDate: TODAY, endDate: TODAY });
    expect(day.transactions.map((row) => row.id)).toContain(todayId);
    expect(day.transactions.every((row) => row.date === TODAY)).toBe(true);
    expect(await cashFlow('period=1W')).toMatchObject(cashFlowPeriodRange('1W', TODAY));
    const quarter = await cashFlow('period=3M');
    expect(quarter).toMatchObject(cashFlowPeriodRange('3M', TODAY));
    expect(quarter.transactions.some((row) => row.date === tomorrow)).toBe(false);
  });

  it('Plaid sign: negative is income, positive an expense; net = income − expenses; categories in whole dollars', async () => {
    const checking = await accountOf(t, client.user.id, 'checking');
    await insertTransaction(t, checking, { amountCents: -250_000, date: '2001-01-10', categoryType: 'non-essential' });
    await insertTransaction(t, checking, { amountCents: 12_345, date: '2001-01-11', categoryType: 'essential' });
    await insertTransaction(t, checking, { amountCents: 6_789, date: '2001-01-12', categoryType: 'savings' });
    const body = await cashFlow('startDate=2001-01-01&endDate=2001-01-31');
    expect(body).toMatchObject({
      incomeCents: 250_000,
      expensesCents: 19_134,
      netCents: 230_866,
      categories: { essential: 12_300, nonEssential: 0, savings: 6_800 },
      incomeCategories: { essential: 0, nonEssential: 250_000, savings: 0 },
      transactionCount: 3,
    });
    expect(body.transactions.map((row) => row.date)).toEqual(['2001-01-12', '2001-01-11', '2001-01-10']);
    // The account filter narrows the rows; a deleted row drops out of the totals.
    const savings = await accountOf(t, client.user.id, 'savings');
    expect((await cashFlow(`startDate=2001-01-01&endDate=2001-01-31&accountId=${savings.id}`)).transactionCount).toBe(0);
    await t.database.db
      .update(transactions)
      .set({ deletedAt: new Date() })
      .where(and(eq(transactions.userId, client.user.id), eq(transactions.date, '2001-01-10')));
    expect(await cashFlow('startDate=2001-01-01&endDate=2001-01-31')).toMatchObject({ incomeCents: 0, expensesCents: 19_134, transactionCount: 2 });
  });

  it('refuses dates that are not real, reversed ranges and ranges above 10 years', async () => {
    for (const query of [
      'startDate=2023-02-30&endDate=2023-03-01',
      'startDate=2023-03-02&endDate=2023-03-01',
      'startDate=2010-01-01&endDate=2020-01-02',
      'startDate=01/01/2020',
    ]) {
      expectError(await get(client.cookies, `/api/cash-flow?${query}`), 400, 'VALIDATION');
    }
    expect((await cashFlow('startDate=2010-01-01&endDate=2020-01-01')).startDate).toBe('2010-01-01');
  });
});

describe('count and account filter', () => {
  it('counts the past 3 months by default (0 for a client without data), with an institution filter', async () => {
    const { count } = await ok<{ count: number }>(get(client.cookies, '/api/cash-flow/count'));
    const range = cashFlowPeriodRange('3M', TODAY);
    expect(count).toBe((await rowsIn(client.user.id, range.startDate, range.endDate)).length);
    expect(await ok(get(client.cookies, `/api/cash-flow/count?institutionIds=${institutionId}`))).toEqual({ count });
    expect(await ok(get(client.cookies, `/api/cash-flow/count?institutionIds=${crypto.randomUUID()}`))).toEqual({ count: 0 });
    expect(await ok(get(other.cookies, '/api/cash-flow/count'))).toEqual({ count: 0 });
  });

  it('the account filter lists institutions with cash or depository assets above 0', async () => {
    const { institutions } = await ok<{ institutions: { id: string; accounts: { accountSubtype: string; amountCents: number }[] }[] }>(
      get(client.cookies, '/api/cash-flow/accounts'),
    );
    expect(institutions.map((row) => row.id)).toEqual([institutionId]);
    expect(institutions[0]?.accounts.map((row) => row.accountSubtype).sort()).toEqual(['checking', 'hsa', 'savings']);
    expect(institutions[0]?.accounts.every((row) => row.amountCents > 0)).toBe(true);
    expect(await ok(get(other.cookies, '/api/cash-flow/accounts'))).toEqual({ institutions: [] });
  });
});

describe('recategorising', () => {
  it('moves the transaction and its category in the range, not outside it, and a re-sync keeps it', async () => {
    const range = cashFlowPeriodRange('1M', TODAY);
    const body = await cashFlow('limit=1000');
    const target = body.transactions.find((row) => row.categoryId === 'FOOD_AND_DRINK_COFFEE' && row.categoryType !== 'savings');
    expect(target).toBeDefined();
    if (!target) return;
    const response = await ok<{ updated: number }>(
      post(client.cookies, '/api/cash-flow/recategorize', { transactionId: target.id, categoryType: 'savings', ...range }),
    );
    const sameInRange = body.transactions.filter((row) => row.categoryId === 'FOOD_AND_DRINK_COFFEE');
    expect(response.updated).toBe(sameInRange.length);

    const coffee = async () =>
      await t.database.db
        .select()
        .from(transactions)
        .where(and(eq(transactions.userId, client.user.id), eq(transactions.categoryDetailed, 'FOOD_AND_DRINK_COFFEE'), isNull(transactions.deletedAt)));
    const check = async () => {
      const rows = await coffee();
      const inside = rows.filter((row) => row.date >= range.startDate && row.date <= range.endDate);
      const outside = rows.filter((row) => row.date < range.startDate);
      expect(inside.length).toBeGreaterThan(0);
      expect(outside.length).toBeGreaterThan(0);
      expect(inside.every((row) => row.categoryType === 'savings' && row.categoryLockedAt !== null)).toBe(true);
      expect(outside.every((row) => row.categoryType !== 'savings' && row.categoryLockedAt === null)).toBe(true);
    };
    await check();
    await ok(post(client.cookies, `/api/institutions/${institutionId}/sync`, {}));
    await check();
    expect((await cashFlow('')).categories.savings).toBeGreaterThan(body.categories.savings);

    // The same category again is refused; so are an advisor, another user's transaction, a bad type.
    expectError(await post(client.cookies, '/api/cash-flow/recategorize', { transactionId: target.id, categoryType: 'savings', ...range }), 400, 'VALIDATION');
    expectError(
      await post(advisor.cookies, '/api/cash-flow/recategorize', { transactionId: target.id, categoryType: 'essential', ...range }),
      403,
      'FORBIDDEN',
    );
    expectError(await post(other.cookies, '/api/cash-flow/recategorize', { transactionId: target.id, categoryType: 'essential', ...range }), 404, 'NOT_FOUND');
    expectError(await post(client.cookies, '/api/cash-flow/recategorize', { transactionId: target.id, categoryType: 'luxury', ...range }), 400, 'VALIDATION');
  });
});

describe('recategorising: what will move is said first, and one transaction may move alone', () => {
  it('the preview counts and adds up exactly what the move then changes, without changing anything', async () => {
    const range = cashFlowPeriodRange('1M', TODAY);
    const body = await cashFlow('limit=1000');
    const target = body.transactions.find((row) => row.categoryId === 'FOOD_AND_DRINK_GROCERIES' && row.categoryType !== 'non-essential');
    expect(target).toBeDefined();
    if (!target) return;
    const request = { transactionId: target.id, categoryType: 'non-essential', ...range };
    const same = body.transactions.filter((row) => row.categoryId === 'FOOD_AND_DRINK_GROCERIES' && row.categoryType !== 'transfer');
    const preview = await ok<{ count: number; amountCents: number; categoryId: string; categoryLabel: string }>(
      post(client.cookies, '/api/cash-flow/recategorize/preview', request),
    );
    expect(preview).toEqual({
      count: same.length,
      amountCents: same.reduce((sum, row) => sum + row.amountCents, 0),
      categoryId: 'FOOD_AND_DRINK_GROCERIES',
      categoryLabel: 'Groceries',
    });
    // Nothing moved by asking.
    expect((await cashFlow('limit=1000')).transactions.find((row) => row.id === target.id)?.categoryType).toBe(target.categoryType);
    expect((await ok<{ updated: number }>(post(client.cookies, '/api/cash-flow/recategorize', request))).updated).toBe(preview.count);
    // Refused as the move is: an advisor, someone else's transaction, the same type again.
    expectError(await post(advisor.cookies, '/api/cash-flow/recategorize/preview', request), 403, 'FORBIDDEN');
    expectError(await post(other.cookies, '/api/cash-flow/recategorize/preview', request), 404, 'NOT_FOUND');
    expectError(await post(client.cookies, '/api/cash-flow/recategorize/preview', request), 400, 'VALIDATION');
  });

  it("scope 'transaction' moves that one only, its category's others stay", async () => {
    const range = cashFlowPeriodRange('3M', TODAY);
    const body = await cashFlow(`startDate=${range.startDate}&endDate=${range.endDate}&limit=1000`);
    const group = body.transactions.filter((row) => row.categoryId === 'FOOD_AND_DRINK_RESTAURANT' && row.categoryType === 'non-essential');
    expect(group.length).toBeGreaterThan(1);
    const [first, ...others] = group;
    if (!first) return;
    const request = { transactionId: first.id, categoryType: 'essential', ...range, scope: 'transaction' };
    expect(await ok(post(client.cookies, '/api/cash-flow/recategorize/preview', request))).toMatchObject({ count: 1, amountCents: first.amountCents });
    expect(await ok(post(client.cookies, '/api/cash-flow/recategorize', request))).toMatchObject({ updated: 1, categoryType: 'essential' });
    const after = await cashFlow(`startDate=${range.startDate}&endDate=${range.endDate}&limit=1000`);
    const typeOf = (id: string) => after.transactions.find((row) => row.id === id)?.categoryType;
    expect(typeOf(first.id)).toBe('essential');
    expect(others.every((row) => typeOf(row.id) === 'non-essential')).toBe(true);
    expectError(await post(client.cookies, '/api/cash-flow/recategorize', { ...request, scope: 'everything' }), 400, 'VALIDATION');
  });
});

describe('access', () => {
  it("another user's data is refused (403) and their ids are not found (404); signed out is 401", async () => {
    for (const url of ['/api/cash-flow', '/api/cash-flow/count', '/api/cash-flow/accounts']) {
      const refusal = expectError(await get(other.cookies, `${url}?userId=${client.user.id}`), 403, 'FORBIDDEN');
      expect(refusal.message).toBe("you don't have access to this feature");
      expectError(await t.request({ method: 'GET', url }), 401);
    }
    const checking = await accountOf(t, client.user.id, 'checking');
    expectError(await get(other.cookies, `/api/cash-flow?accountId=${checking.id}`), 404, 'NOT_FOUND');
    expect((await cashFlow('', other.cookies)).transactionCount).toBe(0);
  });
});
