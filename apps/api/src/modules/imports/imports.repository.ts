import { type Db, financialAccounts, importMappings, rowsOf, transactions } from '@finboard/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { notFound } from '../../errors/app-error';

export type NewImportedTransaction = typeof transactions.$inferInsert;
type Owned = { ownerId: string; accountId: string };

const BATCH = 5000;

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
    .select({
      date: transactions.date,
      amountCents: transactions.amountCents,
      name: transactions.name,
      providerTransactionId: transactions.providerTransactionId,
    })
    .from(transactions)
    .where(and(eq(transactions.userId, ownerId), eq(transactions.accountId, accountId), isNull(transactions.deletedAt)));
}

/**
 * Inserts in batches of 5,000 rows, each batch one statement over one JSON parameter: drizzle's
 * builder, given thousands of rows of values, spent most of a 50,000-row import building the SQL
 * (bench:import). A provider id already there (an OFX FITID raced in) is skipped. Answers how many went in.
 */
export async function insertImportedTransactions(db: Db, rows: NewImportedTransaction[]): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH).map((row) => ({
      id: row.id,
      user_id: row.userId,
      institution_id: row.institutionId,
      account_id: row.accountId,
      provider_transaction_id: row.providerTransactionId,
      amount_cents: row.amountCents,
      date: row.date,
      name: row.name,
      transaction_type: row.transactionType,
      category_primary: row.categoryPrimary ?? null,
      category_detailed: row.categoryDetailed ?? null,
      category_type: row.categoryType,
    }));
    const result = await db.execute(sql`
      with inserted as (
        insert into transactions (id, user_id, institution_id, account_id, provider_transaction_id, amount_cents, date, name, transaction_type, category_primary, category_detailed, category_type)
        select id, user_id, institution_id, account_id, provider_transaction_id, amount_cents, date, name, transaction_type, category_primary, category_detailed, category_type
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(id text, user_id text, institution_id text, account_id text, provider_transaction_id text, amount_cents bigint, date text, name text, transaction_type text, category_primary text, category_detailed text, category_type text)
        on conflict (institution_id, provider_transaction_id) do nothing
        returning 1
      )
      select count(*)::int as n from inserted`);
    inserted += Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
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
