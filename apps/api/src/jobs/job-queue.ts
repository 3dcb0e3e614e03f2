import { createHash } from 'node:crypto';
import { type Database, type Db, rowsOf } from '@finboard/db';
import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';

/**
 * The job library (pg-boss, its tables in the `pgboss` schema, installed and migrated by pg-boss
 * itself at start-up under its advisory lock). It runs its SQL through the project's own
 * connections: the PostgreSQL pool, or the one in-process PGlite, which has what it needs
 * (partitioned tables, SKIP LOCKED, advisory locks).
 */
export type JobLibrary = PgBoss;

/** Finished jobs are kept a month for looking into what happened (and their dedupe ids hold that long), then deleted. */
const FINISHED_JOBS_KEPT_SECONDS = 30 * 24 * 3_600;

export function createJobLibrary(database: Database): JobLibrary {
  return new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.querySql(text, values) },
    // The runner keeps its own calendar and runs pg-boss's maintenance on its own timer (only where RUN_JOBS).
    supervise: false,
    schedule: false,
    archiveCompletedAfterSeconds: FINISHED_JOBS_KEPT_SECONDS,
    archiveFailedAfterSeconds: FINISHED_JOBS_KEPT_SECONDS,
    deleteAfterDays: 1,
  });
}

/** pg-boss's SQL with $n parameters, run in a drizzle transaction (so a job commits with its event). */
function inTransaction(tx: Db): { executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> } {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`));
      return { rows: rowsOf<Record<string, unknown>>(await tx.execute(sql.join(chunks))) };
    },
  };
}

/**
 * Makes each queue if missing and gives it these settings (a new job reads its queue's), one instance
 * at a time: two sessions making one queue's partition at once deadlock on pg-boss's queue table.
 */
export async function defineQueues(database: Database, queues: PgBoss.Queue[]): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('finboard_job_queues'))`);
    const library = new PgBoss({ db: inTransaction(tx), supervise: false, schedule: false });
    for (const queue of queues) {
      await library.createQueue(queue.name, queue);
      await library.updateQueue(queue.name, queue);
    }
  });
}

/** Only ever given a transaction per call: a sender of jobs needs no connection of its own. */
const sender = new PgBoss({
  db: {
    executeSql: () => Promise.reject(new Error('Jobs are queued in the caller’s transaction.')),
  },
});

/** The same dedupe key is the same job id (pg-boss refuses a second job of one id). */
export function jobIdOf(dedupeKey: string): string {
  const hex = createHash('sha256').update(dedupeKey).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  /** The same key is queued once (for the month finished jobs are kept): an event retried or replayed asks for the same work again. */
  dedupeKey: string;
  /** While a job of this key waits to run, asking again queues nothing more (a sync already asked for covers the next request). Only for kinds registered as coalesced. */
  coalesceKey?: string;
  maxAttempts: number;
  runAt?: Date;
}

/** Queues a job in the caller's transaction; false when that key was queued before, or a job of its coalesce key already waits. */
export async function enqueueJob(tx: Db, job: NewJob): Promise<boolean> {
  const id = await sender.send(job.kind, job.payload, {
    id: jobIdOf(job.dedupeKey),
    retryLimit: job.maxAttempts - 1,
    ...(job.coalesceKey ? { singletonKey: job.coalesceKey } : {}),
    ...(job.runAt ? { startAfter: job.runAt } : {}),
    db: inTransaction(tx),
  });
  return id !== null;
}

/** Many jobs in one statement (the daily refresh's thousand syncs), in the caller's transaction. */
export async function enqueueJobs(tx: Db, jobs: NewJob[]): Promise<void> {
  if (jobs.length === 0) return;
  await sender.insert(
    jobs.map((job) => ({
      id: jobIdOf(job.dedupeKey),
      name: job.kind,
      data: job.payload,
      retryLimit: job.maxAttempts - 1,
      ...(job.coalesceKey ? { singletonKey: job.coalesceKey } : {}),
      ...(job.runAt ? { startAfter: job.runAt } : {}),
    })),
    { db: inTransaction(tx) },
  );
}
