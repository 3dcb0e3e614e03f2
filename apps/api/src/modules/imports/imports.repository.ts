import { type Db, financialAccounts, importMappings, transactions } from '@finboard/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { notFound } from '../../errors/app-error';

export type NewImportedTransaction = typeof transactions.$inferInsert;
type Owned = { ownerId: string; accountId: string };

const BATCH = 1000;

/**
 * Holds the account's row until the import's transaction ends, so two imports into one account
 * (two tabs, a double click) run one after the other and the second sees what the first added.
 */
export async function lockAccount(db: Db, { ownerId, accountId }: Owned): Promise<void> {
  const [row] = await db
    .select({ id: financialAccounts.id })
    .from(financialAccounts)
    .where(and(eq(financialAccounts.id, accountId), eq(financialAccounts.userId, ownerId), isNull(financialAccounts.deletedAt)))
    .for('update');
  if (!row) throw notFound('Account does not exist!');
}

/** The account's live transactions, as much as dedupe needs. */
export function findAccountTransactions(db: Db, { ownerId, accountId }: Owned) {
  return db
    .select({ date: transactions.date, amountCents: transactions.amountCents, name: transactions.name, providerTransactionId: transactions.providerTransactionId })
    .from(transactions)
    .where(and(eq(transactions.userId, ownerId), eq(transactions.accountId, accountId), isNull(transactions.deletedAt)));
}

/** Inserts in batches; a provider id already there (an OFX FITID raced in) is skipped. Answers how many went in. */
export async function insertImportedTransactions(db: Db, rows: NewImportedTransaction[]): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += BATCH) {
    const written = await db
      .insert(transactions)
      .values(rows.slice(start, start + BATCH))
      .onConflictDoNothing({ target: [transactions.institutionId, transactions.providerTransactionId] })
      .returning({ id: transactions.id });
    inserted += written.length;
  }
  return inserted;
}

export async function findImportMapping(db: Db, { ownerId, accountId }: Owned) {
  const [row] = await db
    .select({ headers: importMappings.headers, mapping: importMappings.mapping })
    .from(importMappings)
    .where(and(eq(importMappings.accountId, accountId), eq(importMappings.userId, ownerId)));
  return row ?? null;
}

export async function saveImportMapping(db: Db, { ownerId, accountId }: Owned, headers: string[], mapping: Record<string, unknown>): Promise<void> {
  await db
    .insert(importMappings)
    .values({ accountId, userId: ownerId, headers, mapping })
    .onConflictDoUpdate({ target: importMappings.accountId, set: { headers, mapping, updatedAt: sql`now()` } });
}
