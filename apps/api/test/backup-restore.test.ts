import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';

// Each test runs the real scripts in child processes (tar, pg_dump, a server start); beside the
// browser tests on a busy 2-core CI machine the first took over 120 s (53 s on a quieter one), so
// each has 300 s: the limit catches a hang, not slowness.

// `npm run backup` and `npm run restore` as an operator runs them (node with tsx, the settings in
// the environment): a round trip on PGlite and on PostgreSQL, and their refusals.

const root = fileURLToPath(new URL('../../..', import.meta.url));
const folders: string[] = [];
const serverUrl = process.env.TEST_DATABASE_URL;

function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'finboard-backup-'));
  folders.push(folder);
  return folder;
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function script(name: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${name}.mjs`, ...args], {
    cwd: root,
    env: { ...inherited, DEMO_DATA: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out })));
}

describe('PGlite (DATA_DIR)', () => {
  it('backs up to a timestamped tar.gz, refuses while a server holds the folder, restores only an empty folder without --force', async () => {
    const dataDir = tempFolder();
    const source = new PGlite({ dataDir: join(dataDir, 'pglite') });
    await source.exec(`create table kept (id int primary key, note text); insert into kept values (1, 'one'), (2, 'two');`);
    await source.close();

    // A live process holds the lock (this one): refused, with a message saying so.
    writeFileSync(join(dataDir, 'server.lock'), String(process.pid));
    const refused = await script('backup', [], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(`Another Finboard server (process ${process.pid}) is already using the data folder ${dataDir}`);
    rmSync(join(dataDir, 'server.lock'));

    const file = join(tempFolder(), 'chosen.tar.gz');
    const backedUp = await script('backup', ['--file', file], { DATA_DIR: dataDir });
    expect(backedUp.code, backedUp.out).toBe(0);
    expect(backedUp.out).toContain(`Backup written to ${file}`);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);

    const target = tempFolder();
    const restored = await script('restore', ['--file', file], { DATA_DIR: target });
    expect(restored.code, restored.out).toBe(0);
    const copy = new PGlite({ dataDir: join(target, 'pglite') });
    expect((await copy.query('select id, note from kept order by id')).rows).toEqual([
      { id: 1, note: 'one' },
      { id: 2, note: 'two' },
    ]);
    await copy.exec(`insert into kept values (3, 'after the backup')`);
    await copy.close();

    const overwrite = await script('restore', ['--file', file], { DATA_DIR: target });
    expect(overwrite.code).toBe(1);
    expect(overwrite.out).toContain('already holds a database. Restore over it with --force');
    const forced = await script('restore', ['--file', file, '--force'], { DATA_DIR: target });
    expect(forced.code, forced.out).toBe(0);
    expect(forced.out).toContain('The database that was there is kept in');
    const again = new PGlite({ dataDir: join(target, 'pglite') });
    expect((await again.query('select count(*)::int as n from kept')).rows).toEqual([{ n: 2 }]);
    await again.close();
  }, 300_000);

  it('names the file by the time when no --file is given, and refuses a file of the other kind', async () => {
    const dataDir = tempFolder();
    const source = new PGlite({ dataDir: join(dataDir, 'pglite') });
    await source.exec('create table kept (id int)');
    await source.close();
    const backedUp = await script('backup', [], { DATA_DIR: dataDir });
    expect(backedUp.code, backedUp.out).toBe(0);
    const written = /Backup written to (backups\/finboard-pglite-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz)/.exec(backedUp.out)?.[1];
    expect(written, backedUp.out).toBeDefined();
    rmSync(join(root, written as string));
    if (readdirSync(join(root, 'backups')).length === 0) rmSync(join(root, 'backups'), { recursive: true });

    const notABackup = join(tempFolder(), 'notes.dump');
    writeFileSync(notABackup, 'PGDMP and more');
    const refused = await script('restore', ['--file', notABackup], { DATA_DIR: tempFolder() });
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('is not a PGlite backup');
  }, 300_000);
});

describe.skipIf(!serverUrl)('PostgreSQL (DATABASE_URL)', () => {
  const name = `finboard_backup_${Math.random().toString(36).slice(2, 10)}`;
  const url = () => {
    const parsed = new URL(serverUrl as string);
    parsed.pathname = `/${name}`;
    return parsed.toString();
  };
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const query = async (text: string) => {
    const client = new pg.Client({ connectionString: url() });
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  };
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('backs up with pg_dump, restores into the dropped and recreated database, and refuses a non-empty one without --force', async () => {
    await admin(`CREATE DATABASE ${name}`);
    await query(`create table kept (id int primary key, note text); insert into kept values (1, 'one'), (2, 'two');`);
    const file = join(tempFolder(), 'finboard.dump');
    const backedUp = await script('backup', ['--file', file], { DATABASE_URL: url() });
    expect(backedUp.code, backedUp.out).toBe(0);

    await admin(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${name}`);
    const restored = await script('restore', ['--file', file], { DATABASE_URL: url() });
    expect(restored.code, restored.out).toBe(0);
    expect(await query('select id, note from kept order by id')).toEqual([
      { id: 1, note: 'one' },
      { id: 2, note: 'two' },
    ]);

    await query(`insert into kept values (3, 'after the backup')`);
    const overwrite = await script('restore', ['--file', file], { DATABASE_URL: url() });
    expect(overwrite.code).toBe(1);
    expect(overwrite.out).toContain('already holds 1 table. Restore over it with --force');
    const forced = await script('restore', ['--file', file, '--force'], { DATABASE_URL: url() });
    expect(forced.code, forced.out).toBe(0);
    expect(await query('select count(*)::int as n from kept')).toEqual([{ n: 2 }]);
  }, 300_000);
});
