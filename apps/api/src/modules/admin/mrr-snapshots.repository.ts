import { adminMrrSnapshots, type Db } from '@finboard/db';
import { and, gte, lte } from 'drizzle-orm';

/** Records a day's MRR; a second run of the same day (a retried job) keeps the latest figure. */
export async function saveMrrSnapshot(db: Db, snapshot: { day: string; mrrCents: number; payingSubscriptions: number }): Promise<void> {
  await db
    .insert(adminMrrSnapshots)
    .values(snapshot)
    .onConflictDoUpdate({
      target: adminMrrSnapshots.day,
      set: { mrrCents: snapshot.mrrCents, payingSubscriptions: snapshot.payingSubscriptions, takenAt: new Date() },
    });
}

/** The snapshots of the days from `startDate` to `endDate`, both included, as `day → cents`. */
export async function findMrrSnapshots(db: Db, startDate: string, endDate: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ day: adminMrrSnapshots.day, mrrCents: adminMrrSnapshots.mrrCents })
    .from(adminMrrSnapshots)
    .where(and(gte(adminMrrSnapshots.day, startDate), lte(adminMrrSnapshots.day, endDate)));
  return new Map(rows.map((row) => [row.day, row.mrrCents]));
}
