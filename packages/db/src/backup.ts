import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';

/**
 * Backups of the database, the server stopped or not:
 * - PGlite (DATA_DIR/pglite): the server must be stopped (the folder is one process's); the data
 *   folder is locked as the server does, and dumped by PGlite's own `dumpDataDir` as a tar.gz.
 * - PostgreSQL: `pg_dump -Fc` of DATABASE_URL, restored by `pg_restore --clean --if-exists` in one
 *   transaction. The password goes to the tools as PGPASSWORD, never on their command line.
 * A restore refuses a target that holds data unless `force` is given.
 */
export class BackupError extends Error {}

const GZIP_MAGIC = [0x1f, 0x8b];
const PG_DUMP_MAGIC = 'PGDMP';

export function pgliteFolder(dataDir: string): string {
  return join(dataDir, 'pglite');
}

/** `finboard-<kind>-2025-01-31T12-00-00-000Z.<ext>` in `folder`. */
export function defaultBackupFile(kind: 'pglite' | 'postgres', folder = 'backups', now = new Date()): string {
  return join(folder, `finboard-${kind}-${now.toISOString().replace(/[:.]/g, '-')}.${kind === 'pglite' ? 'tar.gz' : 'dump'}`);
}

function withDataDirLock<T>(dataDir: string, use: () => Promise<T>): Promise<T> {
  // Throws DataDirLockedError naming the live server's process; taken over from a dead one.
  const release = lockDataDir(dataDir);
  return use().finally(release);
}

export async function backupPglite(dataDir: string, file: string): Promise<void> {
  const folder = pgliteFolder(dataDir);
  if (!existsSync(join(folder, 'PG_VERSION'))) throw new BackupError(`There is no PGlite database in ${folder} (DATA_DIR=${dataDir}).`);
  await withDataDirLock(dataDir, async () => {
    const client = new PGlite({ dataDir: folder, extensions: { pg_trgm } });
    try {
      // dumpDataDir on a PGlite still starting never answers.
      await client.waitReady;
      const dump = await client.dumpDataDir('gzip');
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  });
}

export async function restorePglite(dataDir: string, file: string, { force = false } = {}): Promise<{ previous: string | null }> {
  const bytes = readFileSync(file);
  if (bytes[0] !== GZIP_MAGIC[0] || bytes[1] !== GZIP_MAGIC[1])
    throw new BackupError(`${file} is not a PGlite backup (a tar.gz made by npm run backup without DATABASE_URL).`);
  const folder = pgliteFolder(dataDir);
  return withDataDirLock(dataDir, async () => {
    let previous: string | null = null;
    if (existsSync(folder) && readdirSync(folder).length > 0) {
      if (!force) throw new BackupError(`${folder} already holds a database. Restore over it with --force (it is moved aside, not deleted).`);
      previous = `${folder}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(folder, previous);
    }
    const client = new PGlite({ dataDir: folder, loadDataDir: new Blob([bytes]), extensions: { pg_trgm } });
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }
    return { previous };
  });
}

/** The URL without its password, and the password for PGPASSWORD (kept off the process list). */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(`${command} was not found: install the PostgreSQL client tools (the same major version as the server or newer).`)
          : error,
      ),
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${errors.trim()}`))));
  });
}

export async function backupPostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  mkdirSync(dirname(file), { recursive: true });
  await run('pg_dump', ['--format=custom', '--file', file, '--dbname', dbname], env);
}

/** Tables outside PostgreSQL's own schemas: any means the database holds something. */
async function countTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`);
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

export async function restorePostgres(url: string, file: string, { force = false } = {}): Promise<void> {
  if (readFileSync(file).subarray(0, PG_DUMP_MAGIC.length).toString('latin1') !== PG_DUMP_MAGIC) {
    throw new BackupError(`${file} is not a PostgreSQL backup (a pg_dump -Fc file made by npm run backup with DATABASE_URL).`);
  }
  const tables = await countTables(url);
  if (tables > 0 && !force)
    throw new BackupError(
      `The database already holds ${tables} table${tables === 1 ? '' : 's'}. Restore over it with --force (its objects are dropped and replaced).`,
    );
  const { dbname, env } = connection(url);
  await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', '--dbname', dbname, file], env);
}
