import { type Db, backgroundJobs, financialAccounts, institutions } from '@finboard/db';
import { and, isNotNull, isNull, sql } from 'drizzle-orm';

/**
 * Queues a sync of every linked item for the day, in one statement however many there are, each
 * starting `spacingMs` after the previous so a thousand items do not all hit the provider (and the
 * database) at once. An item whose sync is already waiting keeps that one (its coalesce key).
 */
export async function queueItemSyncsForDay(db: Db, { day, kind, maxAttempts, spacingMs }: { day: string; kind: string; maxAttempts: number; spacingMs: number }): Promise<number> {
  const items = db
    .select({ id: institutions.id, position: sql<number>`row_number() over (order by ${institutions.id})`.as('position') })
    .from(institutions)
    .where(and(isNull(institutions.deletedAt), isNotNull(institutions.accessTokenEncrypted)))
    .as('items');
  const rows = await db
    .insert(backgroundJobs)
    .select(
      db
        .select({
          id: sql<string>`gen_random_uuid()::text`.as('id'),
          kind: sql<string>`${kind}`.as('kind'),
          payload: sql`jsonb_build_object('institutionId', ${items.id})`.as('payload'),
          dedupeKey: sql<string>`${`${kind}:`} || ${items.id} || ${`:daily:${day}`}`.as('dedupe_key'),
          coalesceKey: sql<string>`${`${kind}:`} || ${items.id}`.as('coalesce_key'),
          status: sql<string>`'queued'`.as('status'),
          attempts: sql<number>`0`.as('attempts'),
          maxAttempts: sql<number>`${maxAttempts}::int`.as('max_attempts'),
          runAt: sql<Date>`now() + make_interval(secs => ${spacingMs / 1000}::float8 * (${items.position} - 1))`.as('run_at'),
          lockedUntil: sql<Date | null>`null::timestamptz`.as('locked_until'),
          lastError: sql<string | null>`null::text`.as('last_error'),
          createdAt: sql<Date>`now()`.as('created_at'),
          finishedAt: sql<Date | null>`null::timestamptz`.as('finished_at'),
        })
        .from(items),
    )
    .onConflictDoNothing()
    .returning({ id: backgroundJobs.id });
  return rows.length;
}

/** Owners with accounts but no linked item (manual accounts only): their day's snapshot is written directly. */
export async function findOwnersWithoutLinkedItems(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: financialAccounts.userId })
    .from(financialAccounts)
    .where(
      and(
        isNull(financialAccounts.deletedAt),
        sql`not exists (select 1 from ${institutions} where ${institutions.userId} = ${financialAccounts.userId} and ${institutions.deletedAt} is null and ${institutions.accessTokenEncrypted} is not null)`,
      ),
    );
  return rows.map((row) => row.userId);
}
