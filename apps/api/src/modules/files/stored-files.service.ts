import type { Db } from '@finboard/db';
import type { FileStorage } from '../../providers/storage/file-storage';
import { deleteStoredFile, insertStoredFile, type StoredFileRow, unsafeFindStoredFile } from './files.repository';

/** The files module keeps the stored_files table; other modules record, find and discard their files through here. */
export async function recordStoredFile(db: Db, row: Parameters<typeof insertStoredFile>[1]): Promise<void> {
  await insertStoredFile(db, row);
}

/** One owner's stored file, or null: someone else's file is as absent as an unknown one. */
export async function findOwnedStoredFile(db: Db, { ownerId, id }: { ownerId: string; id: string }): Promise<StoredFileRow | null> {
  const file = await unsafeFindStoredFile(db, id);
  return file && file.userId === ownerId ? file : null;
}

/** Removes the row (inside the caller's transaction when given one) and returns it, so the bytes can go once it commits. */
export function forgetStoredFile(db: Db, scope: { ownerId: string; id: string }): Promise<StoredFileRow | null> {
  return deleteStoredFile(db, scope);
}

/** Removes the row and then the bytes; nothing when there is no such file of this owner. */
export async function discardStoredFile(deps: { db: Db; storage: FileStorage }, { ownerId, id }: { ownerId: string; id: string }): Promise<void> {
  const removed = await deleteStoredFile(deps.db, { ownerId, id });
  if (removed) await deps.storage.delete(removed.storageKey);
}
