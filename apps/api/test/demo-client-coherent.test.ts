import type { TCashFlowResponse } from '@finboard/contracts';
import { clientOnboarding, financialAccounts, institutions, spouses, transactions, userProfiles } from '@finboard/db';
import { liabilityKeyOf, assetKeyOf } from '@finboard/domain/accounts';
import { addDays, addMonths } from '@finboard/domain/calendar';
import { and, eq, gte, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/modules/demo/demo-accounts';
import { DEMO_CLIENT_SAVINGS_RATE } from '../src/modules/demo/demo-client-person';
import { productToday } from '../src/platform/clock';
import { ok } from './cash-flow-helpers';
import { logIn, sessionUser, type TestApp } from './test-app';
import { accountsWalkedBack } from './support/accounts-walked-back';
import { createDemoApp } from './support/demo-people';

// Dana Rivera, the demo client, is one person across the banks she links (issue #32): one home with
// its one mortgage, at most one car loan, her employer and her husband's paying their checking account,
// the same employers and salaries on her profile, onboarding answers and Income page, a monthly saving
// Budget Insights counts, and a plan that is neither hopeless nor certain at the age she chose.

const TODAY = productToday(new Date());
// The last whole month: both paydays and the monthly saving are in it.
const MONTH = { startDate: addMonths(`${TODAY.slice(0, 7)}-01`, -1), endDate: addDays(`${TODAY.slice(0, 7)}-01`, -1) };

let t: TestApp;
let demo: string[];
let demoId: string;

beforeAll(async () => {
  t = await createDemoApp();
  demo = await logIn(t, DEMO_ACCOUNTS.find((account) => account.key === 'client')?.email as string, DEMO_PASSWORD);
  demoId = String((await sessionUser(t, demo))?.id);
}, 180_000);
afterAll(() => t?.close());

const get = <T>(url: string) => ok<T>(t.request({ method: 'GET', url, cookies: demo }));

async function liveAccounts() {
  return t.database.db
    .select()
    .from(financialAccounts)
    .where(and(eq(financialAccounts.userId, demoId), isNull(financialAccounts.deletedAt)));
}

it('owns one home with one mortgage, has at most one car loan, and a net worth that is a sensible part of her assets', async () => {
  const accounts = await liveAccounts();
  const liabilities = accounts.filter((account) => account.balanceType === 'liabilities');
  const mortgages = liabilities.filter((account) => liabilityKeyOf(account.accountType, account.accountSubtype) === 'mortgage');
  expect(mortgages).toHaveLength(1);
  expect(liabilities.filter((account) => liabilityKeyOf(account.accountType, account.accountSubtype) === 'autoloan').length).toBeLessThanOrEqual(1);
  const homes = accounts.filter(
    (account) => account.balanceType === 'assets' && assetKeyOf(account.accountType, account.accountSubtype) === 'primary_residence',
  );
  expect(homes).toHaveLength(1);
  // The home is worth more than what is owed on it, and not absurdly more.
  expect(homes[0]!.amountCents).toBeGreaterThan(mortgages[0]!.amountCents);
  expect(homes[0]!.amountCents).toBeLessThan(mortgages[0]!.amountCents * 3);
  const assets = accounts.filter((account) => account.balanceType === 'assets').reduce((sum, account) => sum + account.amountCents, 0);
  const owed = liabilities.reduce((sum, account) => sum + account.amountCents, 0);
  expect(assets - owed).toBeGreaterThan(assets * 0.2);
  // One everyday bank: one checking account.
  expect(accounts.filter((account) => account.accountSubtype === 'checking')).toHaveLength(1);
});

it('is paid by her one employer twice a month and her husband by his once a month, into their checking account only, the jobs her profile, onboarding answers and Income page name at their salaries', async () => {
  const pay = await t.database.db
    .select({ merchantName: transactions.merchantName, amountCents: transactions.amountCents, accountId: transactions.accountId, date: transactions.date })
    .from(transactions)
    .where(and(eq(transactions.userId, demoId), eq(transactions.categoryDetailed, 'INCOME_WAGES')));
  const checking = (await liveAccounts()).find((account) => account.accountSubtype === 'checking');
  expect(pay.every((row) => row.accountId === checking?.id)).toBe(true);

  const { income } = await get<{ income: { incomeInfos: { owner: string; employerName: string; annualSalaryCents: number }[] } }>('/api/income');
  const self = income.incomeInfos.find((info) => info.owner === 'self');
  const spouse = income.incomeInfos.find((info) => info.owner === 'spouse');
  expect(income.incomeInfos).toHaveLength(2);
  expect(new Set(pay.map((row) => row.merchantName))).toEqual(new Set([self?.employerName, spouse?.employerName]));
  const [profile] = await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, demoId));
  expect(profile?.employer).toBe(self?.employerName);
  const [onboarding] = await t.database.db.select().from(clientOnboarding).where(eq(clientOnboarding.userId, demoId));
  expect(onboarding?.incomeCents).toBe(self?.annualSalaryCents);
  const [husband] = await t.database.db.select().from(spouses).where(eq(spouses.userId, demoId));
  expect(husband?.incomeCents).toBe(spouse?.annualSalaryCents);

  // This year's paychecks are each salary's net pay (about 72% of it): hers over 24 paydays, his over 12.
  const thisYear = pay.filter((row) => row.date.slice(0, 4) === TODAY.slice(0, 4));
  const paidBy = (employer: string | undefined) => thisYear.filter((row) => row.merchantName === employer);
  for (const [info, paydays] of [
    [self, 24],
    [spouse, 12],
  ] as const) {
    const rows = paidBy(info?.employerName);
    expect(rows.length, info?.employerName).toBeGreaterThan(0);
    for (const row of rows) expect(Math.abs(Math.abs(row.amountCents) - ((info?.annualSalaryCents ?? 0) * 0.72) / paydays)).toBeLessThanOrEqual(1);
  }
  expect(pay.filter((row) => row.merchantName === self?.employerName).length).toBeGreaterThan(40);
});

it('saves every month in a way Budget Insights shows as Savings, and buys at most one coffee a day', async () => {
  const month = await get<TCashFlowResponse>(`/api/cash-flow?startDate=${MONTH.startDate}&endDate=${MONTH.endDate}`);
  expect(month.categories.savings).toBeGreaterThan(0);
  const coffee = await t.database.db
    .select({ date: transactions.date })
    .from(transactions)
    .where(and(eq(transactions.userId, demoId), eq(transactions.categoryDetailed, 'FOOD_AND_DRINK_COFFEE'), eq(transactions.pending, false)));
  expect(new Set(coffee.map((row) => row.date)).size).toBe(coffee.length);
});

it("plans to pay off her credit card from the card's own balance and purchase APR", async () => {
  const card = (await liveAccounts()).find((account) => account.accountType === 'credit');
  expect(card?.amountCents).toBeGreaterThan(0);
  const { scenarios } = await get<{ scenarios: { id: string; name: string }[] }>('/api/scenarios?tab=saved');
  const payoff = scenarios.find((scenario) => scenario.name === `Pay off the ${card?.name}`);
  const { scenario } = await get<{ scenario: { inputs: { calculator: string; balanceCents: number; interestRate: number } } }>(`/api/scenarios/${payoff?.id}`);
  const aprs = (card?.details?.aprs ?? []) as { apr_type: string; apr_percentage: number }[];
  const purchaseApr = aprs.find((apr) => apr.apr_type === 'purchase_apr')?.apr_percentage;
  expect(purchaseApr).toBeGreaterThan(0);
  expect(scenario.inputs).toMatchObject({
    calculator: 'creditCardPayoff',
    balanceCents: card?.amountCents,
    interestRate: Number(((purchaseApr ?? 0) / 100).toFixed(5)),
  });
});

it('has a plan, at the age and savings rate she chose, that is neither hopeless nor certain, and far worse retiring at 55', async () => {
  type Plan = { id: string; inputs: { retirementAge: number; savingsRate: number }; results: { retirementScore: number } };
  const { active } = await get<{ active: Plan & { computation: { basis: { sources: { spending: { kind: string } } } } } }>('/api/my-plan');
  expect(active.inputs).toEqual(expect.objectContaining({ retirementAge: 67, savingsRate: DEMO_CLIENT_SAVINGS_RATE }));
  // Her spending before retirement is her cash flow's, mortgage included.
  expect(active.computation.basis.sources.spending.kind).toBe('cashFlow');
  const score = active.results.retirementScore;
  expect(score).toBeGreaterThanOrEqual(60);
  expect(score).toBeLessThanOrEqual(90);
  const patch = (retirementAge: number) =>
    ok<{ scenario: Plan }>(
      t.request({
        method: 'PATCH',
        url: `/api/scenarios/${active.id}`,
        cookies: demo,
        payload: { inputs: { calculator: 'monteCarlo', ...active.inputs, retirementAge } },
      }),
    );
  const at55 = (await patch(55)).scenario.results.retirementScore;
  expect((await patch(active.inputs.retirementAge)).scenario.results.retirementScore).toBe(score);
  expect(at55).toBeLessThan(score / 2);
});

it('has a net worth on every day of its history that is the sum of her accounts that day, each walked back from today through its own transactions', async () => {
  const firstDate = addMonths(TODAY, -24);
  const { points } = await get<{ points: { date: string; assetsCents: number; liabilitiesCents: number; netWorthCents: number; isSnapshot: boolean }[] }>(
    `/api/net-worth?startDate=${addDays(firstDate, 1)}&endDate=${TODAY}`,
  );
  expect(points.length).toBeGreaterThan(700);
  const accounts = await liveAccounts();
  const rows = await t.database.db
    .select({ accountId: transactions.accountId, date: transactions.date, amountCents: transactions.amountCents })
    .from(transactions)
    .where(and(eq(transactions.userId, demoId), isNull(transactions.deletedAt)));
  const sums = accountsWalkedBack(accounts, rows, TODAY, firstDate);
  // A day without a snapshot of its own (a weekend) shows the last one's, as the chart carries it forward.
  let shown = '';
  for (const point of points) {
    if (point.isSnapshot) shown = point.date;
    // The range may open on a weekend carrying a Friday from before it.
    if (!shown) continue;
    const accountsThen = sums.get(shown);
    expect(accountsThen, point.date).toBeDefined();
    expect({ assetsCents: point.assetsCents, liabilitiesCents: point.liabilitiesCents }, `${point.date} (as of ${shown})`).toEqual(accountsThen);
    expect(point.netWorthCents).toBe(point.assetsCents - point.liabilitiesCents);
  }
});

it('pays her car loan from checking every month, to its lender at its minimum payment, as essential spending', async () => {
  const car = (await liveAccounts()).find((account) => liabilityKeyOf(account.accountType, account.accountSubtype) === 'autoloan');
  const payments = await t.database.db
    .select({ merchantName: transactions.merchantName, amountCents: transactions.amountCents, categoryType: transactions.categoryType })
    .from(transactions)
    .where(and(eq(transactions.userId, demoId), eq(transactions.categoryDetailed, 'LOAN_PAYMENTS_CAR_PAYMENT'), gte(transactions.date, MONTH.startDate)));
  const [institution] = await t.database.db
    .select({ name: institutions.name })
    .from(institutions)
    .where(eq(institutions.id, String(car?.institutionId)));
  expect(payments.length).toBeGreaterThan(0);
  for (const payment of payments)
    expect(payment).toEqual({ merchantName: institution?.name, amountCents: car?.details?.minimum_payment_amount_cents, categoryType: 'essential' });
});
