import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';

/**
 * drizzle's PostgreSQL migrator, made safe for several instances starting at once and for a
 * transaction pooler (PgBouncer): the lock, the bookkeeping and every pending migration are one
 * transaction, so they stay on one server connection, and the lock is a transaction lock
 * (pg_advisory_xact_lock), released by the COMMIT. A session lock taken through a transaction
 * pooler would stay on whichever server connection took it. The bookkeeping is drizzle's own
 * (`drizzle.__drizzle_migrations`, `created_at` = the journal's `when`): a migration newer than the
 * last one recorded is applied, as drizzle's `migrate()` decides.
 */
export async function migratePostgres(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // One instance migrates; the others wait here, then find nothing left to do.
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('finboard_migrate'))`);
    await client.query('CREATE SCHEMA IF NOT EXISTS "drizzle"');
    await client.query('CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)');
    const last = await client.query<{ created_at: string }>('SELECT created_at FROM "drizzle"."__drizzle_migrations" ORDER BY created_at DESC LIMIT 1');
    const lastAt = last.rows[0] ? Number(last.rows[0].created_at) : null;
    for (const migration of migrations) {
      if (lastAt !== null && lastAt >= migration.folderMillis) continue;
      for (const statement of migration.sql) await client.query(statement);
      await client.query('INSERT INTO "drizzle"."__drizzle_migrations" ("hash", "created_at") VALUES ($1, $2)', [migration.hash, migration.folderMillis]);
    }
    await client.query('COMMIT');
    client.release();
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    client.release(true);
    throw error;
  }
}
