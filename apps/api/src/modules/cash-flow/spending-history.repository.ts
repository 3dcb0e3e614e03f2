import { type Db, financialAccounts, institutions, transactions } from '@finboard/db';
import { and, eq, isNull, sql } from 'drizzle-orm';

/**
 * The first day of the owner's cash-flow history on live accounts of live institutions (null
 * without any): how much of a window the history covers, so a shorter one can be annualised.
 * The (user_id, date) index answers it.
 */
export async function findFirstTransactionDate(db: Db, { ownerId }: { ownerId: string }): Promise<string | null> {
  const [row] = await db
    .select({ firstDate: sql<string | null>`min(${transactions.date})` })
    .from(transactions)
    .innerJoin(financialAccounts, eq(financialAccounts.id, transactions.accountId))
    .innerJoin(institutions, eq(institutions.id, financialAccounts.institutionId))
    .where(and(eq(transactions.userId, ownerId), isNull(transactions.deletedAt), isNull(financialAccounts.deletedAt), isNull(institutions.deletedAt)));
  return row?.firstDate ?? null;
}
