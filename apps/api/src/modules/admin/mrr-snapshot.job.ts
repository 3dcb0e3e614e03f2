import { calculateBusinessFigures, toSubscriptionStatus } from '@finboard/domain';
import type { Db } from '@finboard/db';
import { z } from 'zod';
import type { JobKind, JobSchedule } from '../../jobs/job-runner';
import { findRevenueSubscriptions } from './admin-dashboard.repository';
import { saveMrrSnapshot } from './mrr-snapshots.repository';

export const MRR_SNAPSHOT_JOB = 'admin.mrr-snapshot';

/** Offered on every poll; queued once per product day (the day is the dedupe key), so the snapshot is the day's first figure. */
export function mrrSnapshotSchedule(today: (now: Date) => string): JobSchedule {
  return {
    due: (now) => {
      const day = today(now);
      return { kind: MRR_SNAPSHOT_JOB, payload: { day }, dedupeKey: `${MRR_SNAPSHOT_JOB}:${day}`, maxAttempts: 5 };
    },
  };
}

/** Today's MRR from the billing mirror, by the same sum as the admin dashboard's tile. */
export async function takeMrrSnapshot(db: Db, day: string): Promise<void> {
  const subscriptions = (await findRevenueSubscriptions(db)).map((row) => ({ ...row, status: toSubscriptionStatus(row.status) }));
  const { mrrCents, payingSubscriptions } = calculateBusinessFigures(subscriptions);
  await saveMrrSnapshot(db, { day, mrrCents, payingSubscriptions });
}

/** The daily MRR snapshot: the billing mirror keeps only current states, so past MRR exists only if recorded. */
export function mrrSnapshotJob(deps: { db: Db }): JobKind<{ day: string }> {
  return {
    kind: MRR_SNAPSHOT_JOB,
    repeatable: true,
    parse: (payload) => z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }).parse(payload),
    run: ({ day }) => takeMrrSnapshot(deps.db, day),
  };
}
