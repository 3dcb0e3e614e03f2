import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialAccounts, institutions, transactions, users } from './schema';
import { createTestDatabase, type TestDatabase } from './testing';

// Migration 0019: the closed sets are CHECK constraints, so a value outside them is refused by the
// database whatever wrote it (a script, a hand-run update), not only by the api's schemas.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(users).values({ id: 'u1', name: 'Owner', email: 'owner@example.com', role: 'client' });
  await database.db.insert(institutions).values({ id: 'i1', userId: 'u1', provider: 'manual', name: 'Bank', isManualRecord: true });
  await database.db.insert(financialAccounts).values({ id: 'a1', userId: 'u1', institutionId: 'i1', name: 'Checking', accountType: 'depository', balanceType: 'assets', amountCents: 100, balanceDate: '2025-01-01' });
}, 120_000);
afterAll(() => database?.close());

/** The error a failed insert throws, with its cause's text (drizzle wraps the driver's error). */
async function refusal(insert: Promise<unknown>): Promise<string> {
  const error = await insert.then(
    () => null,
    (caught: unknown) => caught as Error & { cause?: Error },
  );
  expect(error, 'the insert was accepted').not.toBeNull();
  return `${error?.message} ${error?.cause?.message ?? ''}`;
}

let sequence = 0;
const user = (values: Partial<typeof users.$inferInsert>) => {
  sequence += 1;
  return database.db.insert(users).values({ id: `u-${sequence}`, name: 'Someone', email: `someone-${sequence}@example.com`, ...values });
};
const transaction = (categoryType: string) => {
  sequence += 1;
  return database.db.insert(transactions).values({
    id: `t-${sequence}`, userId: 'u1', institutionId: 'i1', accountId: 'a1', providerTransactionId: `p-${sequence}`,
    amountCents: 1_250, date: '2025-01-02', name: 'Coffee', transactionType: 'in store', categoryType,
  });
};

describe('0019 closed sets as CHECK constraints', () => {
  it('a role is client, advisor, admin or not chosen yet', async () => {
    for (const role of ['client', 'advisor', 'admin', null]) await user({ role });
    for (const role of ['superuser', 'Client', '']) expect(await refusal(user({ role }))).toContain('users_role_check');
  });

  it('a plan is free or paid', async () => {
    for (const plan of ['free', 'paid']) await user({ plan });
    for (const plan of ['premium', 'FREE']) expect(await refusal(user({ plan }))).toContain('users_plan_check');
  });

  it('a transaction’s category type is essential, non-essential, savings or transfer', async () => {
    for (const categoryType of ['essential', 'non-essential', 'savings', 'transfer']) await transaction(categoryType);
    for (const categoryType of ['income', 'luxury', '']) expect(await refusal(transaction(categoryType))).toContain('transactions_category_type_check');
  });
});
