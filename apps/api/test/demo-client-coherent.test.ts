import type { TCashFlowResponse } from '@finboard/contracts';
import { clientOnboarding, financialAccounts, transactions, userProfiles } from '@finboard/db';
import { liabilityKeyOf, assetKeyOf } from '@finboard/domain/accounts';
import { addDays, addMonths } from '@finboard/domain/calendar';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/modules/demo/demo-accounts';
import { productToday } from '../src/platform/clock';
import { ok } from './cash-flow-helpers';
import { logIn, sessionUser, type TestApp } from './test-app';
import { createDemoApp } from './support/demo-people';

// Dana Rivera, the demo client, is one person across the banks she links (issue #32): one home with
// its one mortgage, at most one car loan, one employer paying her checking account, the same employer
// and salary on her profile, onboarding answers and Income page, and a monthly saving Budget Insights counts.

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

it('is paid by one employer, into her checking account only, the one her profile, onboarding answers and Income page name at her salary', async () => {
  const pay = await t.database.db
    .select({ merchantName: transactions.merchantName, amountCents: transactions.amountCents, accountId: transactions.accountId, date: transactions.date })
    .from(transactions)
    .where(and(eq(transactions.userId, demoId), eq(transactions.categoryDetailed, 'INCOME_WAGES')));
  expect(pay.length).toBeGreaterThan(40);
  const employers = new Set(pay.map((row) => row.merchantName));
  expect(employers.size).toBe(1);
  const checking = (await liveAccounts()).find((account) => account.accountSubtype === 'checking');
  expect(pay.every((row) => row.accountId === checking?.id)).toBe(true);
  const [employer] = [...employers];

  const { income } = await get<{ income: { incomeInfos: { owner: string; employerName: string; annualSalaryCents: number }[] } }>('/api/income');
  const self = income.incomeInfos.find((info) => info.owner === 'self');
  expect(self?.employerName).toBe(employer);
  const [profile] = await t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, demoId));
  expect(profile?.employer).toBe(employer);
  const [onboarding] = await t.database.db.select().from(clientOnboarding).where(eq(clientOnboarding.userId, demoId));
  expect(onboarding?.incomeCents).toBe(self?.annualSalaryCents);
  // This year's paychecks are her salary's net pay: about 72% of it over 24 paydays.
  const thisYear = pay.filter((row) => row.date.slice(0, 4) === TODAY.slice(0, 4));
  for (const row of thisYear) expect(Math.abs(Math.abs(row.amountCents) - ((self?.annualSalaryCents ?? 0) * 0.72) / 24)).toBeLessThanOrEqual(1);
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
