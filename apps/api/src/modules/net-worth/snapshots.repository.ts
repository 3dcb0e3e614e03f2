import { type Db, financialAccounts, institutions, netWorthSnapshots, transactions } from '@finboard/db';
import { and, asc, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';

/** Today's totals from the live balances, summed in SQL. */
export async function sumBalances(db: Db, { ownerId }: { ownerId: string }) {
  const [row] = await db
    .select({
      assetsCents: sql<string>`coalesce(sum(case when ${financialAccounts.balanceType} = 'assets' then ${financialAccounts.amountCents} else 0 end), 0)`,
      liabilitiesCents: sql<string>`coalesce(sum(case when ${financialAccounts.balanceType} = 'liabilities' then ${financialAccounts.amountCents} else 0 end), 0)`,
      investmentsCents: sql<string>`coalesce(sum(case when ${financialAccounts.accountType} = 'investment' then ${financialAccounts.amountCents} else 0 end), 0)`,
      institutionCount: sql<string>`count(distinct ${financialAccounts.institutionId})`,
    })
    .from(financialAccounts)
    .innerJoin(institutions, eq(institutions.id, financialAccounts.institutionId))
    .where(and(eq(financialAccounts.userId, ownerId), isNull(financialAccounts.deletedAt), isNull(institutions.deletedAt)));
  // bigint sums come back as strings from pg and numbers from PGlite: map explicitly.
  return {
    assetsCents: Number(row?.assetsCents ?? 0),
    liabilitiesCents: Number(row?.liabilitiesCents ?? 0),
    investmentsCents: Number(row?.investmentsCents ?? 0),
    institutionCount: Number(row?.institutionCount ?? 0),
  };
}

export async function upsertSnapshot(db: Db, row: typeof netWorthSnapshots.$inferInsert) {
  const { userId: _userId, trackingDate: _trackingDate, ...values } = row;
  await db
    .insert(netWorthSnapshots)
    .values(row)
    .onConflictDoUpdate({ target: [netWorthSnapshots.userId, netWorthSnapshots.trackingDate], set: { ...values, updatedAt: new Date() } });
}

export type SnapshotRow = typeof netWorthSnapshots.$inferSelect;

/** The snapshots a range's chart needs: the last one on or before its start (carried forward), then those inside it. */
export async function findSnapshotsForRange(
  db: Db,
  { ownerId, startDate, endDate }: { ownerId: string; startDate: string; endDate: string },
): Promise<SnapshotRow[]> {
  const [before] = await db
    .select()
    .from(netWorthSnapshots)
    .where(and(eq(netWorthSnapshots.userId, ownerId), lte(netWorthSnapshots.trackingDate, startDate)))
    .orderBy(desc(netWorthSnapshots.trackingDate))
    .limit(1);
  const inside = await db
    .select()
    .from(netWorthSnapshots)
    .where(and(eq(netWorthSnapshots.userId, ownerId), gt(netWorthSnapshots.trackingDate, startDate), lte(netWorthSnapshots.trackingDate, endDate)))
    .orderBy(asc(netWorthSnapshots.trackingDate));
  return before ? [before, ...inside] : inside;
}

/** Money moved per day since `sinceDate`, split by the side of the balance sheet of its account. */
export async function sumDailyFlows(db: Db, { ownerId, sinceDate }: { ownerId: string; sinceDate: string }) {
  const side = (balanceType: string) =>
    sql<string>`coalesce(sum(case when ${financialAccounts.balanceType} = ${balanceType} then ${transactions.amountCents} else 0 end), 0)`;
  const rows = await db
    .select({ date: transactions.date, assets: side('assets'), liabilities: side('liabilities') })
    .from(transactions)
    .innerJoin(financialAccounts, eq(financialAccounts.id, transactions.accountId))
    .where(and(eq(transactions.userId, ownerId), gt(transactions.date, sinceDate), isNull(transactions.deletedAt), isNull(financialAccounts.deletedAt)))
    .groupBy(transactions.date);
  return rows.map((row) => ({ date: row.date, assetsAmountCents: Number(row.assets), liabilitiesAmountCents: Number(row.liabilities) }));
}

/** Many snapshots at once (demo history); an existing day is kept. */
export async function insertSnapshots(db: Db, rows: (typeof netWorthSnapshots.$inferInsert)[]) {
  for (let start = 0; start < rows.length; start += 500)
    await db
      .insert(netWorthSnapshots)
      .values(rows.slice(start, start + 500))
      .onConflictDoNothing();
}
