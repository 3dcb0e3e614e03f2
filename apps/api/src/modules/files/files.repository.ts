import { type Db, storedFiles } from '@finboard/db';
import { and, eq } from 'drizzle-orm';

export type StoredFileRow = typeof storedFiles.$inferSelect;

export async function insertStoredFile(db: Db, row: typeof storedFiles.$inferInsert) {
  await db.insert(storedFiles).values(row);
}

/** Reading is decided by access/file-access.ts, so this lookup is not owner-scoped: hence the name. */
export async function unsafeFindStoredFile(db: Db, id: string): Promise<StoredFileRow | null> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
  return row ?? null;
}

export async function deleteStoredFile(db: Db, { ownerId, id }: { ownerId: string; id: string }) {
  const [row] = await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.userId, ownerId)))
    .returning();
  return row ?? null;
}
