import { randomUUID } from 'node:crypto';
import { backgroundJobs, type Db } from '@finboard/db';
import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';

export type JobRow = typeof backgroundJobs.$inferSelect;

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  /** The same key is queued once, ever: an event retried or replayed asks for the same work again. */
  dedupeKey: string;
  /** While a job of this key waits to run, asking again queues nothing more (a sync already asked for covers the next request). */
  coalesceKey?: string;
  maxAttempts: number;
  runAt?: Date;
}

/**
 * Queues a job (in the caller's transaction, so it exists only if the event does); false when that
 * key was queued before, or a job of its coalesce key is already waiting.
 */
export async function enqueueJob(tx: Db, job: NewJob): Promise<boolean> {
  const rows = await tx
    .insert(backgroundJobs)
    .values({
      id: randomUUID(), kind: job.kind, payload: job.payload, dedupeKey: job.dedupeKey, coalesceKey: job.coalesceKey ?? null, maxAttempts: job.maxAttempts, runAt: job.runAt ?? new Date(),
    })
    // Either unique key (dedupe, or a waiting job's coalesce key) means the work is already asked for.
    .onConflictDoNothing()
    .returning({ id: backgroundJobs.id });
  return rows.length > 0;
}

/**
 * Takes up to `limit` due jobs of these kinds for `leaseMs`: each is running, one attempt more,
 * and no other instance can take it (SKIP LOCKED passes over rows another claim holds).
 */
export async function claimDueJobs(db: Db, { kinds, limit, leaseMs, now }: { kinds: readonly string[]; limit: number; leaseMs: number; now: Date }): Promise<JobRow[]> {
  if (kinds.length === 0) return [];
  const due = sql`select ${backgroundJobs.id} from ${backgroundJobs}
    where ${backgroundJobs.status} = 'queued' and ${backgroundJobs.runAt} <= ${now.toISOString()}::timestamptz and ${inArray(backgroundJobs.kind, [...kinds])}
    order by ${backgroundJobs.runAt} limit ${limit} for update skip locked`;
  return db
    .update(backgroundJobs)
    .set({ status: 'running', attempts: sql`${backgroundJobs.attempts} + 1`, lockedUntil: new Date(now.getTime() + leaseMs) })
    .where(sql`${backgroundJobs.id} in (${due})`)
    .returning();
}

export async function markJobDone(db: Db, id: string, now: Date): Promise<void> {
  await db.update(backgroundJobs).set({ status: 'done', lockedUntil: null, finishedAt: now, lastError: null }).where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.status, 'running')));
}

/**
 * A job that would be queued again while another of its coalesce key already waits: that one does
 * the same work, so this one ends as superseded (two could not both wait, and need not).
 */
const twinWaiting = sql`${backgroundJobs.coalesceKey} is not null and exists (select 1 from ${backgroundJobs} twin where twin.coalesce_key = ${backgroundJobs.coalesceKey} and twin.status = 'queued')`;

async function supersede(db: Db, where: SQL | undefined, { error, now }: { error: string; now: Date }): Promise<void> {
  await db.update(backgroundJobs).set({ status: 'superseded', lockedUntil: null, lastError: error, finishedAt: now }).where(and(where, twinWaiting));
}

/** A failed attempt: queued again at `retryAt`, or failed for good when there is none. */
export async function markJobFailed(db: Db, id: string, { error, retryAt, now }: { error: string; retryAt: Date | null; now: Date }): Promise<void> {
  if (retryAt) await supersede(db, and(eq(backgroundJobs.id, id), eq(backgroundJobs.status, 'running')), { error, now });
  await db
    .update(backgroundJobs)
    .set(retryAt ? { status: 'queued', runAt: retryAt, lockedUntil: null, lastError: error } : { status: 'failed', lockedUntil: null, lastError: error, finishedAt: now })
    .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.status, 'running')));
}

/**
 * Runs whose lease ran out (the instance stopped mid-way): of kinds that may run again they are
 * queued again; of the others (a message may have gone out) they are abandoned, never repeated.
 */
export async function settleExpiredLeases(db: Db, { repeatable, now }: { repeatable: readonly string[]; now: Date }): Promise<void> {
  const expired = and(eq(backgroundJobs.status, 'running'), lt(backgroundJobs.lockedUntil, now));
  const cutOff = 'The run was cut off before it finished.';
  if (repeatable.length > 0) {
    const repeat = and(expired, inArray(backgroundJobs.kind, [...repeatable]));
    await supersede(db, repeat, { error: cutOff, now });
    await db.update(backgroundJobs).set({ status: 'queued', lockedUntil: null, lastError: cutOff }).where(repeat);
  }
  await db
    .update(backgroundJobs)
    .set({ status: 'abandoned', lockedUntil: null, lastError: cutOff, finishedAt: now })
    .where(repeatable.length > 0 ? and(expired, sql`not ${inArray(backgroundJobs.kind, [...repeatable])}`) : expired);
}

/** Done, failed, abandoned and superseded jobs finished before `before`: deleted. A dedupe key of a scheduled day is long past by then. */
export async function purgeFinishedJobs(db: Db, before: Date): Promise<void> {
  await db.delete(backgroundJobs).where(and(inArray(backgroundJobs.status, ['done', 'failed', 'abandoned', 'superseded']), lt(backgroundJobs.finishedAt, before)));
}
