import type { Db } from '@finboard/db';
import { z } from 'zod';
import type { JobKind, JobSchedule } from '../jobs/job-runner';
import { deleteDeliveredBefore } from './domain-events.repository';
import type { EventDelivery } from './event-delivery';

export const EVENT_SWEEP_JOB = 'domain-events.sweep';

/** Events one sweep delivers at most, in batches; the next minute's sweep takes the rest. */
const SWEEP_BATCH = 200;
const SWEEP_BATCHES = 10;
/** Delivered events are kept a month for looking into what happened (as finished jobs are), then deleted. */
const DELIVERED_KEPT_MS = 30 * 86_400_000;
const PURGE_BATCH = 1_000;

/** Offered on every poll; queued once per minute (its dedupe key is the minute) by whichever instance comes first. */
export function eventSweepSchedule(): JobSchedule {
  return {
    due: (now) => {
      const minute = Math.floor(now.getTime() / 60_000);
      return { kind: EVENT_SWEEP_JOB, payload: { minute }, dedupeKey: `${EVENT_SWEEP_JOB}:${minute}`, maxAttempts: 1 };
    },
  };
}

/**
 * Delivers again what is left undelivered once its sweep time has come: a reaction that failed
 * (retried with a growing delay), or events whose writer died between its commit and their
 * delivery. Then old delivered events are deleted. Repeatable: delivery marks each reaction done.
 */
export function eventSweepJob(deps: { db: Db; delivery: EventDelivery; now?: () => Date }): JobKind<{ minute: number }> {
  const now = deps.now ?? (() => new Date());
  return {
    kind: EVENT_SWEEP_JOB,
    repeatable: true,
    parse: (payload) => z.object({ minute: z.number().int() }).parse(payload),
    async run() {
      // A failing event is pushed later when it fails, so a batch never meets the same one twice.
      for (let batch = 0; batch < SWEEP_BATCHES; batch += 1) {
        if ((await deps.delivery.deliverUndelivered({ now: now(), limit: SWEEP_BATCH })) < SWEEP_BATCH) break;
      }
      await deleteDeliveredBefore(deps.db, { before: new Date(now().getTime() - DELIVERED_KEPT_MS), limit: PURGE_BATCH });
    },
  };
}
