import { type Db, financialAccounts, institutions, transactions } from '@finboard/db';
import { PAIRABLE_PRIMARY_CATEGORIES } from '@finboard/domain/accounts';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';

const BATCH = 500;

/**
 * The owner's transactions a matching pass may change: live (on live accounts and institutions),
 * not chosen by the client, and either pairable by their category or a transfer now (one matched
 * before, whose other side may be gone).
 */
export async function findTransferCandidates(db: Db, { ownerId }: { ownerId: string }) {
  const rows = await db
    .select({
      id: transactions.id,
      accountId: transactions.accountId,
      date: transactions.date,
      amountCents: transactions.amountCents,
      categoryPrimary: transactions.categoryPrimary,
      categoryDetailed: transactions.categoryDetailed,
      categoryType: transactions.categoryType,
      accountType: financialAccounts.accountType,
      balanceType: financialAccounts.balanceType,
    })
    .from(transactions)
    .innerJoin(financialAccounts, eq(financialAccounts.id, transactions.accountId))
    .innerJoin(institutions, eq(institutions.id, transactions.institutionId))
    .where(
      and(
        eq(transactions.userId, ownerId),
        isNull(transactions.deletedAt),
        isNull(transactions.categoryLockedAt),
        isNull(financialAccounts.deletedAt),
        isNull(institutions.deletedAt),
        or(
          isNull(transactions.categoryPrimary),
          inArray(transactions.categoryPrimary, [...PAIRABLE_PRIMARY_CATEGORIES]),
          eq(transactions.categoryType, 'transfer'),
        ),
      ),
    );
  // bigint columns are strings from pg.
  return rows.map((row) => ({ ...row, amountCents: Number(row.amountCents) }));
}

/** Gives the owner's transactions a category type, in batches; one the client chose meanwhile keeps the choice. */
export async function setUnlockedCategoryType(db: Db, { ownerId, ids, categoryType }: { ownerId: string; ids: string[]; categoryType: string }) {
  for (let start = 0; start < ids.length; start += BATCH) {
    await db
      .update(transactions)
      .set({ categoryType, updatedAt: new Date() })
      .where(and(eq(transactions.userId, ownerId), inArray(transactions.id, ids.slice(start, start + BATCH)), isNull(transactions.categoryLockedAt)));
  }
}

/** The client's choice for one of their transactions, locked so neither a sync nor matching changes it. */
export async function lockCategoryType(db: Db, { ownerId, id, categoryType }: { ownerId: string; id: string; categoryType: string }) {
  const now = new Date();
  await db
    .update(transactions)
    .set({ categoryType, categoryLockedAt: now, updatedAt: now })
    .where(and(eq(transactions.userId, ownerId), eq(transactions.id, id)));
}
