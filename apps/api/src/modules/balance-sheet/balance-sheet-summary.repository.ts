import { type Db, financialAccounts, institutions } from '@finboard/db';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';

export interface AccountGroupRow {
  userId: string;
  balanceType: string;
  accountType: string;
  accountSubtype: string | null;
  accountCount: number;
  amountCents: number;
}

/**
 * The owners' live accounts (of live institutions of their own, as the assets and liabilities pages
 * read them) grouped by what classifies them, with their count and sum: a few rows per owner, so
 * 500 clients of 20 accounts are one set-based statement, never a query per client.
 */
export async function findAccountGroups(db: Db, { ownerIds }: { ownerIds: readonly string[] }): Promise<AccountGroupRow[]> {
  if (ownerIds.length === 0) return [];
  const rows = await db
    .select({
      userId: financialAccounts.userId,
      balanceType: financialAccounts.balanceType,
      accountType: financialAccounts.accountType,
      accountSubtype: financialAccounts.accountSubtype,
      accountCount: sql<number>`count(*)::int`,
      amountCents: sql<string | number>`sum(${financialAccounts.amountCents})`,
    })
    .from(financialAccounts)
    .innerJoin(institutions, and(eq(institutions.id, financialAccounts.institutionId), eq(institutions.userId, financialAccounts.userId), isNull(institutions.deletedAt)))
    .where(and(inArray(financialAccounts.userId, [...ownerIds]), isNull(financialAccounts.deletedAt)))
    .groupBy(financialAccounts.userId, financialAccounts.balanceType, financialAccounts.accountType, financialAccounts.accountSubtype);
  // sum() of a bigint is numeric: a string from pg, a number from PGlite.
  return rows.map((row) => ({ ...row, accountCount: Number(row.accountCount), amountCents: Number(row.amountCents) }));
}
