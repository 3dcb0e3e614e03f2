import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from '../database';
import * as schema from '../schema';
import { parseLsn } from './lsn';
import { type ReplicaRules, ReplicaSet, type ReplicaStatus } from './replica-set';

/**
 * Where reads that tolerate a little lag go (dashboards, directory search, history charts, reports,
 * exports): a replica when DATABASE_READ_URL names some and the lag rule (replica-set.ts) allows,
 * else the primary. Writes, reads in a writing transaction and every other read use the primary's `db`.
 */
export interface ReadRouter {
  readonly hasReplicas: boolean;
  /** The database for a lag-tolerant read by a reader whose last write left the primary at `mark` (null: none known). */
  readDb(mark: bigint | null): Promise<Db>;
  /** The primary's WAL position now, taken after a write committed: what a replica must have replayed to show it. Null without replicas. */
  markWrite(): Promise<bigint | null>;
  /** How long a write's mark can still matter (markLifetimeMs); 0 without replicas. */
  readonly markLifetimeMs: number;
  status(): ReplicaStatus[];
  close(): Promise<void>;
}

/** One database (PGlite, or PostgreSQL without replicas): every read is the primary's, as before replicas. */
export function primaryOnly(db: Db): ReadRouter {
  return {
    hasReplicas: false,
    readDb: () => Promise.resolve(db),
    markWrite: () => Promise.resolve(null),
    markLifetimeMs: 0,
    status: () => [],
    close: () => Promise.resolve(),
  };
}

// A replica read that fails for the replica's sake is run again on the primary: the connection is
// refused or lost (class 08, the driver's words, the network's codes), the replica is shutting
// down or starting (57P01-03), too busy (53300), does not have the database yet (3D000, a database
// just created on the primary), or cancelled the query for replay (40001 on a standby).
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const REPLICA_SQLSTATES = /^(08[0-9A-Z]{3}|57P0[123]|53300|3D000|40001)$/;
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

export function isReplicaTrouble(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || REPLICA_SQLSTATES.test(code))) return true;
  return typeof message === 'string' && DRIVER_MESSAGES.some((words) => message.startsWith(words));
}

/** What drizzle queries through for a replica: the replica's pool, and the primary's when the replica fails. */
export class ReplicaQueries {
  constructor(
    private readonly replica: pg.Pool,
    private readonly primary: pg.Pool,
    private readonly onTrouble: (error: unknown) => void,
  ) {}

  /** drizzle's call: a query config and its values (never a callback). */
  async query(...args: unknown[]): Promise<unknown> {
    const run = (pool: pg.Pool) => (pool.query as (...a: unknown[]) => Promise<unknown>).apply(pool, args);
    try {
      return await run(this.replica);
    } catch (error) {
      if (!isReplicaTrouble(error)) throw error;
      this.onTrouble(error);
      return run(this.primary);
    }
  }
}

/** 'host:port/database' of a URL: its user and password never reach a status or a log. */
export function replicaName(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

export interface ReplicaOptions extends Omit<ReplicaRules, 'now'> {
  urls: string[];
  /** Makes each replica's pool (the same settings as the primary's). */
  makePool(url: string): pg.Pool;
}

/**
 * How long a write's mark matters: a replica the rule lets serve was at most maxLag behind at a
 * probe at most three periods old, against samples a period apart, so after maxLag and four
 * periods it has replayed any older mark.
 */
export function markLifetimeMs(rules: Pick<ReplicaRules, 'maxLagMs' | 'probeEveryMs'>): number {
  return rules.maxLagMs + 4 * rules.probeEveryMs;
}

export const DEFAULT_REPLICA_RULES: Readonly<Omit<ReplicaRules, 'now'>> = { maxLagMs: 5_000, probeEveryMs: 1_000, probeTimeoutMs: 1_000 };

const firstValue = (result: { rows: Record<string, unknown>[] }) => Object.values(result.rows[0] ?? {})[0];

/** The primary's pool and db, and a pool per replica URL, routed by the lag rule; probing starts at once. */
export async function openReadRouter(primaryPool: pg.Pool, primaryDb: Db, options: ReplicaOptions): Promise<ReadRouter> {
  const pools = options.urls.map((url) => options.makePool(url));
  let set: ReplicaSet | null = null;
  const replicas = options.urls.map((url, index) => {
    const pool = pools[index] as pg.Pool;
    const name = replicaName(url);
    const queries = new ReplicaQueries(pool, primaryPool, (error) => set?.markDown(name, error));
    return {
      name,
      db: drizzlePg(queries as unknown as pg.Pool, { schema }),
      async replayPosition() {
        const result = await pool.query<{ replaying: boolean; replayed: string | null }>(
          'SELECT pg_is_in_recovery() AS replaying, pg_last_wal_replay_lsn()::text AS replayed',
        );
        const row = result.rows[0];
        if (!row?.replaying) throw new Error('not a replica (pg_is_in_recovery() is false)');
        const replayed = parseLsn(row.replayed);
        if (replayed === null) throw new Error('no WAL replayed yet');
        return replayed;
      },
    };
  });
  const walPosition = async () => {
    const position = parseLsn(String(firstValue(await primaryPool.query('SELECT pg_current_wal_insert_lsn()::text'))));
    if (position === null) throw new Error('the primary reported no WAL position');
    return position;
  };
  set = new ReplicaSet({ db: primaryDb, walPosition }, replicas, options);
  await set.start();
  const started = set;
  return {
    hasReplicas: true,
    readDb: async (mark) => (await started.choose(mark)).db,
    markWrite: walPosition,
    markLifetimeMs: markLifetimeMs(options),
    status: () => started.status(),
    async close() {
      started.stop();
      await Promise.all(pools.map((pool) => pool.end()));
    },
  };
}
