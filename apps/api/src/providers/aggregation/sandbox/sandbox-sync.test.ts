import { describe, expect, it } from 'vitest';
import type { ProviderAccount, ProviderTransaction } from '../aggregation-types';
import { SANDBOX_INSTITUTIONS } from './sandbox-institutions';
import { createTestSandbox, expectProviderError, HOMEOWNER_SEED, linkItem, RENTER_SEED, syncAll } from './sandbox-test-helpers';

const TODAY = '2025-06-18';
const months = (from: string, to: string) => {
  const out: string[] = [];
  for (
    let [year, month] = from.split('-').map(Number) as [number, number];
    `${year}-${String(month).padStart(2, '0')}` <= to;
    month === 12 ? ((year += 1), (month = 1)) : (month += 1)
  ) {
    out.push(`${year}-${String(month).padStart(2, '0')}`);
  }
  return out;
};
const DAY_MS = 86_400_000;
/** Something monthly: present from the first weeks to the last, never more than 35 days apart (weekends shift it). */
function expectMonthly(transactions: ProviderTransaction[], detailed: string) {
  const dates = [...new Set(transactions.filter((transaction) => transaction.categoryDetailed === detailed).map((transaction) => transaction.date))].sort();
  const gaps = dates.slice(1).map((date, index) => (Date.parse(date) - Date.parse(dates[index] ?? date)) / DAY_MS);
  expect(dates.length, detailed).toBeGreaterThanOrEqual(23);
  expect(Math.max(...gaps), detailed).toBeLessThanOrEqual(35);
  expect((Date.parse(dates[0] ?? '') - Date.parse('2023-06-18')) / DAY_MS, detailed).toBeLessThanOrEqual(35);
  expect((Date.parse(TODAY) - Date.parse(dates.at(-1) ?? '')) / DAY_MS, detailed).toBeLessThanOrEqual(35);
}

async function linkedEvergreen(today = TODAY, customerSeed?: string) {
  const sandbox = createTestSandbox(today);
  const { accessToken } = await linkItem(sandbox, 'ins_sbx_evergreen', customerSeed);
  const accounts = await sandbox.provider.getAccounts(accessToken);
  const accountOf = (subtype: string) => accounts.find((account) => account.subtype === subtype)?.accountId;
  return { ...sandbox, accessToken, accountOf };
}

describe('sandbox transactions', () => {
  it("spans the two years up to today with one person's everyday money", async () => {
    const { provider, accessToken, accountOf } = await linkedEvergreen(TODAY, HOMEOWNER_SEED);
    const { added } = await syncAll(provider, accessToken);
    const dates = added.map((transaction) => transaction.date).sort();
    expect(dates[0]! >= '2023-06-18' && dates[0]! <= '2023-06-22').toBe(true);
    expect(dates.at(-1)).toBe(TODAY);
    expect(added.length).toBeGreaterThan(900);

    const fullMonths = months('2023-07', '2025-05');
    const salary = added.filter((transaction) => transaction.categoryDetailed === 'INCOME_WAGES');
    expect(salary.every((transaction) => transaction.accountId === accountOf('checking') && transaction.amount < -1_000 && !transaction.pending)).toBe(true);
    for (const month of fullMonths) expect(salary.filter((transaction) => transaction.date.startsWith(month)).length, month).toBeGreaterThanOrEqual(2);
    // One employer pays, and only the checking account.
    expect(new Set(salary.map((transaction) => transaction.merchantName)).size).toBe(1);
    for (const detailed of [
      'LOAN_PAYMENTS_MORTGAGE_PAYMENT',
      'FOOD_AND_DRINK_GROCERIES',
      'RENT_AND_UTILITIES_GAS_AND_ELECTRICITY',
      'RENT_AND_UTILITIES_WATER',
      'RENT_AND_UTILITIES_INTERNET_AND_CABLE',
      'RENT_AND_UTILITIES_TELEPHONE',
      'TRANSFER_OUT_SAVINGS',
      'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
    ]) {
      expectMonthly(added, detailed);
    }
    // A believable rhythm: about a grocery shop a week, never two coffees a day.
    const perWeek = added.filter((transaction) => transaction.categoryDetailed === 'FOOD_AND_DRINK_GROCERIES' && !transaction.pending).length / 104;
    expect(perWeek).toBeGreaterThan(0.6);
    expect(perWeek).toBeLessThan(1.6);
    const coffeeDays = added.filter((transaction) => transaction.categoryDetailed === 'FOOD_AND_DRINK_COFFEE').map((transaction) => transaction.date);
    expect(new Set(coffeeDays).size).toBe(coffeeDays.length);
    const subscriptions = added.filter((transaction) => ['ENTERTAINMENT', 'PERSONAL_CARE', 'GENERAL_SERVICES'].includes(transaction.categoryPrimary ?? ''));
    expect(subscriptions.length).toBeGreaterThan(0);
    expect(new Set(added.map((transaction) => transaction.transactionId)).size).toBe(added.length);
  });

  it("carries Plaid's categories on money moved: every deposit is income, a transfer or a debt payment, and each payment has its other side", async () => {
    // One customer at three banks: the everyday bank pays the mortgage lender and saves at the savings bank.
    const sandbox = createTestSandbox(TODAY);
    const added: ProviderTransaction[] = [];
    const accounts: ProviderAccount[] = [];
    for (const institutionId of ['ins_sbx_evergreen', 'ins_sbx_cascade', 'ins_sbx_prairie']) {
      const { accessToken } = await linkItem(sandbox, institutionId, HOMEOWNER_SEED);
      added.push(...(await syncAll(sandbox.provider, accessToken)).added);
      accounts.push(...(await sandbox.provider.getAccounts(accessToken)));
    }
    const accountOf = (subtype: string) => accounts.find((account) => account.subtype === subtype)?.accountId;
    const moneyIn = added.filter((transaction) => transaction.amount < 0);
    const primaries = new Set(moneyIn.map((transaction) => transaction.categoryPrimary));
    expect([...primaries].sort()).toEqual(['INCOME', 'LOAN_PAYMENTS', 'TRANSFER_IN']);
    for (const transaction of moneyIn.filter((row) => row.categoryPrimary !== 'INCOME')) {
      expect(transaction.categoryDetailed?.startsWith(`${transaction.categoryPrimary}_`), transaction.name).toBe(true);
    }
    // The liability's side of a payment ('Payment Received - Thank You') and the checking account's side share the category.
    const checking = accountOf('checking');
    const received = moneyIn.filter((transaction) => transaction.categoryPrimary === 'LOAN_PAYMENTS');
    expect(new Set(received.map((transaction) => transaction.categoryDetailed))).toEqual(
      new Set(['LOAN_PAYMENTS_CREDIT_CARD_PAYMENT', 'LOAN_PAYMENTS_MORTGAGE_PAYMENT']),
    );
    for (const payment of received) {
      const paid = added.find(
        (transaction) => transaction.accountId === checking && transaction.date === payment.date && transaction.amount === -payment.amount,
      );
      expect(paid?.categoryDetailed, payment.name).toBe(payment.categoryDetailed);
    }
    const toSavings = added.filter((transaction) => transaction.categoryDetailed === 'TRANSFER_OUT_SAVINGS');
    expect(toSavings.length).toBeGreaterThanOrEqual(23);
    for (const transfer of toSavings) {
      const arrived = added.find(
        (transaction) => transaction.accountId === accountOf('savings') && transaction.date === transfer.date && transaction.amount === -transfer.amount,
      );
      expect(arrived?.categoryDetailed).toBe('TRANSFER_IN_ACCOUNT_TRANSFER');
    }
    expectMonthly(added, 'INCOME_INTEREST_EARNED');
  });

  it('pays one employer per customer, into checking only: never at a brokerage, a lender or a card issuer', async () => {
    const sandbox = createTestSandbox(TODAY);
    const employers = new Set<string | null>();
    for (const institution of SANDBOX_INSTITUTIONS) {
      const { accessToken } = await linkItem(sandbox, institution.institutionId, RENTER_SEED);
      const { added } = await syncAll(sandbox.provider, accessToken);
      const accounts = await sandbox.provider.getAccounts(accessToken);
      const pay = added.filter((transaction) => transaction.categoryDetailed === 'INCOME_WAGES');
      const checking = accounts.find((account) => account.subtype === 'checking');
      if (!checking) {
        expect(pay, institution.name).toEqual([]);
        expect(
          added.filter((transaction) => transaction.categoryPrimary === 'RENT_AND_UTILITIES'),
          institution.name,
        ).toEqual([]);
        continue;
      }
      expect(pay.length, institution.name).toBeGreaterThanOrEqual(46);
      expect(pay.every((transaction) => transaction.accountId === checking.accountId)).toBe(true);
      for (const transaction of pay) employers.add(transaction.merchantName);
    }
    // Evergreen, Harborview and Redwood: the same customer's one employer.
    expect(employers.size).toBe(1);
  });

  it('gives each lender its monthly payments received', async () => {
    const sandbox = createTestSandbox(TODAY);
    for (const [institutionId, detailed] of [
      ['ins_sbx_meridian', 'LOAN_PAYMENTS_STUDENT_LOAN_PAYMENT'],
      ['ins_sbx_summit', 'LOAN_PAYMENTS_CAR_PAYMENT'],
      ['ins_sbx_cascade', 'LOAN_PAYMENTS_MORTGAGE_PAYMENT'],
    ] as const) {
      const { accessToken } = await linkItem(sandbox, institutionId, HOMEOWNER_SEED);
      expectMonthly((await syncAll(sandbox.provider, accessToken)).added, detailed);
    }
  });

  it("dates by the product's calendar (America/New_York), not UTC", async () => {
    const sandbox = createTestSandbox(TODAY);
    sandbox.time.setInstant('2025-06-19T02:30:00Z');
    const { accessToken } = await linkItem(sandbox, 'ins_sbx_evergreen');
    const { added } = await syncAll(sandbox.provider, accessToken);
    expect(
      added
        .map((transaction) => transaction.date)
        .sort()
        .at(-1),
    ).toBe(TODAY);
  });

  it('pays rent where there is no mortgage', async () => {
    const sandbox = createTestSandbox(TODAY);
    const { accessToken } = await linkItem(sandbox, 'ins_sbx_evergreen', RENTER_SEED);
    const { added } = await syncAll(sandbox.provider, accessToken);
    expectMonthly(added, 'RENT_AND_UTILITIES_RENT');
    expect(added.filter((transaction) => transaction.categoryDetailed === 'LOAN_PAYMENTS_MORTGAGE_PAYMENT')).toEqual([]);
  });

  it('shows the last few days as pending, and posts them later with pendingTransactionId', async () => {
    // Each link is a new random household: now and then one has bought nothing in the last days.
    // Take the first of a few that has pending purchases (nearly always the first).
    let linked = await linkedEvergreen();
    let first = await syncAll(linked.provider, linked.accessToken);
    for (let attempt = 1; attempt < 10 && !first.added.some((transaction) => transaction.pending); attempt++) {
      linked = await linkedEvergreen();
      first = await syncAll(linked.provider, linked.accessToken);
    }
    const { provider, accessToken, time } = linked;
    const pending = first.added.filter((transaction) => transaction.pending);
    expect(pending.length).toBeGreaterThan(0);
    for (const transaction of pending) {
      expect(transaction.date >= '2025-06-15' && transaction.date <= TODAY).toBe(true);
      expect(transaction.authorizedDate).toBe(transaction.date);
      expect(transaction.pendingTransactionId).toBeNull();
    }

    time.set('2025-06-25');
    const later = await syncAll(provider, accessToken, first.cursor);
    expect(later.removed.sort()).toEqual(pending.map((transaction) => transaction.transactionId).sort());
    for (const old of pending) {
      const posted = later.added.find((transaction) => transaction.pendingTransactionId === old.transactionId);
      expect(posted, old.name).toMatchObject({ pending: false, accountId: old.accountId, name: old.name, authorizedDate: old.date });
      expect(posted!.date > old.date).toBe(true);
    }
    expect(later.added.some((transaction) => transaction.date > TODAY && !transaction.pendingTransactionId)).toBe(true);
    const known = new Set(first.added.map((transaction) => transaction.transactionId));
    expect(later.added.filter((transaction) => known.has(transaction.transactionId))).toEqual([]);
  });

  it('ends an incremental history at the same state as a fresh sync on that day', async () => {
    const { provider, accessToken, time } = await linkedEvergreen();
    const first = await syncAll(provider, accessToken);
    time.set('2025-07-09');
    const later = await syncAll(provider, accessToken, first.cursor);
    const removed = new Set(later.removed);
    const incremental = [...first.added, ...later.added].filter((transaction) => !removed.has(transaction.transactionId));
    const fresh = await syncAll(provider, accessToken);
    const key = (transaction: ProviderTransaction) => transaction.transactionId;
    const freshStart = fresh.added.map((transaction) => transaction.date).sort()[0]!;
    expect(
      incremental
        .filter((transaction) => transaction.date >= freshStart)
        .map(key)
        .sort(),
    ).toEqual(fresh.added.map(key).sort());
  });
});

describe('sandbox sync paging and cursor', () => {
  it('splits the changes into pages whose concatenation is the full set', async () => {
    const { provider, accessToken } = await linkedEvergreen();
    const whole = await syncAll(provider, accessToken);
    const paged = await syncAll(provider, accessToken, null, 250);
    expect(whole.pages).toBe(Math.ceil(whole.added.length / 500));
    expect(paged.pages).toBe(Math.ceil(whole.added.length / 250));
    expect(paged.added).toEqual(whole.added);
    expect(paged.cursor).toBe(whole.cursor);
    const page = await provider.syncTransactions(accessToken, null, { count: 10_000 });
    expect(page.added.length).toBe(500);
  });

  it('yields nothing new from the final cursor, and the same page for the same cursor', async () => {
    const { provider, accessToken } = await linkedEvergreen();
    const first = await syncAll(provider, accessToken);
    const again = await provider.syncTransactions(accessToken, first.cursor);
    expect(again).toEqual({ added: [], modified: [], removed: [], nextCursor: first.cursor, hasMore: false });
    const page1 = await provider.syncTransactions(accessToken, null, { count: 100 });
    const page2 = await provider.syncTransactions(accessToken, page1.nextCursor, { count: 100 });
    expect(await provider.syncTransactions(accessToken, page1.nextCursor, { count: 100 })).toEqual(page2);
  });

  it('finishes a paging run as of the day it began, even if the clock moves on', async () => {
    const { provider, accessToken, time } = await linkedEvergreen();
    const whole = await syncAll(provider, accessToken);
    const page1 = await provider.syncTransactions(accessToken, null);
    time.set('2025-06-20');
    const rest = await syncAll(provider, accessToken, page1.nextCursor);
    expect([...page1.added, ...rest.added]).toEqual(whole.added);
    const next = await syncAll(provider, accessToken, rest.cursor);
    expect(next.added.length).toBeGreaterThan(0);
  });

  it('refuses a cursor it did not issue for this item', async () => {
    const { provider, accessToken, controls } = await linkedEvergreen();
    await expectProviderError(provider.syncTransactions(accessToken, 'not-a-cursor'), 'INVALID_FIELD');
    const other = await linkItem({ provider, controls }, 'ins_sbx_evergreen');
    const { nextCursor } = await provider.syncTransactions(other.accessToken, null, { count: 5 });
    await expectProviderError(provider.syncTransactions(accessToken, nextCursor), 'INVALID_FIELD');
  });
});
