import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db } from './database';
import { listenOnPglite, listenOnPostgres } from './listen';
import { migratePostgres } from './migrate-postgres';
import { resolveMigrationsFolder } from './migrations-folder';
import { DEFAULT_REPLICA_RULES, openReadRouter, primaryOnly, type ReadRouter } from './replicas/read-router';
import * as schema from './schema';

export type DatabaseTarget =
  // connectTimeoutMs: how long a query may wait for a connection (a new one, or a free one of the
  // pool's) before it fails: while PostgreSQL is down requests fail within it instead of hanging.
  // Not given (tests, scripts): they wait, as pg does by default.
  | {
      kind: 'postgres';
      url: string;
      connectTimeoutMs?: number;
      /** Streaming replicas of `url`'s primary for lag-tolerant reads (DATABASE_READ_URL); none: every read is the primary's. */
      readUrls?: string[];
      /** The lag rule's numbers (replica-set.ts); DEFAULT_REPLICA_RULES otherwise. */
      replicaRules?: Partial<typeof DEFAULT_REPLICA_RULES>;
      /** A direct (session) connection to the primary for LISTEN when `url` goes through a transaction pooler (DATABASE_LISTEN_URL); else `url`. */
      listenUrl?: string;
      /**
       * `url` (and the replicas') go through a pooler in transaction mode (PgBouncer's
       * pool_mode=transaction): no statement is prepared under a name, since the next use may
       * land on another server connection that never saw it.
       */
      transactionPooling?: boolean;
    }
  // loadDataDir: a `dumpDataDir()` tarball to start from instead of an empty cluster (the tests'
  // migrated snapshot, far cheaper than initdb); the migrator then has nothing left to do.
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob };

/** A query's config without its name (a Submittable, such as a cursor, is left as it is). */
function unnamed(config: unknown): unknown {
  if (!config || typeof config !== 'object' || !('name' in config) || 'submit' in config) return config;
  return { ...(config as Record<string, unknown>), name: undefined };
}

/** node-postgres' client with every statement unnamed (drizzle's `.prepare(name)` included): what a transaction pooler needs. */
class UnnamedStatementsClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    Object.assign(this, { query: (config: unknown, ...rest: unknown[]) => query(unnamed(config), ...rest) });
  }
}

const REPLICA_CONNECT_TIMEOUT_MS = 2_000;

/** A script of several statements that opens its own transaction (`BEGIN; …; COMMIT`). */
const SCRIPT_BEGINS_TRANSACTION = /^\s*begin\b/i;

/** A pool of 10 that survives lost connections (the primary's, and each replica's). */
function makePool(url: string, connectTimeoutMs: number | undefined, transactionPooling: boolean): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: connectTimeoutMs ?? 0,
    keepAlive: true,
    ...(transactionPooling ? { Client: UnnamedStatementsClient } : {}),
  });
  // An idle connection the server closes (a restart, a dropped test database) must not crash the
  // process: the pool discards it and opens a new one when needed.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  // The pool listens only to idle connections: one lost while checked out (between a transaction's
  // statements) emits 'error' on its client with nobody listening, which ends the process. Its
  // query in flight fails on its own and the pool discards the connection when it is released.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error(`PostgreSQL connection lost while in use: ${error.message}`));
  });
  return pool;
}

/** Opens PGlite (a folder, or memory when dataDir is null) or PostgreSQL, and applies the migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const migrationsFolder = resolveMigrationsFolder();
  if (target.kind === 'postgres') {
    const transactionPooling = target.transactionPooling ?? false;
    const pool = makePool(target.url, target.connectTimeoutMs, transactionPooling);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    let reads: ReadRouter;
    try {
      // Several api instances may start at once on a new release: one migrates, the others wait for it.
      await migratePostgres(pool, migrationsFolder);
      const readUrls = target.readUrls ?? [];
      reads =
        readUrls.length > 0
          ? await openReadRouter(pool, db, {
              ...DEFAULT_REPLICA_RULES,
              ...target.replicaRules,
              urls: readUrls,
              // A replica that does not answer is not waited for long: its reads go to the primary.
              makePool: (url) => makePool(url, Math.min(target.connectTimeoutMs ?? REPLICA_CONNECT_TIMEOUT_MS, REPLICA_CONNECT_TIMEOUT_MS), transactionPooling),
            })
          : primaryOnly(db);
    } catch (error) {
      await pool.end();
      throw error;
    }
    const listenUrl = target.listenUrl ?? target.url;
    return {
      db,
      kind: 'postgres',
      reads,
      listen: (channel, handlers) => listenOnPostgres(listenUrl, channel, handlers),
      querySql: (text, values) => pool.query(text, values),
      async close() {
        await reads.close();
        await pool.end();
      },
    };
  }
  // pg_trgm: the admin clients search's trigram index (migration 0019) exists here too, as on PostgreSQL.
  const client = new PGlite({ dataDir: target.dataDir ?? undefined, loadDataDir: target.loadDataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    reads: primaryOnly(db),
    listen: (channel, handlers) => listenOnPglite(client, channel, handlers),
    // PGlite's query() takes one statement: several without parameters go through exec(). A script that
    // opens its own transaction (pg-boss's locked ones) runs inside one of PGlite's too, so one that fails
    // midway is rolled back before any other query reaches PGlite's one connection (a pool drops the
    // connection instead).
    querySql: async (text, values) => {
      if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values);
      const results = SCRIPT_BEGINS_TRANSACTION.test(text) ? await client.transaction((tx) => tx.exec(text)) : await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    close: () => client.close(),
  };
}
