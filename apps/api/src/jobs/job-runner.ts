import type { Database, Db, Listener } from '@finboard/db';
import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { createJobLibrary, defineQueues, enqueueJob, type JobLibrary, type NewJob } from './job-queue';
import { moveHeldJobs } from './move-held-jobs';

export type { NewJob } from './job-queue';

/** A failure that another attempt cannot fix (an invalid phone number, a user who is gone): no retry. */
export class PermanentJobError extends Error {}

export interface JobKind<Payload> {
  kind: string;
  /** May a run cut off mid-way run again? Not for one that may have sent a message: it must never go twice. */
  repeatable: boolean;
  /** Queued with a coalesce key: one waits per key (pg-boss's `short` policy), asking again while it waits adds nothing. */
  coalesced?: boolean;
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
  /** A run still going after this long was cut off (its instance died): pg-boss's expiry. */
  leaseSeconds: number;
  batch: number;
  /** pg-boss's retry delay: `retryDelaySeconds` · 2^n, up to twice that (jitter), when exponential. */
  retryDelaySeconds: number;
  exponentialBackoff: boolean;
  onError(error: unknown, job?: { id: string; kind: string }): void;
}

export const DEFAULT_RUNNER_OPTIONS: Omit<JobRunnerOptions, 'onError'> = {
  pollMs: 5_000,
  leaseSeconds: 60,
  batch: 20,
  retryDelaySeconds: 30,
  exponentialBackoff: true,
};

/** pg-boss's maintenance beyond expiry (finished jobs archived after a month, the archive emptied) runs this often. */
const ARCHIVE_EVERY_MS = 3_600_000;

/** Two sessions creating one catalog entry at once: the later fails on the catalog's unique index. */
const isCatalogRace = (error: unknown): boolean => {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23505' && (constraint?.startsWith('pg_') ?? false);
};

/** What a run that threw leaves as the job's output: a retry knows its last attempt ended, not cut off. */
interface RunFailure {
  error: string;
  thrown: true;
}

/**
 * Runs the queued jobs of the kinds it knows, on every api instance, through pg-boss: woken by
 * NOTIFY when one is queued, polling as a fallback. A run that throws is retried by pg-boss after a
 * growing delay until its attempts are spent (a PermanentJobError at once fails it).
 */
export class JobRunner {
  private readonly kinds = new Map<string, JobKind<unknown>>();
  private readonly schedules: JobSchedule[] = [];
  private library: JobLibrary;
  private opened: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private listener: Listener | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private settledAt = 0;
  private archivedAt = 0;

  constructor(
    private readonly database: Database,
    private readonly options: JobRunnerOptions,
  ) {
    this.library = this.newLibrary();
  }

  private newLibrary(): JobLibrary {
    const library = createJobLibrary(this.database);
    library.on('error', (error) => this.options.onError(error));
    return library;
  }

  register<Payload>(kind: JobKind<Payload>): this {
    this.kinds.set(kind.kind, kind);
    return this;
  }

  schedule(schedule: JobSchedule): this {
    this.schedules.push(schedule);
    return this;
  }

  /**
   * Installs (or migrates) pg-boss's tables and a queue per kind: every instance, RUN_JOBS or not,
   * before it queues anything (pg-boss queues nothing for a queue it does not know). Then the old
   * table's unfinished jobs, if any are still held, move in.
   */
  open(): Promise<void> {
    this.opened ??= (async () => {
      await this.startLibrary();
      await defineQueues(
        this.database,
        [...this.kinds.values()].map((kind) => ({
          name: kind.kind,
          policy: kind.coalesced ? ('short' as const) : ('standard' as const),
          retryDelay: this.options.retryDelaySeconds,
          retryBackoff: this.options.exponentialBackoff,
          expireInSeconds: this.options.leaseSeconds,
        })),
      );
      await moveHeldJobs(this.database.db, (kind) => this.kinds.get(kind)?.repeatable ?? false);
    })();
    return this.opened;
  }

  /**
   * pg-boss installs its schema under an advisory lock, but an instance that waited on it can still
   * collide with the one that held it (its catalog cache predates the other's commit). The loser
   * finds the schema made when it starts afresh (a failed start cannot be started again).
   */
  private async startLibrary(): Promise<void> {
    try {
      await this.library.start();
    } catch (error) {
      if (!isCatalogRace(error)) throw error;
      this.library = this.newLibrary();
      await this.library.start();
    }
  }

  async start(): Promise<void> {
    await this.open();
    this.listener = await this.database.listen(JOBS_CHANNEL, { onPayload: () => this.wake(), onGap: () => this.wake() });
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Runs what is due now and resolves when the queue has nothing due (tests wait on it). */
  async drain(): Promise<void> {
    await this.open();
    // Whatever is due now, runs cut off included.
    this.settledAt = 0;
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
    if (this.opened) await this.opened.catch(() => undefined);
    await this.library.stop({ graceful: false, close: false });
  }

  private wake(): void {
    if (this.stopped || !this.opened) return;
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
      await this.settleNowAndThen();
      for (let ran = true; ran && !this.stopped;) {
        ran = false;
        for (const kind of this.kinds.values()) {
          const jobs = await this.library.fetch<unknown>(kind.kind, { batchSize: this.options.batch, includeMetadata: true });
          if (jobs.length > 0) ran = true;
          await Promise.all(jobs.map((job) => this.runOne(kind, job)));
          if (this.stopped) return;
        }
      }
    } while (this.again && !this.stopped);
  }

  /**
   * Once per poll, not on every wake-up a busy queue gets: runs cut off are expired (pg-boss fails
   * them, to be retried), scheduled work is offered, and hourly finished jobs are archived and purged.
   */
  private async settleNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now - this.settledAt < this.options.pollMs) return;
    this.settledAt = now;
    await this.library.expire();
    // Only a started runner (RUN_JOBS) keeps the calendar; a test draining by hand queues its own work.
    if (this.timer) {
      for (const schedule of this.schedules) await queueJob(this.database.db, schedule.due(new Date(now)));
      if (now - this.archivedAt >= ARCHIVE_EVERY_MS) {
        this.archivedAt = now;
        await this.library.maintain();
      }
    }
  }

  private async runOne(kind: JobKind<unknown>, job: PgBoss.JobWithMetadata<unknown>): Promise<void> {
    // A retry whose last run did not end in a throw: that run was cut off (pg-boss expired it).
    const cutOff = job.retryCount > 0 && (job.output as Partial<RunFailure> | null)?.thrown !== true;
    try {
      // Never run again what may have sent a message; nor what another waiting job of its key will do.
      if ((cutOff && !kind.repeatable) || (job.retryCount > 0 && kind.coalesced && (await this.twinWaits(job))))
        return await this.library.cancel(kind.kind, job.id);
      await kind.run(kind.parse(job.data));
      await this.library.complete(kind.kind, job.id);
    } catch (error) {
      if (!(error instanceof PermanentJobError)) this.options.onError(error, { id: job.id, kind: kind.kind });
      const failure: RunFailure = { error: error instanceof Error ? error.message : String(error), thrown: true };
      await this.library.fail(kind.kind, job.id, failure);
      // Failed with attempts left (pg-boss set it to retry): ended here when it must not be retried.
      const attemptsLeft = job.retryCount < job.retryLimit;
      if (attemptsLeft && (error instanceof PermanentJobError || (kind.coalesced && (await this.twinWaits(job))))) await this.library.cancel(kind.kind, job.id);
    }
  }

  /** Whether another job of this one's coalesce key is waiting (pg-boss's `short` policy allows one). */
  private async twinWaits(job: PgBoss.JobWithMetadata<unknown>): Promise<boolean> {
    if (!job.singletonKey) return false;
    const { rows } = await this.database.querySql(
      `select 1 from pgboss.job where name = $1 and singleton_key = $2 and state = 'created' and id <> $3 limit 1`,
      [job.name, job.singletonKey, job.id],
    );
    return rows.length > 0;
  }
}
