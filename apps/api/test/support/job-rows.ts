import type { Database } from '@finboard/db';
import { jobIdOf } from '../../src/jobs/job-queue';

/** A job as pg-boss keeps it (its `pgboss.job` table), for tests to look at. */
export interface JobRow {
  id: string;
  name: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  retryCount: number;
  data: Record<string, unknown>;
  startAfter: Date;
  output: { error?: string; thrown?: boolean; value?: { message?: string } } | null;
}

const COLUMNS = `id, name, state, retry_count as "retryCount", data, start_after as "startAfter", output`;

/** The jobs of a kind (whose payload has `data`'s fields), oldest first; or the one job of a dedupe key. */
export async function jobRows(database: Database, where: { kind: string; dedupeKey?: string; data?: Record<string, unknown> }): Promise<JobRow[]> {
  const { rows } = where.dedupeKey
    ? await database.querySql(`select ${COLUMNS} from pgboss.job where name = $1 and id = $2`, [where.kind, jobIdOf(where.dedupeKey)])
    : await database.querySql(`select ${COLUMNS} from pgboss.job where name = $1 and data @> $2::jsonb order by created_on, id`, [
        where.kind,
        JSON.stringify(where.data ?? {}),
      ]);
  return rows as unknown as JobRow[];
}

/** Time passes: waiting jobs (a retry's backoff, a later start) fall due. */
export async function makeJobsDue(database: Database, kind?: string): Promise<void> {
  await database.querySql(
    `update pgboss.job set start_after = now() - interval '1 second' where state in ('created', 'retry') and ($1::text is null or name = $1)`,
    [kind ?? null],
  );
}

/** Time passes: running jobs outlive their expiry, as when the instance running them died. */
export async function expireRunningJobs(database: Database): Promise<void> {
  await database.querySql(`update pgboss.job set started_on = now() - interval '1 day' where state = 'active'`);
}
