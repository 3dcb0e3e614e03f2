import { z } from 'zod';
import type { JobKind, JobSchedule } from '../../jobs/job-runner';
import { commitWithEvents } from '../../events/commit-with-events';
import { queueItemSyncsForDay } from './daily-refresh.repository';
import { INSTITUTION_SYNC_ATTEMPTS, INSTITUTION_SYNC_JOB } from './institution-sync.job';
import type { SyncDeps } from './sync.service';

export const DAILY_REFRESH_JOB = 'aggregation.daily-refresh';
/** A thousand items start over about three minutes rather than all at once. */
export const DAILY_SYNC_SPACING_MS = 200;

/** Offered on every poll; queued once per product day (its dedupe key is the day) by whichever instance comes first. */
export function dailyRefreshSchedule(today: (now: Date) => string): JobSchedule {
  return {
    due: (now) => {
      const day = today(now);
      return { kind: DAILY_REFRESH_JOB, payload: { day }, dedupeKey: `${DAILY_REFRESH_JOB}:${day}`, maxAttempts: 5 };
    },
  };
}

/**
 * The daily refresh, so net worth has a real point every day without any activity of the client:
 * every linked item is synced (balances, transactions, holdings, then that owner's snapshot) by its
 * own job, queued with the event DailyRefreshStarted, whose reaction writes the day's snapshot of
 * the owners with manual accounts only.
 */
export function dailyRefreshJob(deps: SyncDeps & { spacingMs?: number }): JobKind<{ day: string }> {
  return {
    kind: DAILY_REFRESH_JOB,
    repeatable: true,
    parse: (payload) => z.object({ day: z.string() }).parse(payload),
    async run({ day }) {
      await commitWithEvents(deps.db, async (tx, events) => {
        await queueItemSyncsForDay(tx, {
          day,
          kind: INSTITUTION_SYNC_JOB,
          maxAttempts: INSTITUTION_SYNC_ATTEMPTS,
          spacingMs: deps.spacingMs ?? DAILY_SYNC_SPACING_MS,
        });
        await events.record({ type: 'DailyRefreshStarted', onDate: deps.today() });
      });
    },
  };
}
