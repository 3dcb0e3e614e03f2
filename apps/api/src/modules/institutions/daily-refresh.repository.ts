import { type Db, financialAccounts, institutions } from '@finboard/db';
import { and, asc, isNotNull, isNull, sql } from 'drizzle-orm';
import { enqueueJobs } from '../../jobs/job-queue';

/**
 * Queues a sync of every linked item for the day, in one statement however many there are, each
 * starting `spacingMs` after the previous so a thousand items do not all hit the provider (and the
 * database) at once. An item whose sync is already waiting keeps that one (its coalesce key).
 */
export async function queueItemSyncsForDay(
  db: Db,
  { day, kind, maxAttempts, spacingMs }: { day: string; kind: string; maxAttempts: number; spacingMs: number },
): Promise<void> {
  const items = await db
    .select({ id: institutions.id })
    .from(institutions)
    .where(and(isNull(institutions.deletedAt), isNotNull(institutions.accessTokenEncrypted)))
    .orderBy(asc(institutions.id));
  const start = Date.now();
  await enqueueJobs(
    db,
    items.map(({ id }, position) => ({
      kind,
      payload: { institutionId: id },
      dedupeKey: `${kind}:${id}:daily:${day}`,
      coalesceKey: `${kind}:${id}`,
      maxAttempts,
      runAt: new Date(start + spacingMs * position),
    })),
  );
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
