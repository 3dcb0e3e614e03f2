import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Db, resolveMigrationsFolder } from '@finboard/db';
import { sql } from 'drizzle-orm';

export interface CommittedMigration {
  tag: string;
  /** The journal's `when`: drizzle's migrator records it as `created_at` once the migration is applied. */
  when: number;
}

export type Readiness = { ready: true } | { ready: false; reason: string };

/** The migrations committed with this build (packages/db/migrations/meta/_journal.json). */
export function readCommittedMigrations(folder = resolveMigrationsFolder()): CommittedMigration[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

class TimedOut extends Error {}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether this instance can serve: the database answers within `timeoutMs`, and every committed
 * migration is recorded in drizzle's table (`drizzle.__drizzle_migrations`, one row per applied
 * migration, `created_at` = the journal's `when`). A database another instance has migrated
 * further is fine; one missing a migration of this build is not.
 */
export async function checkReadiness(db: Pick<Db, 'execute'>, committed: CommittedMigration[], timeoutMs: number): Promise<Readiness> {
  let rows: { created_at: string | number }[];
  try {
    const result = await within(db.execute(sql`select created_at from drizzle.__drizzle_migrations`), timeoutMs);
    rows = (result as { rows: { created_at: string | number }[] }).rows;
  } catch (error) {
    if (error instanceof TimedOut) return { ready: false, reason: `the database did not answer within ${timeoutMs} ms` };
    return { ready: false, reason: 'the database is unreachable' };
  }
  const applied = new Set(rows.map((row) => Number(row.created_at)));
  const missing = committed.filter((migration) => !applied.has(migration.when)).map((migration) => migration.tag);
  if (missing.length > 0) return { ready: false, reason: `migrations not applied: ${missing.join(', ')}` };
  return { ready: true };
}
