import type { Db } from '@finboard/db';
import { keptRecordsCutoff } from '@finboard/domain/portability';
import { z } from 'zod';
import type { JobKind, JobSchedule } from '../../jobs/job-runner';
import { purgeKeptRecords } from './kept-records.repository';

export const PURGE_KEPT_RECORDS_JOB = 'account-deletion.purge-kept-records';
const DAY_MS = 24 * 60 * 60_000;

/** Once a day: a record falls due on the day it turns 6 years old, and a day's delay is within the rule. */
export function purgeKeptRecordsSchedule(): JobSchedule {
  return {
    due: (now) => {
      const day = Math.floor(now.getTime() / DAY_MS);
      return { kind: PURGE_KEPT_RECORDS_JOB, payload: { day }, dedupeKey: `${PURGE_KEPT_RECORDS_JOB}:${day}`, maxAttempts: 3 };
    },
  };
}

/** What the law kept of deleted accounts goes once it is older than 6 years (the clock is the caller's, so a test moves it). */
export function purgeKeptRecordsJob(deps: { db: Db; now: () => Date }): JobKind<{ day: number }> {
  return {
    kind: PURGE_KEPT_RECORDS_JOB,
    repeatable: true,
    parse: (payload) => z.object({ day: z.number().int() }).parse(payload),
    async run() {
      await purgeKeptRecords(deps.db, keptRecordsCutoff(deps.now()));
    },
  };
}
