import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './testing';

// querySql runs a library's raw SQL (pg-boss's). A script that opens its own transaction and fails
// midway must not leave the connection in that aborted transaction for the next caller: a pool
// drops such a connection; PGlite has only one, so its script runs inside a transaction of its own.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database?.close());

it('a script that fails inside its own transaction leaves nothing written and no transaction open', async () => {
  await expect(database.querySql('BEGIN; CREATE TABLE script_table (a int); CREATE TABLE script_table (a int); COMMIT;')).rejects.toThrow(
    'relation "script_table" already exists',
  );
  const { rows } = await database.querySql('SELECT count(*)::int AS tables FROM pg_tables WHERE tablename = $1', ['script_table']);
  expect(rows).toEqual([{ tables: 0 }]);
});

it('a script that succeeds commits what it wrote', async () => {
  await database.querySql('BEGIN; CREATE TABLE committed_table (a int); INSERT INTO committed_table VALUES (1); COMMIT;');
  expect((await database.querySql('SELECT a FROM committed_table')).rows).toEqual([{ a: 1 }]);
});
