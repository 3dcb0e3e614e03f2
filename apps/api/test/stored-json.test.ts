import { financialAccounts, incomeRecords, scenarios } from '@finboard/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, scenarioApi, type Session, signUpPlanningClient } from './scenario-test-helpers';
import { createTestApp, expectError, type TestApp } from './test-app';

// A jsonb value that does not have its contract's shape (written by an older build, by hand, by a
// bug): derived scenario columns are recomputed; anything else answers a bare 500 and is logged with
// its place, never passed on under a cast.
let t: TestApp;
let api: ReturnType<typeof scenarioApi>;
let client: Session;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'error' }, { logStream: { write: (line) => void lines.push(line) } });
  api = scenarioApi(t);
  client = await signUpPlanningClient(t);
});
afterAll(() => t?.close());

const logged = () => lines.map((line) => JSON.parse(line) as { msg?: string; storedData?: unknown; reqId?: string });

function expectStoredDataError(response: Awaited<ReturnType<TestApp['request']>>, place: { table: string; column: string; rowId: string }) {
  expectError(response, 500, 'INTERNAL');
  const { requestId, message } = response.json<{ error: { requestId: string; message: string } }>().error;
  expect(message).toBe(`Sorry, something went wrong. Reference: ${requestId}`);
  expect(logged().find((line) => line.reqId === requestId)).toMatchObject({ msg: 'stored data does not match its schema', storedData: place });
}

describe('stored jsonb values that do not parse', () => {
  it("a scenario's outputs of an older shape are recomputed on its owner's read", async () => {
    const scenario = (await ok(api.create(client.cookies, { name: 'Card' }), 201)).scenario;
    const { monthlyData: _dropped, ...older } = scenario.results;
    await t.database.db.update(scenarios).set({ outputs: older }).where(eq(scenarios.id, scenario.id));
    const read = (await ok(api.get(client.cookies, scenario.id))).scenario;
    expect(read.results).toEqual(scenario.results);
    const [row] = await t.database.db.select().from(scenarios).where(eq(scenarios.id, scenario.id));
    expect(row?.outputs).toEqual(scenario.results);
  });

  it("a scenario's inputs that do not parse answer 500 and log the row", async () => {
    const scenario = (await ok(api.create(client.cookies, { name: 'Broken' }), 201)).scenario;
    await t.database.db
      .update(scenarios)
      .set({ inputs: { calculator: 'creditCardPayoff', balanceCents: '5000' } })
      .where(eq(scenarios.id, scenario.id));
    expectStoredDataError(await api.get(client.cookies, scenario.id), { table: 'scenarios', column: 'inputs', rowId: scenario.id });
    await t.database.db.update(scenarios).set({ deletedAt: new Date() }).where(eq(scenarios.id, scenario.id));
  });

  it('income infos of another shape answer 500 on the income page', async () => {
    await t.database.db
      .update(incomeRecords)
      .set({ incomeInfos: sql`'[{"owner":"partner","employerName":"Acme","annualSalaryCents":1}]'::jsonb` })
      .where(eq(incomeRecords.userId, client.user.id));
    expectStoredDataError(await t.request({ method: 'GET', url: '/api/income', cookies: client.cookies }), {
      table: 'income_records',
      column: 'income_infos',
      rowId: client.user.id,
    });
  });

  it("an account's liability details of another shape answer 500 on the balance sheet", async () => {
    const added = await ok(
      t.request({
        method: 'POST',
        url: '/api/accounts/manual',
        cookies: client.cookies,
        payload: {
          institutionName: 'Bank',
          name: 'Loan',
          balanceType: 'liabilities',
          accountType: 'loan',
          accountSubtype: 'auto',
          amount: '100.00',
          details: { minimumPaymentAmountCents: 100 },
        },
      }),
      201,
    );
    const accountId = (added as { account: { id: string } }).account.id;
    await t.database.db
      .update(financialAccounts)
      .set({ details: { minimum_payment_amount_cents: '1.00' } })
      .where(eq(financialAccounts.id, accountId));
    expectStoredDataError(await t.request({ method: 'GET', url: '/api/liabilities', cookies: client.cookies }), {
      table: 'financial_accounts',
      column: 'details',
      rowId: accountId,
    });
  });
});
