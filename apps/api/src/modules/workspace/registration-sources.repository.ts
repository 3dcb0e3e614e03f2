import { advisorRegistrationSources, type Db } from '@finboard/db';
import { and, asc, eq } from 'drizzle-orm';

export type SourceRow = typeof advisorRegistrationSources.$inferSelect;

export function findSources(db: Db, { ownerId }: { ownerId: string }): Promise<SourceRow[]> {
  return db
    .select()
    .from(advisorRegistrationSources)
    .where(eq(advisorRegistrationSources.userId, ownerId))
    .orderBy(asc(advisorRegistrationSources.createdAt), asc(advisorRegistrationSources.id));
}

/** Inserts a source; null when the advisor already has one of that name (the unique index decides, also for two at once). */
export async function insertSource(db: Db, row: typeof advisorRegistrationSources.$inferInsert): Promise<SourceRow | null> {
  const [inserted] = await db.insert(advisorRegistrationSources).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function deleteSource(db: Db, { ownerId, id }: { ownerId: string; id: string }): Promise<boolean> {
  const deleted = await db
    .delete(advisorRegistrationSources)
    .where(and(eq(advisorRegistrationSources.id, id), eq(advisorRegistrationSources.userId, ownerId)))
    .returning({ id: advisorRegistrationSources.id });
  return deleted.length > 0;
}

/** A new last day for the advisor's own source; null when it is not theirs (or gone). The clients who came through it keep their source: links store the name. */
export async function updateSourceExpiry(db: Db, { ownerId, id }: { ownerId: string; id: string }, expiryDate: string | null): Promise<SourceRow | null> {
  const [row] = await db
    .update(advisorRegistrationSources)
    .set({ expiryDate })
    .where(and(eq(advisorRegistrationSources.id, id), eq(advisorRegistrationSources.userId, ownerId)))
    .returning();
  return row ?? null;
}
