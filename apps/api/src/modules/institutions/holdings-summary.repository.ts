import { type Db, holdings } from '@finboard/db';
import { and, eq, isNull } from 'drizzle-orm';

/** Ids of the owner's accounts that hold securities (their rows open the portfolio page). */
export async function findAccountIdsWithHoldings(db: Db, { ownerId }: { ownerId: string }): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ accountId: holdings.accountId })
    .from(holdings)
    .where(and(eq(holdings.userId, ownerId), isNull(holdings.deletedAt)));
  return new Set(rows.map((row) => row.accountId));
}
