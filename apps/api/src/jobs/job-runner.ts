import type { Database, Listener } from '@finboard/db';
import { sql } from 'drizzle-orm';
import type { Db } from '@finboard/db';
import { claimDueJobs, enqueueJob, markJobDone, markJobFailed, type NewJob, purgeFinishedJobs, settleExpiredLeases } from './job-queue.repository';

/** Finished jobs are kept a month for looking into what happened, then deleted (a daily refresh alone queues one per item per day). */
const FINISHED_JOBS_KEPT_MS = 30 * 24 * 3_600_000;

/** A failure that another attempt cannot fix (an invalid phone number, a user who is gone): no retry. */
export class PermanentJobError extends Error {}

export interface JobKind<Payload> {
  kind: string;
  /** May a run cut off mid-way run again? Not for one that may have sent a message: it must never go twice. */
  repeatable: boolean;
  parse(payload: unknown): Payload;
  run(payload: Payload): Promise<void>;
}

const JOBS_CHANNEL = 'finboard_jobs';

/**
 * Work the runners queue for themselves on a calendar (the daily refresh). Every runner offers it on
 * every poll; its dedupe key (the day, say) makes it queued once per period across all instances.
 */
export interface JobSchedule {
  due(now: Date): NewJob;
}

/** Queues a job in the caller's transaction and wakes the runners once it commits. */
export async function queueJob(tx: Db, job: NewJob): Promise<void> {
  if (await enqueueJob(tx, job)) await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${job.kind})`);
}

export interface JobRunnerOptions {
  /** Checks for due work this often even without a wake-up (retries fall due, another instance's NOTIFY was missed). */
  pollMs: number;
  leaseMs: number;
  batch: number;
  /** The delay before attempt n + 1. */
  backoffMs(attempt: number): number;
  now(): Date;
  onError(error: unknown, job?: { id: string; kind: string }): void;
}

export const DEFAULT_RUNNER_OPTIONS: Omit<JobRunnerOptions, 'onError'> = {
  pollMs: 5_000,
  leaseMs: 60_000,
  batch: 20,
  backoffMs: (attempt) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000),
  now: () => new Date(),
};

/**
 * Runs the queued jobs of the kinds it knows, on every api instance: woken by NOTIFY when one is
 * queued, polling as a fallback. A run that throws is retried after a growing delay until its
 * attempts are spent (a PermanentJobError at once fails it).
 */
export class JobRunner {
  private readonly kinds = new Map<string, JobKind<unknown>>();
  private readonly schedules: JobSchedule[] = [];
  private timer: NodeJS.Timeout | null = null;
  private listener: Listener | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private leasesSettledAt = 0;

  constructor(
    private readonly database: Database,
    private readonly options: JobRunnerOptions,
  ) {}

  register<Payload>(kind: JobKind<Payload>): this {
    this.kinds.set(kind.kind, kind as JobKind<unknown>);
    return this;
  }

  schedule(schedule: JobSchedule): this {
    this.schedules.push(schedule);
    return this;
  }

  async start(): Promise<void> {
    this.listener = await this.database.listen(JOBS_CHANNEL, { onPayload: () => this.wake(), onGap: () => this.wake() });
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Runs what is due now and resolves when the queue has nothing due (tests wait on it). */
  async drain(): Promise<void> {
    // Whatever is due now, leases that ran out included.
    this.leasesSettledAt = 0;
    this.wake();
    while (this.running) await this.running;
  }

  /** Whether a batch of jobs is running now (a shutdown that waits too long says so). */
  get busy(): boolean {
    return this.running !== null;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.listener?.close();
    while (this.running) await this.running;
  }

  private wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.loop()
      .catch((error: unknown) => this.options.onError(error))
      .finally(() => {
        this.running = null;
      });
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      const db = this.database.db;
      await this.settleLeasesNowAndThen();
      for (;;) {
        const jobs = await claimDueJobs(db, { kinds: [...this.kinds.keys()], limit: this.options.batch, leaseMs: this.options.leaseMs, now: this.options.now() });
        if (jobs.length === 0) break;
        await Promise.all(jobs.map((job) => this.runOne(job.id, job.kind, job.payload, job.attempts, job.maxAttempts)));
        if (this.stopped) return;
      }
    } while (this.again && !this.stopped);
  }

  /**
   * Once per poll, not on every wake-up a busy queue gets: leases that ran out are settled, scheduled
   * work is offered, finished jobs past their keeping time are cleared away.
   */
  private async settleLeasesNowAndThen(): Promise<void> {
    const now = this.options.now();
    if (now.getTime() - this.leasesSettledAt < this.options.pollMs) return;
    this.leasesSettledAt = now.getTime();
    const db = this.database.db;
    const repeatable = [...this.kinds.values()].filter((kind) => kind.repeatable).map((kind) => kind.kind);
    await settleExpiredLeases(db, { repeatable, now });
    // Only a started runner (RUN_JOBS) keeps the calendar; a test draining by hand queues its own work.
    if (this.timer) for (const schedule of this.schedules) await queueJob(db, schedule.due(now));
    await purgeFinishedJobs(db, new Date(now.getTime() - FINISHED_JOBS_KEPT_MS));
  }

  private async runOne(id: string, kindName: string, payload: unknown, attempt: number, maxAttempts: number): Promise<void> {
    const db = this.database.db;
    const kind = this.kinds.get(kindName);
    try {
      if (!kind) throw new PermanentJobError(`No runner knows the job kind ${kindName}.`);
      await kind.run(kind.parse(payload));
      await markJobDone(db, id, this.options.now());
    } catch (error) {
      const now = this.options.now();
      const permanent = error instanceof PermanentJobError;
      const retryAt = !permanent && attempt < maxAttempts ? new Date(now.getTime() + this.options.backoffMs(attempt)) : null;
      if (!permanent) this.options.onError(error, { id, kind: kindName });
      await markJobFailed(db, id, { error: error instanceof Error ? error.message : String(error), retryAt, now });
    }
  }
}
