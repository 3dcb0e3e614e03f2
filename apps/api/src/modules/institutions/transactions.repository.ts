import { type Db, transactions } from '@finboard/db';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';

export type NewTransaction = typeof transactions.$inferInsert;

const BATCH = 500;

/**
 * Inserts or refreshes transactions by provider id, in batches. A category the client chose
 * (categoryLockedAt set) survives every sync.
 */
export async function upsertTransactions(db: Db, rows: NewTransaction[]) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insert(transactions)
      .values(rows.slice(start, start + BATCH))
      .onConflictDoUpdate({
        target: [transactions.institutionId, transactions.providerTransactionId],
        set: {
          accountId: sql.raw('excluded.account_id'),
          amountCents: sql.raw('excluded.amount_cents'),
          date: sql.raw('excluded.date'),
          authorizedDate: sql.raw('excluded.authorized_date'),
          name: sql.raw('excluded.name'),
          merchantName: sql.raw('excluded.merchant_name'),
          merchantLogoUrl: sql.raw('excluded.merchant_logo_url'),
          transactionType: sql.raw('excluded.transaction_type'),
          categoryPrimary: sql.raw('excluded.category_primary'),
          categoryDetailed: sql.raw('excluded.category_detailed'),
          categoryType: sql`case when ${transactions.categoryLockedAt} is null then excluded.category_type else ${transactions.categoryType} end`,
          pending: sql.raw('excluded.pending'),
          pendingTransactionId: sql.raw('excluded.pending_transaction_id'),
          raw: sql.raw('excluded.raw'),
          deletedAt: null,
          updatedAt: new Date(),
        },
      });
  }
}

/** Transactions the provider withdrew (a pending one replaced by its posted one, a reversal): hidden, not lost. */
export async function softDeleteTransactions(
  db: Db,
  { ownerId, institutionId, providerIds }: { ownerId: string; institutionId: string; providerIds: string[] },
) {
  for (let start = 0; start < providerIds.length; start += BATCH) {
    await db
      .update(transactions)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(
        and(
          eq(transactions.userId, ownerId),
          eq(transactions.institutionId, institutionId),
          inArray(transactions.providerTransactionId, providerIds.slice(start, start + BATCH)),
        ),
      );
  }
}

/** When a pending transaction posts, the client's category choice on it moves to the posted one. */
export async function carryCategoryFromPending(db: Db, { ownerId, institutionId }: { ownerId: string; institutionId: string }) {
  const pending = db
    .select({ providerId: transactions.providerTransactionId, categoryType: transactions.categoryType, lockedAt: transactions.categoryLockedAt })
    .from(transactions)
    .where(and(eq(transactions.userId, ownerId), eq(transactions.institutionId, institutionId), isNotNull(transactions.categoryLockedAt)))
    .as('pending_choice');
  await db
    .update(transactions)
    .set({ categoryType: sql`${pending.categoryType}`, categoryLockedAt: sql`${pending.lockedAt}` })
    .from(pending)
    .where(
      and(
        eq(transactions.userId, ownerId),
        eq(transactions.institutionId, institutionId),
        eq(transactions.pendingTransactionId, pending.providerId),
        sql`${transactions.categoryLockedAt} is null`,
      ),
    );
}
