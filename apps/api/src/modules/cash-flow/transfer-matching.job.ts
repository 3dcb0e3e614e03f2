import type { Db } from '@finboard/db';
import { z } from 'zod';
import type { JobKind } from '../../jobs/job-runner';
import { matchClientTransfers } from './transfer-matching.service';

/** Queued per client by migration 0015 so that data synced before transfers were recognised gets its pairs too. */
export const MATCH_TRANSFERS_JOB = 'cash-flow.match-transfers';

/** One client's matching pass; it only sets what the pass finds, so a run cut off mid-way may run again. */
export function matchTransfersJob(deps: { db: Db }): JobKind<{ userId: string }> {
  return {
    kind: MATCH_TRANSFERS_JOB,
    repeatable: true,
    parse: (payload) => z.object({ userId: z.string().min(1) }).parse(payload),
    async run({ userId }) {
      await matchClientTransfers(deps.db, userId);
    },
  };
}
