import { createHash, randomBytes } from 'node:crypto';
import { appendFileSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './database';
import { resolveMigrationsFolder } from './migrations-folder';
import { type DatabaseTarget, openDatabase } from './open-database';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when TEST_DATABASE_URL is
 * set, a new PostgreSQL database that is dropped on close. Starting an empty cluster and migrating
 * it costs far more than copying one, so the migrations run once into a snapshot (kept until they
 * change) that each test database is copied from: every test still gets its own empty database.
 */
export interface TestDatabase extends Database {
  /**
   * Another handle on the same database, as a second api process would open: on PostgreSQL a pool
   * of its own; on PGlite, which is one process's, the same handle (closing it leaves the first open).
   */
  reopen(): Promise<Database>;
}

/** `pgliteDataDir`: a folder for PGlite's files instead of memory (a test that then starts the real server on it). */
export async function createTestDatabase({ pgliteDataDir }: { pgliteDataDir?: string } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDataDir ?? null, loadDataDir: await pgliteSnapshot() });
    return { ...database, reopen: () => Promise.resolve({ ...database, close: () => Promise.resolve() }) };
  }
  const name = `finboard_test_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, async (admin) => {
    // One lock for building the template and copying it, across workers and concurrent runs: a
    // worker never copies a template another is building or dropping. It is the session's, so
    // it is released with the connection even if this process dies.
    await admin.query(`SELECT pg_advisory_lock(hashtext('finboard_tpl'))`);
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${await postgresTemplate(admin, serverUrl)}`);
  });
  const target = testTarget(serverUrl, name);
  const database = countReads(await openDatabase(target));
  return {
    ...database,
    reopen: () => openDatabase(target),
    async close() {
      await database.close();
      await withClient(serverUrl, (dropper) => dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * The test database's target. With TEST_DATABASE_POOLER_URL (the same server through PgBouncer in
 * transaction mode) queries go through the pooler and LISTEN straight to the server; with
 * TEST_DATABASE_READ_URL (a streaming replica of the server) lag-tolerant reads may go there:
 * `npm run test:replicas` sets both. Creating and dropping databases always goes straight to the server.
 */
function testTarget(serverUrl: string, name: string): DatabaseTarget {
  const url = databaseUrl(serverUrl, name);
  const poolerUrl = process.env.TEST_DATABASE_POOLER_URL;
  const readUrl = process.env.TEST_DATABASE_READ_URL;
  return {
    kind: 'postgres',
    url: poolerUrl ? databaseUrl(poolerUrl, name) : url,
    ...(poolerUrl ? { listenUrl: url, transactionPooling: true } : {}),
    ...(readUrl ? { readUrls: [databaseUrl(readUrl, name)] } : {}),
  };
}

/**
 * With TEST_REPLICA_READS_LOG (`npm run test:replicas`), each test database appends to that file,
 * when closed, how many lag-tolerant reads the router sent to a replica and to the primary, so the
 * run can say how much the replica served.
 */
function countReads(database: Database): Database {
  const log = process.env.TEST_REPLICA_READS_LOG;
  if (!log || !database.reads.hasReplicas) return database;
  const counts = { replica: 0, primary: 0 };
  const { reads } = database;
  return {
    ...database,
    reads: {
      ...reads,
      hasReplicas: reads.hasReplicas,
      markLifetimeMs: reads.markLifetimeMs,
      async readDb(mark) {
        const db = await reads.readDb(mark);
        counts[db === database.db ? 'primary' : 'replica'] += 1;
        return db;
      },
    },
    async close() {
      appendFileSync(log, `${counts.replica} ${counts.primary}\n`);
      await database.close();
    },
  };
}

/** A short hash of the migrations: it names the snapshots, so changed migrations get new ones. */
function migrationsHash(): string {
  const folder = resolveMigrationsFolder();
  const files = [
    ...readdirSync(folder)
      .filter((file) => file.endsWith('.sql'))
      .sort(),
    'meta/_journal.json',
  ];
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(readFileSync(join(folder, file)));
  return hash.digest('hex').slice(0, 12);
}

// Vitest runs each test file in a fresh process, so the PGlite snapshot is a file in the temp
// folder that every process shares; a process reads it once.
let snapshot: Promise<Blob> | undefined;

/** A `dumpDataDir()` tarball of a migrated PGlite, per PGlite version (it is PGlite's own format) and migrations. */
function pgliteSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
    const { version } = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
    const prefix = 'finboard-pglite-';
    const file = join(tmpdir(), `${prefix}${version}-${migrationsHash()}.tar`);
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      /* not built yet: build it */
    }
    const database = await openDatabase({ kind: 'pglite', dataDir: null });
    const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    await database.close();
    // Written aside and renamed: a concurrent worker reads a whole file or none (both may build it).
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    renameSync(partial, file);
    // Snapshots of other migrations unused for a day are clutter (~40 MB each); recent ones may
    // belong to another checkout's run.
    for (const old of readdirSync(tmpdir()).filter((name) => name.startsWith(prefix) && name.endsWith('.tar'))) {
      const path = join(tmpdir(), old);
      const built = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
      if (built !== undefined && built < Date.now() - 86_400_000) rmSync(path, { force: true });
    }
    return dump;
  })().catch((error: unknown) => {
    snapshot = undefined;
    throw error;
  });
  return snapshot;
}

/**
 * The migrated template database for these migrations, built if missing; the caller holds the
 * advisory lock. `CREATE DATABASE … TEMPLATE` then copies it in a fraction of a migration's time.
 */
async function postgresTemplate(admin: pg.Client, serverUrl: string): Promise<string> {
  const name = `finboard_tpl_${migrationsHash()}`;
  if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount) return name;
  // Templates of older migrations, and builds a crash left behind, go (one still open is kept).
  const stale = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'finboard\\_tpl\\_%'`);
  for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
  // Migrated under another name and renamed once complete, so a crash never leaves half a schema.
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${building}`);
  // Closing ends every connection to it: a database with connections cannot be copied.
  await (await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, building) })).close();
  await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
  return name;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `use` on a short-lived connection to the server's own database (CREATE/DROP DATABASE need one). */
async function withClient<T>(serverUrl: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
