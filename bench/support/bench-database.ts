// A benchmark's own database: a new PostgreSQL database next to BENCH_DATABASE_URL (dropped by
// dispose), or PGlite in a temporary folder; the folder doubles as the server's DATA_DIR.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '@finboard/db';
import pg from 'pg';

async function admin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

export async function openBenchDatabase(name: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `finboard-bench-${name}-`));
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const dbName = `finboard_bench_${name}_${randomBytes(4).toString('hex')}`;
  const url = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString() : null;
  if (serverUrl) await admin(serverUrl, `CREATE DATABASE ${dbName}`);
  const database: Database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  return {
    database,
    dataDir,
    /** The PostgreSQL database's own URL, or null on PGlite. */
    url,
    dbName,
    /** After database.close(): drops the PostgreSQL database (unless kept) and removes the folder. */
    async dispose({ keep = false }: { keep?: boolean } = {}) {
      if (serverUrl && !keep) await admin(serverUrl, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
