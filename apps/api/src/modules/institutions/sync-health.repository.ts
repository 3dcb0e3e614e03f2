import { type Db, institutions } from '@finboard/db';
import { and, eq, isNull, sql } from 'drizzle-orm';

export interface SyncHealthRow {
  userId: string;
  lastSyncedAt: Date | null;
  oldestSyncedAt: Date | null;
  hasNeverSynced: boolean;
  needsLogin: string[];
}

/**
 * Per owner, over their live linked (not manual) institutions: the newest and oldest successful
 * sync, whether one never synced, and the names of those needing a new login. One grouped statement.
 */
export async function findSyncHealth(
  db: Db,
  { ownerIds, needsLoginCodes }: { ownerIds: readonly string[]; needsLoginCodes: readonly string[] },
): Promise<SyncHealthRow[]> {
  if (ownerIds.length === 0) return [];
  const needsLogin = sql.join(
    needsLoginCodes.map((code) => sql`${code}`),
    sql`, `,
  );
  const rows = await db
    .select({
      // "C" collation: grouping needs equal keys only, not the language's (slow) order.
      userId: sql<string>`${institutions.userId} collate "C"`,
      lastSyncedAt: sql<string | Date | null>`max(${institutions.lastSyncedAt})`,
      oldestSyncedAt: sql<string | Date | null>`min(${institutions.lastSyncedAt})`,
      hasNeverSynced: sql<boolean>`bool_or(${institutions.lastSyncedAt} is null)`,
      needsLogin: sql<
        string[] | null
      >`array_agg(${institutions.name} order by ${institutions.name} collate "C") filter (where ${institutions.errorCode} in (${needsLogin}))`,
    })
    .from(institutions)
    .where(and(sql`${institutions.userId} = any(${sql.param([...ownerIds])}::text[])`, isNull(institutions.deletedAt), eq(institutions.isManualRecord, false)))
    .groupBy(sql`1`);
  // Aggregates skip drizzle's column mapping: timestamps come back as strings on pg.
  const toDate = (value: string | Date | null) => (value === null ? null : new Date(value));
  return rows.map((row) => ({ ...row, lastSyncedAt: toDate(row.lastSyncedAt), oldestSyncedAt: toDate(row.oldestSyncedAt), needsLogin: row.needsLogin ?? [] }));
}

/** The owners among `ownerIds` who hold a live institution of this name (any case), linked or typed in. */
export async function findOwnersWithInstitutionNamed(db: Db, { ownerIds, name }: { ownerIds: readonly string[]; name: string }): Promise<string[]> {
  if (ownerIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: institutions.userId })
    .from(institutions)
    .where(
      and(
        sql`${institutions.userId} = any(${sql.param([...ownerIds])}::text[])`,
        isNull(institutions.deletedAt),
        sql`lower(${institutions.name}) = lower(${name})`,
      ),
    );
  return rows.map((row) => row.userId);
}
