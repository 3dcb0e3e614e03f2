import { randomUUID } from 'node:crypto';
import { financialAccounts, transactions } from '@finboard/db';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { SANDBOX_PASSWORD, SANDBOX_USERNAME } from '../src/providers/aggregation/sandbox/sandbox-aggregation-provider';
import { setPlan, type TestApp } from './test-app';

export const EVERGREEN = 'ins_sbx_evergreen';
type Json = Record<string, unknown>;

export async function ok<T = Json>(promise: Promise<{ statusCode: number; body: string; json(): unknown }>, status = 200): Promise<T> {
  const response = await promise;
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}

/** Links a sandbox bank for a client: its one kind of customer's accounts, two years of history. */
export async function linkSandboxBank(t: TestApp, user: { user: { id: string }; cookies: string[] }, institutionId: string, institutionName: string) {
  await setPlan(t.database, user.user.id, 'paid');
  const post = (url: string, payload: Json) => t.request({ method: 'POST', url, payload, cookies: user.cookies });
  const { linkToken } = await ok<{ linkToken: string }>(post('/api/institutions/link-token', {}));
  const { publicToken } = await ok<{ publicToken: string }>(
    post('/api/sandbox/public-token', { linkToken, institutionId, username: SANDBOX_USERNAME, password: SANDBOX_PASSWORD }),
  );
  const { institution } = await ok<{ institution: { id: string } }>(post('/api/institutions', { publicToken, institutionId, institutionName }), 201);
  return institution;
}

/** Atlas Wealth Partners: a brokerage and three retirement accounts (IRA, SEP IRA, Roth IRA). */
export const linkAtlas = (t: TestApp, user: { user: { id: string }; cookies: string[] }) => linkSandboxBank(t, user, 'ins_sbx_atlas', 'Atlas Wealth Partners');

/** Redwood Federal Bank: everyday banking with savings, an HSA and a credit card. */
export const linkRedwood = (t: TestApp, user: { user: { id: string }; cookies: string[] }) =>
  linkSandboxBank(t, user, 'ins_sbx_redwood', 'Redwood Federal Bank');

/** Links the sandbox's Evergreen bank (everyday banking: checking and a credit card, two years of history) for a client. */
export async function linkEvergreen(t: TestApp, user: { user: { id: string }; cookies: string[] }) {
  await setPlan(t.database, user.user.id, 'paid');
  const post = (url: string, payload: Json) => t.request({ method: 'POST', url, payload, cookies: user.cookies });
  const { linkToken } = await ok<{ linkToken: string }>(post('/api/institutions/link-token', {}));
  const { publicToken } = await ok<{ publicToken: string }>(
    post('/api/sandbox/public-token', { linkToken, institutionId: EVERGREEN, username: SANDBOX_USERNAME, password: SANDBOX_PASSWORD }),
  );
  const { institution } = await ok<{ institution: { id: string } }>(
    post('/api/institutions', { publicToken, institutionId: EVERGREEN, institutionName: 'Evergreen National Bank' }),
    201,
  );
  return institution;
}

export async function accountOf(t: TestApp, userId: string, subtype: string) {
  const [row] = await t.database.db
    .select()
    .from(financialAccounts)
    .where(and(eq(financialAccounts.userId, userId), eq(financialAccounts.accountSubtype, subtype)));
  if (!row) throw new Error(`no ${subtype} account`);
  return row;
}

/** A transaction written straight to the table (dates the sandbox never produces). */
export async function insertTransaction(
  t: TestApp,
  account: { id: string; userId: string; institutionId: string },
  fields: Partial<typeof transactions.$inferInsert> & { amountCents: number; date: string },
) {
  const id = randomUUID();
  await t.database.db.insert(transactions).values({
    id,
    userId: account.userId,
    institutionId: account.institutionId,
    accountId: account.id,
    providerTransactionId: `test-${id}`,
    name: 'Test row',
    transactionType: 'other',
    categoryType: 'non-essential',
    ...fields,
  });
  return id;
}
