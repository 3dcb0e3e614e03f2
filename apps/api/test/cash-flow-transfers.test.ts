import { readFileSync } from 'node:fs';
import type { TCashFlowResponse } from '@finboard/contracts';
import { financialAccounts, institutions, transactions } from '@finboard/db';
import { addDays, addMonths } from '@finboard/domain/calendar';
import { and, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { Workbook } from '@cj-tech-master/excelts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveHeldJobs } from '../src/jobs/move-held-jobs';
import { MATCH_TRANSFERS_JOB } from '../src/modules/cash-flow/transfer-matching.job';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/modules/demo/demo-accounts';
import { productToday } from '../src/platform/clock';
import { insertTransaction, ok } from './cash-flow-helpers';
import { jobRows } from './support/job-rows';
import { expectError, logIn, sessionUser, signUp, type TestApp } from './test-app';
import { createDemoApp } from './support/demo-people';

// Cash flow counts real income and spending only: a payment to a card or a loan and a move between
// two of the client's accounts are transfers, shown apart. Tried on the demo client, as a new user
// would see it, and in the Excel report; the client's own choice survives a re-sync.

const TODAY = productToday(new Date());
// The last whole month: both paydays and every monthly payment are in it.
const MONTH = { startDate: addMonths(`${TODAY.slice(0, 7)}-01`, -1), endDate: addDays(`${TODAY.slice(0, 7)}-01`, -1) };
const MONTH_QUERY = `startDate=${MONTH.startDate}&endDate=${MONTH.endDate}`;

type Row = TCashFlowResponse['transactions'][number];

let t: TestApp;
let demo: string[];
let demoId: string;

/** The tests that sync every one of the demo client's banks, some more than once: seconds each on a loaded machine. */
const SYNCING_TEST_MS = 120_000;

beforeAll(async () => {
  t = await createDemoApp();
  const email = DEMO_ACCOUNTS.find((account) => account.key === 'client')?.email as string;
  demo = await logIn(t, email, DEMO_PASSWORD);
  demoId = String((await sessionUser(t, demo))?.id);
}, 180_000);
afterAll(() => t?.close());

const get = (cookies: string[], url: string) => t.request({ method: 'GET', url, cookies });
const post = (cookies: string[], url: string, payload: Record<string, unknown>) => t.request({ method: 'POST', url, payload, cookies });
const cashFlow = (query: string, cookies = demo) => ok<TCashFlowResponse>(get(cookies, `/api/cash-flow?${query}`));
const markTransfer = (transactionId: string, isTransfer: boolean, cookies = demo) => post(cookies, '/api/cash-flow/transfer', { transactionId, isTransfer });

/** The demo client's live rows of the month, straight from the table, with their provider categories. */
function demoRowsOfMonth() {
  return t.database.db
    .select({
      id: transactions.id,
      accountId: transactions.accountId,
      amountCents: transactions.amountCents,
      categoryPrimary: transactions.categoryPrimary,
      categoryDetailed: transactions.categoryDetailed,
      name: transactions.name,
    })
    .from(transactions)
    .innerJoin(financialAccounts, eq(financialAccounts.id, transactions.accountId))
    .innerJoin(institutions, eq(institutions.id, transactions.institutionId))
    .where(
      and(
        eq(transactions.userId, demoId),
        gte(transactions.date, MONTH.startDate),
        lte(transactions.date, MONTH.endDate),
        isNull(transactions.deletedAt),
        isNull(financialAccounts.deletedAt),
        isNull(institutions.deletedAt),
      ),
    );
}

/** The labelled totals of 'Cash Flow Report.xlsx' (in cents), and the labels in order. */
async function reportOf(query: string, cookies = demo) {
  const response = await get(cookies, `/api/cash-flow/report.xlsx?${query}`);
  expect(response.statusCode).toBe(200);
  const workbook = new Workbook();
  await workbook.xlsx.load(response.rawPayload);
  const totals = new Map<string, number>();
  const labels: string[] = [];
  workbook.getWorksheet('Cash Flow')?.eachRow((row) => {
    const label = String(row.getCell(1).value ?? '');
    labels.push(label);
    const amount = row.getCell(5).value;
    if (amount && typeof amount === 'object' && 'result' in amount) totals.set(label, Math.round(Number(amount.result) * 100));
  });
  return { totals, labels };
}

const typeOf = async (id: string) =>
  (await t.database.db.select({ categoryType: transactions.categoryType }).from(transactions).where(eq(transactions.id, id)))[0]?.categoryType;

async function allRows(query: string, cookies = demo): Promise<Row[]> {
  return (await cashFlow(`${query}&limit=1000`, cookies)).transactions;
}

/** Syncs the demo client's banks; `fromScratch` forgets the cursors, so the whole history is delivered again. */
async function syncEveryInstitution({ fromScratch = false } = {}) {
  const { institutions: linked } = await ok<{ institutions: { id: string }[] }>(get(demo, '/api/institutions'));
  const ids = linked.map((row) => row.id);
  if (fromScratch) await t.database.db.update(institutions).set({ transactionsCursor: null }).where(inArray(institutions.id, ids));
  for (const id of ids) {
    const response = await post(demo, `/api/institutions/${id}/sync`, {});
    // A manual institution has nothing to sync.
    expect([200, 400], response.body).toContain(response.statusCode);
  }
}

describe("the demo client's month", () => {
  it('income is its salary and other true income deposits, by their INCOME categories; the rest of the money in is transfers', async () => {
    const rows = await demoRowsOfMonth();
    const moneyIn = rows.filter((row) => row.amountCents < 0);
    const trueIncome = moneyIn.filter((row) => row.categoryPrimary === 'INCOME');
    const salary = trueIncome.filter((row) => row.categoryDetailed === 'INCOME_WAGES');
    // One everyday bank, whose checking account her employer pays twice a month and her husband's once.
    expect(salary.length).toBeGreaterThanOrEqual(3);
    expect(new Set(salary.map((row) => row.name)).size).toBe(2);
    expect(new Set(salary.map((row) => row.accountId)).size).toBe(1);
    const expected = -trueIncome.reduce((sum, row) => sum + row.amountCents, 0);
    const body = await cashFlow(MONTH_QUERY);
    expect(body.incomeCents).toBe(expected);

    // What used to be counted as income: card and loan payments received, money moved into savings.
    const moved = moneyIn.filter((row) => row.categoryPrimary !== 'INCOME');
    expect(moved.some((row) => row.name === 'Payment Received - Thank You')).toBe(true);
    expect(moved.some((row) => row.categoryDetailed === 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT')).toBe(true);
    expect(body.transfersInCents).toBe(-moved.reduce((sum, row) => sum + row.amountCents, 0));
    const income = await allRows(`${MONTH_QUERY}&direction=income`);
    expect(income.map((row) => row.id).sort()).toEqual(trueIncome.map((row) => row.id).sort());
  });

  it('expenses leave out the payments to cards and the moves between accounts, which are listed as transfers, and count the payments to loans', async () => {
    const rows = await demoRowsOfMonth();
    const body = await cashFlow(MONTH_QUERY);
    const transfers = await allRows(`${MONTH_QUERY}&direction=transfers`);
    const expenses = await allRows(`${MONTH_QUERY}&direction=expenses`);
    expect(transfers.every((row) => row.categoryType === 'transfer')).toBe(true);
    expect(expenses.some((row) => row.categoryType === 'transfer')).toBe(false);
    const transferIds = new Set(transfers.map((row) => row.id));
    // A card payment is a transfer on both sides (the card's purchases are the spending); a payment
    // to a loan is essential spending from checking, and a transfer on the lender's side.
    const loanPayments = rows.filter((candidate) => candidate.categoryPrimary === 'LOAN_PAYMENTS');
    for (const row of loanPayments) {
      const spent = row.amountCents > 0 && row.categoryDetailed !== 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT';
      expect(transferIds.has(row.id), row.name).toBe(!spent);
      if (spent) expect(expenses.find((expense) => expense.id === row.id)?.categoryType, row.name).toBe('essential');
    }
    expect(loanPayments.some((row) => row.categoryDetailed === 'LOAN_PAYMENTS_MORTGAGE_PAYMENT' && row.amountCents > 0)).toBe(true);
    // Nothing disappears: every row is income, an expense or a transfer.
    expect(transfers.length + expenses.length + (await allRows(`${MONTH_QUERY}&direction=income`)).length).toBe(
      rows.filter((row) => row.amountCents !== 0).length,
    );
    const outOf = (list: Row[]) => list.reduce((sum, row) => sum + Math.max(row.amountCents, 0), 0);
    expect(body.expensesCents).toBe(outOf(expenses));
    expect(body.transfersOutCents).toBe(outOf(transfers));
    expect(body.transfersOutCents).toBeGreaterThan(0);
    expect(body.netCents).toBe(body.incomeCents - body.expensesCents);
  });

  it('the Excel report gives the same income, with the transfers apart after the totals', async () => {
    const rows = await demoRowsOfMonth();
    const expected = -rows.filter((row) => row.amountCents < 0 && row.categoryPrimary === 'INCOME').reduce((sum, row) => sum + row.amountCents, 0);
    const page = await cashFlow(MONTH_QUERY);
    const { totals, labels } = await reportOf(MONTH_QUERY);
    expect(totals.get('Total Income')).toBe(expected);
    expect(totals.get('Total Expenses')).toBe(page.expensesCents);
    expect(totals.get('Net Cash Flow')).toBe(page.netCents);
    expect(totals.get('Total Transfers In')).toBe(page.transfersInCents);
    expect(totals.get('Total Transfers Out')).toBe(page.transfersOutCents);
    expect(labels.indexOf('Transfers In')).toBeGreaterThan(labels.indexOf('Net Cash Flow'));
    // The income section lists exactly the income rows: between its title and its total.
    const incomeRows = labels.slice(labels.indexOf('Income') + 1, labels.indexOf('Total Income'));
    expect(incomeRows.length).toBe(rows.filter((row) => row.amountCents < 0 && row.categoryPrimary === 'INCOME').length);
  });
});

describe('marking a transaction as a transfer or not', () => {
  it(
    'moves it between transfers and income or expenses, and the choice survives a re-sync',
    async () => {
      const before = await cashFlow(MONTH_QUERY);
      const expenses = await allRows(`${MONTH_QUERY}&direction=expenses`);
      const groceries = expenses.find((row) => row.categoryId === 'FOOD_AND_DRINK_GROCERIES');
      const received = (await allRows(`${MONTH_QUERY}&direction=transfers`)).find((row) => row.amountCents < 0 && row.name === 'Payment Received - Thank You');
      if (!groceries || !received) throw new Error('the demo month has groceries and a loan payment');

      expect(await ok(markTransfer(groceries.id, true))).toEqual({ id: groceries.id, categoryType: 'transfer' });
      expect(await ok(markTransfer(received.id, false))).toEqual({ id: received.id, categoryType: 'essential' });
      const marked = await cashFlow(MONTH_QUERY);
      const expectMarked = async () => {
        const now = await cashFlow(MONTH_QUERY);
        expect(now).toMatchObject({
          expensesCents: before.expensesCents - groceries.amountCents,
          transfersOutCents: before.transfersOutCents + groceries.amountCents,
          incomeCents: before.incomeCents - received.amountCents,
          transfersInCents: before.transfersInCents + received.amountCents,
        });
        const transfers = await allRows(`${MONTH_QUERY}&direction=transfers`);
        expect(transfers.some((row) => row.id === groceries.id)).toBe(true);
        expect(transfers.some((row) => row.id === received.id)).toBe(false);
        expect((await allRows(`${MONTH_QUERY}&direction=income`)).find((row) => row.id === received.id)?.categoryType).toBe('essential');
      };
      await expectMarked();

      await syncEveryInstitution({ fromScratch: true });
      await expectMarked();
      expect(await cashFlow(MONTH_QUERY)).toEqual(marked);
      const { totals } = await reportOf(MONTH_QUERY);
      expect(totals.get('Total Income')).toBe(marked.incomeCents);

      // Unmarked, the groceries go back to their budget group; marked again, the payment is a transfer.
      expect(await ok(markTransfer(groceries.id, false))).toEqual({ id: groceries.id, categoryType: 'essential' });
      expect(await ok(markTransfer(received.id, true))).toEqual({ id: received.id, categoryType: 'transfer' });
      expect(await cashFlow(MONTH_QUERY)).toMatchObject({
        incomeCents: before.incomeCents,
        expensesCents: before.expensesCents,
        transfersInCents: before.transfersInCents,
        transfersOutCents: before.transfersOutCents,
      });
    },
    SYNCING_TEST_MS,
  );

  it('recategorising a category leaves its transfers alone; a transfer recategorised is counted again, with its category', async () => {
    const groceries = (await allRows(`${MONTH_QUERY}&direction=expenses`)).filter((row) => row.categoryId === 'FOOD_AND_DRINK_GROCERIES');
    const [marked, other] = groceries;
    if (!marked || !other) throw new Error('the demo month has groceries');
    await ok(markTransfer(marked.id, true));
    const moved = await ok<{ updated: number }>(post(demo, '/api/cash-flow/recategorize', { transactionId: other.id, categoryType: 'savings', ...MONTH }));
    expect(moved.updated).toBe(groceries.length - 1);
    expect(await typeOf(marked.id)).toBe('transfer');
    await ok(post(demo, '/api/cash-flow/recategorize', { transactionId: marked.id, categoryType: 'essential', ...MONTH }));
    expect(await Promise.all(groceries.map((row) => typeOf(row.id)))).toEqual(groceries.map(() => 'essential'));
  });

  it("refuses another user's transaction (404), an advisor (403) and a body that is not a yes or no (400)", async () => {
    const [row] = await allRows(`${MONTH_QUERY}&direction=expenses`);
    if (!row) throw new Error('the demo month has expenses');
    const other = await signUp(t);
    const refusal = expectError(await markTransfer(row.id, true, other.cookies), 404, 'NOT_FOUND');
    expect(refusal.message).toBe('Transaction does not exist!');
    expectError(await markTransfer(crypto.randomUUID(), true), 404, 'NOT_FOUND');
    const advisor = await logIn(t, DEMO_ACCOUNTS.find((account) => account.key === 'advisor')?.email as string, DEMO_PASSWORD);
    expectError(await markTransfer(row.id, true, advisor), 403, 'FORBIDDEN');
    expectError(await post(demo, '/api/cash-flow/transfer', { transactionId: row.id, isTransfer: 'yes' }), 400, 'VALIDATION');
    expectError(await post(demo, '/api/cash-flow/transfer', { transactionId: row.id, isTransfer: true, userId: demoId }), 400, 'VALIDATION');
    expectError(await post(demo, '/api/cash-flow/transfer', { transactionId: 'not-an-id', isTransfer: true }), 400, 'VALIDATION');
    expect((await allRows(`${MONTH_QUERY}&direction=expenses`)).find((candidate) => candidate.id === row.id)?.categoryType).toBe(row.categoryType);
  });
});

describe('transfers the provider did not name', () => {
  // An old month of the demo client's where the sandbox has no history: only the rows below.
  const OLD = { startDate: '2001-03-01', endDate: '2001-03-31' };
  const OLD_QUERY = `startDate=${OLD.startDate}&endDate=${OLD.endDate}`;
  const accountsOf = async () => {
    const rows = await t.database.db
      .select()
      .from(financialAccounts)
      .where(and(eq(financialAccounts.userId, demoId), isNull(financialAccounts.deletedAt)));
    const bySubtype = (subtype: string) => rows.find((row) => row.accountSubtype === subtype) as (typeof rows)[number];
    // Her everyday bank holds checking and a credit card (her savings are at a bank she did not link).
    return { checking: bySubtype('checking'), card: bySubtype('credit card'), roth: bySubtype('roth 401k'), mortgage: bySubtype('mortgage') };
  };

  it(
    'pairs the same amount out of one account and into another within three days; wages and purchases never pair',
    async () => {
      const { checking, card } = await accountsOf();
      const out = await insertTransaction(t, checking, { amountCents: 123_456, date: '2001-03-05', categoryPrimary: null, categoryType: 'non-essential' });
      const into = await insertTransaction(t, card, {
        amountCents: -123_456,
        date: '2001-03-07',
        categoryPrimary: 'OTHER',
        categoryDetailed: 'OTHER_OTHER',
        categoryType: 'non-essential',
      });
      const wages = await insertTransaction(t, card, {
        amountCents: -40_000,
        date: '2001-03-10',
        categoryPrimary: 'INCOME',
        categoryDetailed: 'INCOME_WAGES',
        categoryType: 'non-essential',
      });
      const purchase = await insertTransaction(t, checking, {
        amountCents: 40_000,
        date: '2001-03-10',
        categoryPrimary: 'GENERAL_MERCHANDISE',
        categoryType: 'non-essential',
      });
      // Money sent to savings is Savings while its other side is not among the client's accounts (here: on her card, by matching only).
      const saved = await insertTransaction(t, checking, {
        amountCents: 7_000,
        date: '2001-03-20',
        categoryPrimary: 'TRANSFER_OUT',
        categoryDetailed: 'TRANSFER_OUT_SAVINGS',
        categoryType: 'savings',
      });
      const late = await insertTransaction(t, card, {
        amountCents: -7_000,
        date: '2001-03-24',
        categoryPrimary: 'TRANSFER_IN',
        categoryDetailed: 'TRANSFER_IN_ACCOUNT_TRANSFER',
        categoryType: 'transfer',
      });

      await syncEveryInstitution();
      expect(await Promise.all([out, into, wages, purchase, saved, late].map(typeOf))).toEqual([
        'transfer',
        'transfer',
        'non-essential',
        'non-essential',
        'savings',
        'transfer',
      ]);
      expect(await cashFlow(OLD_QUERY)).toMatchObject({ incomeCents: 40_000, expensesCents: 47_000, transfersInCents: 130_456, transfersOutCents: 123_456 });

      // Within the window, the savings transfer finds its other side: both are transfers.
      await t.database.db.update(transactions).set({ date: '2001-03-23' }).where(eq(transactions.id, late));
      await syncEveryInstitution();
      expect(await typeOf(saved)).toBe('transfer');

      // The client says one side is not a transfer: the other side stands alone again, at once.
      expect(await ok(markTransfer(into, false))).toEqual({ id: into, categoryType: 'non-essential' });
      expect(await typeOf(out)).toBe('non-essential');
      await syncEveryInstitution();
      expect(await Promise.all([out, into].map(typeOf))).toEqual(['non-essential', 'non-essential']);
    },
    SYNCING_TEST_MS,
  );

  it(
    'an account removed on its own takes its side of a pair away: the other side is counted again at once',
    async () => {
      // The other side in her Roth 401(k), so the card stays for the test after this one.
      const { checking, roth } = await accountsOf();
      const out = await insertTransaction(t, checking, { amountCents: 31_415, date: '2001-05-04', categoryPrimary: null, categoryType: 'non-essential' });
      const into = await insertTransaction(t, roth, {
        amountCents: -31_415,
        date: '2001-05-05',
        categoryPrimary: 'OTHER',
        categoryDetailed: 'OTHER_OTHER',
        categoryType: 'non-essential',
      });
      await syncEveryInstitution();
      expect(await Promise.all([out, into].map(typeOf))).toEqual(['transfer', 'transfer']);
      const removed = await t.request({ method: 'DELETE', url: `/api/accounts/${roth.id}`, cookies: demo });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await typeOf(out)).toBe('non-essential');
      expect(await cashFlow('startDate=2001-05-01&endDate=2001-05-31')).toMatchObject({ expensesCents: 31_415, transfersOutCents: 0 });
    },
    SYNCING_TEST_MS,
  );

  it('data from before transfers were recognised: migration 0015 reclassifies by category and queues the matching per client', async () => {
    const { checking, card } = await accountsOf();
    const out = await insertTransaction(t, checking, { amountCents: 55_555, date: '2001-04-02', categoryPrimary: null, categoryType: 'non-essential' });
    const into = await insertTransaction(t, card, { amountCents: -55_555, date: '2001-04-02', categoryPrimary: null, categoryType: 'non-essential' });
    const payment = await insertTransaction(t, checking, {
      amountCents: 80_000,
      date: '2001-04-22',
      categoryPrimary: 'LOAN_PAYMENTS',
      categoryDetailed: 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT',
      categoryType: 'essential',
    });
    const chosen = await insertTransaction(t, checking, {
      amountCents: 9_000,
      date: '2001-04-23',
      categoryPrimary: 'TRANSFER_OUT',
      categoryDetailed: 'TRANSFER_OUT_ACCOUNT_TRANSFER',
      categoryType: 'non-essential',
      categoryLockedAt: new Date(),
    });
    // The jobs table as 0015 found it (pg-boss has replaced it since), 0015 itself, then the move to pg-boss: 0024 and 0025, and the runner's start-up step.
    const migration = async (file: string, only = (statement: string) => statement.trim().length > 0) => {
      const text = readFileSync(new URL(`../../../packages/db/migrations/${file}.sql`, import.meta.url), 'utf8');
      for (const statement of text.split('--> statement-breakpoint').filter(only)) await t.database.db.execute(statement);
    };
    await migration('0012_background_jobs');
    await migration('0014_sync_resilience', (statement) => statement.includes('"background_jobs"'));
    await migration('0015_transfers');
    await migration('0024_hold_queued_jobs');
    await migration('0025_drop_background_jobs');
    await moveHeldJobs(t.database.db, () => true);

    expect(await Promise.all([payment, chosen].map(typeOf))).toEqual(['transfer', 'non-essential']);
    expect(await Promise.all([out, into].map(typeOf))).toEqual(['non-essential', 'non-essential']);
    // The job the migration queued for the client runs the same pass as a sync.
    const jobOf = async () => (await jobRows(t.database, { kind: MATCH_TRANSFERS_JOB, dedupeKey: `${MATCH_TRANSFERS_JOB}:0014:${demoId}` }))[0];
    expect(await jobOf()).toMatchObject({ name: MATCH_TRANSFERS_JOB, data: { userId: demoId }, state: 'created' });
    await t.app.jobs.drain();
    expect((await jobOf())?.state).toBe('completed');
    expect(await Promise.all([out, into].map(typeOf))).toEqual(['transfer', 'transfer']);
  });

  it(
    'a payment matched into one of her loans is essential spending on the paying side and a transfer on the loan, whatever the paying side was called',
    async () => {
      const { checking, mortgage } = await accountsOf();
      const out = await insertTransaction(t, checking, {
        amountCents: 50_000,
        date: '2001-06-04',
        categoryPrimary: 'TRANSFER_OUT',
        categoryDetailed: 'TRANSFER_OUT_ACCOUNT_TRANSFER',
        categoryType: 'transfer',
      });
      const into = await insertTransaction(t, mortgage, { amountCents: -50_000, date: '2001-06-05', categoryPrimary: 'OTHER', categoryType: 'non-essential' });
      await syncEveryInstitution();
      expect(await Promise.all([out, into].map(typeOf))).toEqual(['essential', 'transfer']);
      expect(await cashFlow('startDate=2001-06-01&endDate=2001-06-30')).toMatchObject({
        incomeCents: 0,
        expensesCents: 50_000,
        transfersInCents: 50_000,
        transfersOutCents: 0,
      });
    },
    SYNCING_TEST_MS,
  );

  it('data from before loan payments were spending: migration 0041 makes a payment out to a loan essential, the lender side and a choice staying', async () => {
    const { checking, mortgage } = await accountsOf();
    const loanPayment = { categoryPrimary: 'LOAN_PAYMENTS', categoryDetailed: 'LOAN_PAYMENTS_STUDENT_LOAN_PAYMENT', categoryType: 'transfer' };
    const paid = await insertTransaction(t, checking, { amountCents: 31_200, date: '2001-07-01', ...loanPayment });
    const received = await insertTransaction(t, mortgage, { amountCents: -31_200, date: '2001-07-01', ...loanPayment });
    const chosen = await insertTransaction(t, checking, { amountCents: 9_900, date: '2001-07-02', ...loanPayment, categoryLockedAt: new Date() });
    const text = readFileSync(new URL('../../../packages/db/migrations/0041_loan_payments_spending.sql', import.meta.url), 'utf8');
    await t.database.db.execute(text);
    expect(await Promise.all([paid, received, chosen].map(typeOf))).toEqual(['essential', 'transfer', 'transfer']);
  });
});
