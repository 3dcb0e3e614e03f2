import { type Db, institutions } from '@finboard/db';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';

/**
 * One sync of an item at a time, across instances: a lease on the institution's row rather than a
 * session advisory lock, because a sync spans many statements and pooled connections (and the
 * embedded database has a single session, where an advisory lock would never exclude anyone).
 * A sync cut off mid-way (kill -9) simply lets its lease lapse.
 */
export async function claimSyncLease(db: Db, institutionId: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(institutions)
    .set({ syncLeaseUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(and(eq(institutions.id, institutionId), or(isNull(institutions.syncLeaseUntil), lt(institutions.syncLeaseUntil, sql`now()`))))
    .returning({ id: institutions.id });
  return rows.length > 0;
}

export async function releaseSyncLease(db: Db, institutionId: string): Promise<void> {
  await db.update(institutions).set({ syncLeaseUntil: null }).where(eq(institutions.id, institutionId));
}
