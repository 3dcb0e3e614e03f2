import { PGlite } from '@electric-sql/pglite';
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
  | { kind: 'postgres'; url: string }
  // loadDataDir: a `dumpDataDir()` tarball to start from instead of an empty cluster (the tests'
  // migrated snapshot, far cheaper than initdb); the migrator then has nothing left to do.
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob };

/** Opens PGlite (a folder, or memory when dataDir is null) or PostgreSQL, and applies the migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const migrationsFolder = resolveMigrationsFolder();
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server closes (a restart, a dropped test database) must not crash the
    // process: the pool discards it and opens a new one when needed.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      listen: (channel, handlers) => listenOnPostgres(target.url, channel, handlers),
      close: () => pool.end(),
    };
  }
  const client = new PGlite({ dataDir: target.dataDir ?? undefined, loadDataDir: target.loadDataDir });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    listen: (channel, handlers) => listenOnPglite(client, channel, handlers),
    close: () => client.close(),
  };
}
