import type { Db } from '../database';
import { formatLsn } from './lsn';

/** A streaming replica as the router sees it: its handle and how far it has replayed the primary's WAL. */
export interface ReplicaEndpoint {
  /** Where it is, without credentials ('host:port/database'): for /readyz and the logs. */
  name: string;
  db: Db;
  /** pg_last_wal_replay_lsn(); throws when it is down or not a replica (pg_is_in_recovery() false). */
  replayPosition(): Promise<bigint>;
}

export interface PrimaryEndpoint {
  db: Db;
  /** pg_current_wal_insert_lsn(): everything committed so far lies at or before it. */
  walPosition(): Promise<bigint>;
}

export interface ReplicaRules {
  /** A replica further behind than this is skipped (DATABASE_READ_MAX_LAG_MS). */
  maxLagMs: number;
  /** How often the primary's position and every replica's are read. */
  probeEveryMs: number;
  /** How long a probe may take before the replica counts as down. */
  probeTimeoutMs: number;
  now?: () => number;
}

export type ReplicaState = 'up' | 'lagging' | 'down' | 'unknown';

export interface ReplicaStatus {
  name: string;
  state: ReplicaState;
  /** How far behind it was at the last probe (see lagOf); null when unknown. */
  lagMs: number | null;
  replayLsn: string | null;
  reason?: string;
}

interface Tracked {
  endpoint: ReplicaEndpoint;
  state: ReplicaState;
  lagMs: number | null;
  replayLsn: bigint | null;
  checkedAt: number;
  reason?: string;
}

interface Sample {
  at: number;
  position: bigint;
}

class TimedOut extends Error {}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200);

/**
 * The lag rule, in one place. Every `probeEveryMs` the primary's WAL position is sampled, then each
 * replica's replay position. A replica's lag is the age of the newest primary sample it has
 * replayed (0 when it has replayed the newest); one that has replayed none of the samples kept is
 * counted as lagging. A replica serves a lag-tolerant read when its last probe (at most three
 * periods old) found it answering, in recovery and at most `maxLagMs` behind, and, for a reader who
 * wrote recently, when it has replayed the primary's position taken just after that write (the
 * mark): read-your-writes. A replica the known position says is behind the mark is asked once more
 * (it usually caught up within milliseconds); else the read goes to the primary.
 */
export class ReplicaSet {
  private readonly replicas: Tracked[];
  private samples: Sample[] = [];
  private turn = 0;
  private timer: NodeJS.Timeout | null = null;
  private refreshing: Promise<void> | null = null;
  private readonly now: () => number;

  constructor(
    private readonly primary: PrimaryEndpoint,
    replicas: ReplicaEndpoint[],
    private readonly rules: ReplicaRules,
  ) {
    this.now = rules.now ?? Date.now;
    this.replicas = replicas.map((endpoint) => ({ endpoint, state: 'unknown', lagMs: null, replayLsn: null, checkedAt: 0 }));
  }

  /** Probes now, then every probeEveryMs until stop(); the timer keeps no process alive. */
  async start(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh(), this.rules.probeEveryMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** One probe round (a round already under way is shared). Never throws: a failed probe marks its replica down. */
  refresh(): Promise<void> {
    this.refreshing ??= this.probe().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async probe(): Promise<void> {
    try {
      // Sampled before the replicas, so a replica at or past it has replayed everything committed before this round.
      const position = await within(this.primary.walPosition(), this.rules.probeTimeoutMs);
      this.samples.push({ at: this.now(), position });
      this.forgetOldSamples();
    } catch {
      // The primary did not answer: the replicas are judged against the positions sampled before.
    }
    await Promise.all(this.replicas.map((replica) => this.probeReplica(replica)));
  }

  private async probeReplica(replica: Tracked): Promise<void> {
    try {
      const replayed = await within(replica.endpoint.replayPosition(), this.rules.probeTimeoutMs);
      this.record(replica, replayed);
    } catch (error) {
      this.markDown(replica.endpoint.name, error);
    }
  }

  private record(replica: Tracked, replayed: bigint): void {
    replica.replayLsn = replayed;
    replica.checkedAt = this.now();
    replica.lagMs = this.lagOf(replayed);
    const isBehind = replica.lagMs === null || replica.lagMs > this.rules.maxLagMs;
    replica.state = isBehind ? 'lagging' : 'up';
    replica.reason = replica.lagMs === null ? 'behind every primary position sampled' : isBehind ? `more than ${this.rules.maxLagMs} ms behind` : undefined;
  }

  /** The age of the newest primary sample the replica has replayed; null when it has replayed none of those kept. */
  private lagOf(replayed: bigint): number | null {
    const newest = this.samples.at(-1);
    if (!newest) return null;
    if (replayed >= newest.position) return 0;
    for (let index = this.samples.length - 2; index >= 0; index -= 1) {
      const sample = this.samples[index];
      if (sample && replayed >= sample.position) return this.now() - sample.at;
    }
    return null;
  }

  /** Enough history to tell a lag of maxLagMs: samples older than that and two periods are of no use. */
  private forgetOldSamples(): void {
    const horizon = this.now() - this.rules.maxLagMs - 2 * this.rules.probeEveryMs;
    while (this.samples.length > 1 && (this.samples[1]?.at ?? 0) < horizon) this.samples.shift();
  }

  /** A replica failed a probe or a read: skipped until a probe finds it answering again. */
  markDown(name: string, error: unknown): void {
    const replica = this.replicas.find((candidate) => candidate.endpoint.name === name);
    if (!replica) return;
    replica.state = 'down';
    replica.checkedAt = this.now();
    replica.reason = reasonOf(error);
  }

  private isServing(replica: Tracked): boolean {
    return replica.state === 'up' && this.now() - replica.checkedAt <= 3 * this.rules.probeEveryMs;
  }

  /**
   * The database for a lag-tolerant read by a reader whose last write left the primary at `mark`
   * (null: no recent write known): a serving replica that has replayed the mark, taken in turn, else the primary.
   */
  async choose(mark: bigint | null): Promise<{ db: Db; replica: string | null }> {
    const serving = this.replicas.filter((replica) => this.isServing(replica));
    let ready = serving.filter((replica) => mark === null || (replica.replayLsn ?? -1n) >= mark);
    if (ready.length === 0 && serving.length > 0 && mark !== null) {
      // Known positions are up to a period old: ask the serving ones where they are now.
      await Promise.all(
        serving.map(async (replica) => {
          try {
            const replayed = await within(replica.endpoint.replayPosition(), Math.min(250, this.rules.probeTimeoutMs));
            if (replayed > (replica.replayLsn ?? -1n)) replica.replayLsn = replayed;
          } catch (error) {
            this.markDown(replica.endpoint.name, error);
          }
        }),
      );
      ready = serving.filter((replica) => replica.state === 'up' && (replica.replayLsn ?? -1n) >= mark);
    }
    const chosen = ready[this.turn++ % Math.max(ready.length, 1)];
    return chosen ? { db: chosen.endpoint.db, replica: chosen.endpoint.name } : { db: this.primary.db, replica: null };
  }

  status(): ReplicaStatus[] {
    return this.replicas.map((replica) => ({
      name: replica.endpoint.name,
      state: replica.state === 'up' && !this.isServing(replica) ? 'unknown' : replica.state,
      lagMs: replica.lagMs,
      replayLsn: replica.replayLsn === null ? null : formatLsn(replica.replayLsn),
      ...(replica.reason ? { reason: replica.reason } : {}),
    }));
  }
}
