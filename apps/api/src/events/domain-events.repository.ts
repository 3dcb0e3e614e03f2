import { type Db, domainEvents } from '@finboard/db';
import { and, asc, eq, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';

export type DomainEventRow = typeof domainEvents.$inferSelect;

/** A new event, left to its writer's delivery for `graceSeconds` (by the database's clock) before the sweep may take it. */
export async function insertDomainEvent(tx: Db, row: Omit<typeof domainEvents.$inferInsert, 'sweepAfter'>, graceSeconds: number): Promise<void> {
  await tx.insert(domainEvents).values({ ...row, sweepAfter: sql`now() + make_interval(secs => ${graceSeconds})` });
}

/** The row without a lock: what is left to deliver. */
export async function findDomainEvent(db: Db, id: string): Promise<DomainEventRow | null> {
  const [row] = await db.select().from(domainEvents).where(eq(domainEvents.id, id)).limit(1);
  return row ?? null;
}

/** The row, locked until the caller's transaction ends: deliveries of one event take turns, so none runs a reaction twice. */
export async function lockDomainEvent(tx: Db, id: string): Promise<DomainEventRow | null> {
  const [row] = await tx.select().from(domainEvents).where(eq(domainEvents.id, id)).for('update').limit(1);
  return row ?? null;
}

/** What reactions have run, and whether that is all of them (delivered). */
export async function setDelivered(db: Db, id: string, progress: { deliveredTo: string[]; complete: boolean }): Promise<void> {
  await db
    .update(domainEvents)
    .set({ deliveredTo: progress.deliveredTo, deliveredAt: progress.complete ? sql`now()` : null })
    .where(eq(domainEvents.id, id));
}

/** Delivered as it is (every reaction it has is done), unless already marked. */
export async function markDelivered(db: Db, id: string): Promise<void> {
  await db
    .update(domainEvents)
    .set({ deliveredAt: sql`now()` })
    .where(and(eq(domainEvents.id, id), isNull(domainEvents.deliveredAt)));
}

/** A delivery that left a reaction failed: counted, its error kept, and swept again no sooner than `retryAt`. */
export async function recordDeliveryFailure(db: Db, id: string, failure: { error: string; retryAt: Date }): Promise<void> {
  await db
    .update(domainEvents)
    .set({ failures: sql`${domainEvents.failures} + 1`, lastError: failure.error, sweepAfter: failure.retryAt })
    .where(and(eq(domainEvents.id, id), isNull(domainEvents.deliveredAt)));
}

/** Undelivered events, oldest first; only those whose sweep time has come, unless `includeWaiting`. */
export async function findUndeliveredEventIds(
  db: Db,
  { now, limit, includeWaiting }: { now: Date; limit: number; includeWaiting: boolean },
): Promise<string[]> {
  const rows = await db
    .select({ id: domainEvents.id })
    .from(domainEvents)
    .where(and(isNull(domainEvents.deliveredAt), includeWaiting ? undefined : lte(domainEvents.sweepAfter, now)))
    .orderBy(asc(domainEvents.occurredAt), asc(domainEvents.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Deletes delivered events from before `before`, at most `limit` of them; returns how many. */
export async function deleteDeliveredBefore(db: Db, { before, limit }: { before: Date; limit: number }): Promise<number> {
  const doomed = db
    .select({ id: domainEvents.id })
    .from(domainEvents)
    .where(and(isNotNull(domainEvents.deliveredAt), lt(domainEvents.deliveredAt, before)))
    .limit(limit);
  const deleted = await db
    .delete(domainEvents)
    .where(sql`${domainEvents.id} in (${doomed})`)
    .returning({ id: domainEvents.id });
  return deleted.length;
}
