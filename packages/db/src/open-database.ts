import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, Db } from './database';
import { listenOnPglite, listenOnPostgres } from './listen';
import { resolveMigrationsFolder } from './migrations-folder';
import * as schema from './schema';

export type DatabaseTarget =
  // connectTimeoutMs: how long a query may wait for a connection (a new one, or a free one of the
  // pool's) before it fails: while PostgreSQL is down requests fail within it instead of hanging.
  // Not given (tests, scripts): they wait, as pg does by default.
  | { kind: 'postgres'; url: string; connectTimeoutMs?: number }
  // loadDataDir: a `dumpDataDir()` tarball to start from instead of an empty cluster (the tests'
  // migrated snapshot, far cheaper than initdb); the migrator then has nothing left to do.
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob };

/** Opens PGlite (a folder, or memory when dataDir is null) or PostgreSQL, and applies the migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const migrationsFolder = resolveMigrationsFolder();
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10, connectionTimeoutMillis: target.connectTimeoutMs ?? 0, keepAlive: true });
    // An idle connection the server closes (a restart, a dropped test database) must not crash the
    // process: the pool discards it and opens a new one when needed.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    // The pool listens only to idle connections: one lost while checked out (between a transaction's
    // statements) emits 'error' on its client with nobody listening, which ends the process. Its
    // query in flight fails on its own and the pool discards the connection when it is released.
    pool.on('connect', (client) => {
      client.on('error', (error) => console.error(`PostgreSQL connection lost while in use: ${error.message}`));
    });
    const db = drizzlePg(pool, { schema });
    // Several api instances may start at once on a new release: one migrates, the others wait
    // for it (a session lock, so it goes with the connection if that instance dies) and find nothing to do.
    const client = await pool.connect();
    try {
      await client.query(`SELECT pg_advisory_lock(hashtext('finboard_migrate'))`);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      await client.query(`SELECT pg_advisory_unlock(hashtext('finboard_migrate'))`);
      client.release();
    } catch (error) {
      client.release(true);
      await pool.end();
      throw error;
    }
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      listen: (channel, handlers) => listenOnPostgres(target.url, channel, handlers),
      querySql: (text, values) => pool.query(text, values),
      close: () => pool.end(),
    };
  }
  // pg_trgm: the admin clients search's trigram index (migration 0019) exists here too, as on PostgreSQL.
  const client = new PGlite({ dataDir: target.dataDir ?? undefined, loadDataDir: target.loadDataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    listen: (channel, handlers) => listenOnPglite(client, channel, handlers),
    // PGlite's query() takes one statement: several without parameters go through exec().
    querySql: async (text, values) => (values && values.length > 0 ? client.query<Record<string, unknown>>(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] })),
    close: () => client.close(),
  };
}
