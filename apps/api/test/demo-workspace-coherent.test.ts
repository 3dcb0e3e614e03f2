import type { TCashFlowResponse } from '@finboard/contracts';
import {
  clientAdvisorLinks,
  clientOnboarding,
  financialAccounts,
  incomeRecords,
  netWorthSnapshots,
  scenarioShares,
  transactions,
  userProfiles,
  users,
} from '@finboard/db';
import { addDays, addMonths, wholeYearsBetween } from '@finboard/domain/calendar';
import { and, eq, inArray, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/modules/demo/demo-accounts';
import { WORKSPACE_CLIENT_COUNT, WORKSPACE_EMAIL_DOMAIN } from '../src/modules/demo/demo-workspace-book';
import { HISTORY_MONTHS, NET_PAY_RATE } from '../src/modules/demo/demo-workspace-transactions';
import { productToday } from '../src/platform/clock';
import { logIn, type TestApp } from './test-app';
import { accountsWalkedBack } from './support/accounts-walked-back';
import { createDemoApp, demoEmail } from './support/demo-people';

// The demo advisor's 38 workspace clients are households (issue #32 §3): each earner paid by one
// employer that the profile and Income page name, a home with its mortgage or rent, at most a coffee
// a day, groceries about weekly, a monthly saving Budget Insights counts, onboarding savings and
// today's net worth that agree with the accounts, and a book whose ages, incomes and wealth vary.

const TODAY = productToday(new Date());
// The whole months of history (the current one is partial).
const HISTORY = { startDate: addMonths(`${TODAY.slice(0, 7)}-01`, -HISTORY_MONTHS), endDate: addDays(`${TODAY.slice(0, 7)}-01`, -1) };
const inHistory = (row: { date: string }) => row.date >= HISTORY.startDate && row.date <= HISTORY.endDate;
const LAST_MONTH = { startDate: addMonths(`${TODAY.slice(0, 7)}-01`, -1), endDate: addDays(`${TODAY.slice(0, 7)}-01`, -1) };
const INVESTABLE = new Set(['savings', '401k', 'ira', 'roth', 'brokerage']);

let t: TestApp;
let clients: { id: string; name: string }[];
let accounts: (typeof financialAccounts.$inferSelect)[];
let rows: { userId: string; date: string; amountCents: number; merchantName: string | null; categoryDetailed: string | null; categoryType: string }[];

beforeAll(async () => {
  t = await createDemoApp();
  const db = t.database.db;
  clients = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(like(users.email, `%@${WORKSPACE_EMAIL_DOMAIN}`));
  const ids = clients.map((client) => client.id);
  accounts = await db
    .select()
    .from(financialAccounts)
    .where(and(inArray(financialAccounts.userId, ids), isNull(financialAccounts.deletedAt)));
  rows = await db
    .select({
      userId: transactions.userId,
      date: transactions.date,
      amountCents: transactions.amountCents,
      merchantName: transactions.merchantName,
      categoryDetailed: transactions.categoryDetailed,
      categoryType: transactions.categoryType,
    })
    .from(transactions)
    .where(inArray(transactions.userId, ids));
}, 240_000);
afterAll(() => t?.close());

const of = <T extends { userId: string }>(list: T[], userId: string) => list.filter((row) => row.userId === userId);
const detailed = (userId: string, category: string) => of(rows, userId).filter((row) => row.categoryDetailed === category);

it('has every workspace client, no two with the same name', () => {
  expect(clients).toHaveLength(WORKSPACE_CLIENT_COUNT);
  expect(new Set(clients.map((client) => client.name)).size).toBe(clients.length);
});

it("pays each earner from one employer, the one the profile and Income page name, their salary's net pay", async () => {
  const db = t.database.db;
  const incomes = await db
    .select()
    .from(incomeRecords)
    .where(
      inArray(
        incomeRecords.userId,
        clients.map((client) => client.id),
      ),
    );
  const profiles = await db
    .select()
    .from(userProfiles)
    .where(
      inArray(
        userProfiles.userId,
        clients.map((client) => client.id),
      ),
    );
  for (const client of clients) {
    const income = incomes.find((row) => row.userId === client.id);
    const profile = profiles.find((row) => row.userId === client.id);
    const pay = detailed(client.id, 'INCOME_WAGES').filter(inHistory);
    const infos = income?.incomeInfos ?? [];
    expect(new Set(pay.map((row) => row.merchantName))).toEqual(new Set(infos.map((info) => info.employerName)));
    expect(profile?.employer).toBe(infos.find((info) => info.owner === 'self')?.employerName ?? '');
    for (const info of infos) {
      const net = pay.filter((row) => row.merchantName === info.employerName).reduce((sum, row) => sum - row.amountCents, 0);
      const yearly = ((net / NET_PAY_RATE) * 12) / HISTORY_MONTHS;
      // Semi-monthly: two paychecks a month exactly; biweekly: 13 or 14 in half a year, so within a paycheck or two of the salary.
      expect(Math.abs(yearly - info.annualSalaryCents), `${client.name} ${info.employerName}`).toBeLessThanOrEqual(info.annualSalaryCents / 12);
    }
  }
});

it('gives a mortgage only with a home, paid monthly, and a renter rent and no mortgage', () => {
  for (const client of clients) {
    const own = of(accounts, client.id);
    const hasMortgage = own.some((account) => account.accountSubtype === 'mortgage');
    const hasHome = own.some((account) => account.accountSubtype === 'primary residence');
    // Due on the 1st, paid the Friday before when it falls on a weekend: about twelve payments a year.
    const months = (category: string) => detailed(client.id, category).filter(inHistory).length;
    if (hasMortgage) {
      expect(hasHome, client.name).toBe(true);
      expect(months('LOAN_PAYMENTS_MORTGAGE_PAYMENT'), client.name).toBeGreaterThanOrEqual(HISTORY_MONTHS - 1);
    }
    if (!hasHome) {
      expect(hasMortgage).toBe(false);
      expect(months('RENT_AND_UTILITIES_RENT'), client.name).toBeGreaterThanOrEqual(HISTORY_MONTHS - 1);
    } else {
      expect(detailed(client.id, 'RENT_AND_UTILITIES_RENT'), client.name).toHaveLength(0);
    }
  }
});

it('buys at most one coffee a day and groceries about weekly', () => {
  for (const client of clients) {
    const coffee = detailed(client.id, 'FOOD_AND_DRINK_COFFEE');
    expect(new Set(coffee.map((row) => row.date)).size, client.name).toBe(coffee.length);
    // About one shop a week (26 in half a year), mostly at the weekend.
    const groceries = detailed(client.id, 'FOOD_AND_DRINK_GROCERIES').filter(inHistory);
    expect(groceries.length, client.name).toBeGreaterThanOrEqual(HISTORY_MONTHS * 2.5);
    expect(groceries.length, client.name).toBeLessThanOrEqual(HISTORY_MONTHS * 9);
  }
});

it('pays the card each month for what it was charged the month before, and owes only what is not paid yet', async () => {
  const card = await t.database.db
    .select({ userId: transactions.userId, accountId: transactions.accountId, date: transactions.date, amountCents: transactions.amountCents })
    .from(transactions)
    .where(
      inArray(
        transactions.accountId,
        accounts.filter((account) => account.accountSubtype === 'credit card').map((account) => account.id),
      ),
    );
  for (const client of clients) {
    const own = of(card, client.id);
    const charges = own.filter((row) => row.amountCents > 0);
    const payments = own.filter((row) => row.amountCents < 0);
    expect(charges.length, client.name).toBeGreaterThan(0);
    for (const payment of payments) {
      const month = addMonths(`${payment.date.slice(0, 7)}-01`, -1).slice(0, 7);
      const charged = charges.filter((row) => row.date.startsWith(month)).reduce((sum, row) => sum + row.amountCents, 0);
      expect(-payment.amountCents, client.name).toBe(charged);
    }
    const balance = of(accounts, client.id).find((account) => account.accountSubtype === 'credit card')?.amountCents;
    expect(balance, client.name).toBe(own.reduce((sum, row) => sum + row.amountCents, 0));
  }
});

it('moves money to savings every month while working, which Budget Insights shows as Savings', async () => {
  const links = await t.database.db
    .select()
    .from(clientAdvisorLinks)
    .where(
      inArray(
        clientAdvisorLinks.userId,
        clients.map((client) => client.id),
      ),
    );
  const advisor = await logIn(t, demoEmail('advisor'), DEMO_PASSWORD);
  let checkedThroughPage = 0;
  for (const client of clients) {
    if (detailed(client.id, 'INCOME_WAGES').length === 0) continue; // retired: living on savings
    const saved = detailed(client.id, 'TRANSFER_OUT_SAVINGS').filter((row) => row.date >= LAST_MONTH.startDate && row.date <= LAST_MONTH.endDate);
    expect(saved, client.name).toHaveLength(1);
    expect(saved[0]?.categoryType).toBe('savings');
    if (!links.find((link) => link.userId === client.id)?.shareCashFlow || checkedThroughPage >= 3) continue;
    const answer = await t.request({
      method: 'GET',
      url: `/api/cash-flow?userId=${client.id}&startDate=${LAST_MONTH.startDate}&endDate=${LAST_MONTH.endDate}`,
      cookies: advisor,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json<TCashFlowResponse>().categories.savings).toBe(Math.round(saved[0]!.amountCents / 100) * 100);
    checkedThroughPage += 1;
  }
  expect(checkedThroughPage).toBe(3);
});

it("answers onboarding's current savings with the savings and investment accounts, and today's net worth with all of them", async () => {
  const db = t.database.db;
  const onboarding = await db
    .select()
    .from(clientOnboarding)
    .where(
      inArray(
        clientOnboarding.userId,
        clients.map((client) => client.id),
      ),
    );
  const snapshots = await db
    .select()
    .from(netWorthSnapshots)
    .where(
      and(
        inArray(
          netWorthSnapshots.userId,
          clients.map((client) => client.id),
        ),
        eq(netWorthSnapshots.trackingDate, TODAY),
      ),
    );
  for (const client of clients) {
    const own = of(accounts, client.id);
    const investable = own.filter((account) => INVESTABLE.has(account.accountSubtype)).reduce((sum, account) => sum + account.amountCents, 0);
    expect(onboarding.find((row) => row.userId === client.id)?.totalSavingsCents, client.name).toBe(investable);
    const signed = own.reduce((sum, account) => sum + (account.balanceType === 'assets' ? account.amountCents : -account.amountCents), 0);
    expect(snapshots.find((row) => row.userId === client.id)?.netWorthCents, client.name).toBe(signed);
  }
});

it('has a net worth on every weekday of its history that is the sum of its accounts that day, each walked back through its own transactions', async () => {
  const db = t.database.db;
  const firstDate = addMonths(TODAY, -HISTORY_MONTHS);
  const ids = clients.map((client) => client.id);
  const [history, flows] = await Promise.all([
    db.select().from(netWorthSnapshots).where(inArray(netWorthSnapshots.userId, ids)),
    db
      .select({ accountId: transactions.accountId, date: transactions.date, amountCents: transactions.amountCents })
      .from(transactions)
      .where(and(inArray(transactions.userId, ids), isNull(transactions.deletedAt))),
  ]);
  for (const client of clients) {
    const sums = accountsWalkedBack(of(accounts, client.id), flows, TODAY, firstDate);
    const own = history.filter((row) => row.userId === client.id);
    // About 26 weekdays a month, and today's.
    expect(own.length, client.name).toBeGreaterThan(HISTORY_MONTHS * 20);
    for (const snapshot of own) {
      expect({ assetsCents: snapshot.assetsCents, liabilitiesCents: snapshot.liabilitiesCents }, `${client.name} on ${snapshot.trackingDate}`).toEqual(
        sums.get(snapshot.trackingDate),
      );
      expect(snapshot.netWorthCents).toBe(snapshot.assetsCents - snapshot.liabilitiesCents);
    }
  }
});

it('spreads ages, incomes, wealth and sharing choices across the book', async () => {
  const db = t.database.db;
  const ids = clients.map((client) => client.id);
  const profiles = await db.select().from(userProfiles).where(inArray(userProfiles.userId, ids));
  const ages = profiles.map((profile) => wholeYearsBetween(profile.dateOfBirth as string, TODAY));
  expect(ages.filter((age) => age < 35).length).toBeGreaterThanOrEqual(5);
  expect(ages.filter((age) => age > 60).length).toBeGreaterThanOrEqual(5);
  const onboarding = await db.select().from(clientOnboarding).where(inArray(clientOnboarding.userId, ids));
  const incomes = onboarding.map((row) => row.incomeCents);
  expect(Math.min(...incomes)).toBeLessThan(6_000_000);
  expect(Math.max(...incomes)).toBeGreaterThan(20_000_000);
  const snapshots = await db
    .select()
    .from(netWorthSnapshots)
    .where(and(inArray(netWorthSnapshots.userId, ids), eq(netWorthSnapshots.trackingDate, TODAY)));
  expect(snapshots.filter((row) => row.netWorthCents < 5_000_000).length).toBeGreaterThanOrEqual(2);
  expect(snapshots.filter((row) => row.netWorthCents > 200_000_000).length).toBeGreaterThanOrEqual(2);
  const links = await db.select().from(clientAdvisorLinks).where(inArray(clientAdvisorLinks.userId, ids));
  expect(links.filter((link) => link.shareNetWorth && !link.shareCashFlow).length).toBeGreaterThanOrEqual(2);
  expect(links.filter((link) => !link.shareNetWorth && link.shareCashFlow).length).toBeGreaterThanOrEqual(2);
  const shared = await db.select().from(scenarioShares).where(inArray(scenarioShares.userId, ids));
  expect(shared.length).toBeGreaterThanOrEqual(3);
});
