import { type Db, rowsOf } from '@finboard/db';
import { sql } from 'drizzle-orm';
import { enqueueJobs } from './job-queue';

interface HeldJob {
  kind: string;
  payload: Record<string, unknown>;
  dedupe_key: string;
  coalesce_key: string | null;
  status: string;
  attempts_left: number;
  run_at: string | Date;
}

/**
 * Once, on the first start after migration 0024: the jobs the old `background_jobs` table had not
 * finished are queued in pg-boss (same dedupe keys), and their holding table is dropped. A run the
 * deploy cut off is queued again only if its kind is repeatable (a message may have gone). One
 * instance does it, under a transaction lock; the others find the table gone.
 */
export async function moveHeldJobs(db: Db, repeatable: (kind: string) => boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('finboard_move_held_jobs'))`);
    const exists = rowsOf<{ present: boolean }>(await tx.execute(sql`select to_regclass('public.background_jobs_held') is not null as present`));
    if (!exists[0]?.present) return;
    const held = rowsOf<HeldJob>(await tx.execute(sql`select * from background_jobs_held`));
    const jobs = held
      .filter((job) => job.status === 'queued' || repeatable(job.kind))
      .map((job) => ({
        kind: job.kind,
        payload: job.payload,
        dedupeKey: job.dedupe_key,
        ...(job.coalesce_key ? { coalesceKey: job.coalesce_key } : {}),
        maxAttempts: job.attempts_left,
        runAt: new Date(job.run_at),
      }));
    await enqueueJobs(tx, jobs);
    await tx.execute(sql`drop table background_jobs_held`);
  });
}
