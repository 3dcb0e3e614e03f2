import { type Db, financialAccounts, holdings, institutions } from '@finboard/db';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';

export type HoldingRow = typeof holdings.$inferSelect;

/** The live positions of one of the owner's accounts, largest first. */
export function findHoldings(db: Db, { ownerId, accountId }: { ownerId: string; accountId: string }): Promise<HoldingRow[]> {
  return db
    .select()
    .from(holdings)
    .where(and(eq(holdings.userId, ownerId), eq(holdings.accountId, accountId), isNull(holdings.deletedAt)))
    .orderBy(sql`${holdings.institutionValueCents} desc`, asc(holdings.id));
}

/** The asset type chart over all the owner's live positions, summed in SQL. */
export async function sumHoldingsByType(db: Db, { ownerId }: { ownerId: string }) {
  const rows = await db
    .select({ securityType: sql<string>`coalesce(${holdings.securityType}, 'other')`, valueCents: sql<string>`sum(${holdings.institutionValueCents})` })
    .from(holdings)
    .innerJoin(financialAccounts, eq(financialAccounts.id, holdings.accountId))
    .innerJoin(institutions, eq(institutions.id, holdings.institutionId))
    .where(and(eq(holdings.userId, ownerId), isNull(holdings.deletedAt), isNull(financialAccounts.deletedAt), isNull(institutions.deletedAt)))
    .groupBy(sql`coalesce(${holdings.securityType}, 'other')`)
    .orderBy(sql`coalesce(${holdings.securityType}, 'other')`);
  return rows.map((row) => ({ securityType: row.securityType, valueCents: Number(row.valueCents) }));
}

/** The account of one of the owner's live positions, or null. */
export async function findHoldingAccountId(db: Db, { ownerId, holdingId }: { ownerId: string; holdingId: string }): Promise<string | null> {
  const [row] = await db
    .select({ accountId: holdings.accountId })
    .from(holdings)
    .where(and(eq(holdings.userId, ownerId), eq(holdings.id, holdingId), isNull(holdings.deletedAt)));
  return row?.accountId ?? null;
}
