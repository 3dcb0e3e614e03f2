import { z } from 'zod';
import type { JobKind, JobSchedule } from '../../jobs/job-runner';
import type { SandboxBillingControls } from '../../providers/billing/billing-provider';

export const SANDBOX_CLOCK_JOB = 'billing.sandbox-clock';

/**
 * The embedded billing sandbox has no servers of its own to end trials, renew periods and retry
 * failed charges (Stripe does that itself): a job once a minute does it, queued once per minute
 * however many instances offer it.
 */
export function sandboxClockSchedule(): JobSchedule {
  return {
    due: (now) => {
      const minute = Math.floor(now.getTime() / 60_000);
      return { kind: SANDBOX_CLOCK_JOB, payload: { minute }, dedupeKey: `${SANDBOX_CLOCK_JOB}:${minute}`, maxAttempts: 1 };
    },
  };
}

export function sandboxClockJob(sandbox: SandboxBillingControls): JobKind<{ minute: number }> {
  return {
    kind: SANDBOX_CLOCK_JOB,
    repeatable: true,
    parse: (payload) => z.object({ minute: z.number().int() }).parse(payload),
    run: () => sandbox.advanceClock(),
  };
}
