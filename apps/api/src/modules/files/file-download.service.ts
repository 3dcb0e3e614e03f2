import type { Db } from '@finboard/db';
import type { Actor } from '../../access/actor';
import { canReadStoredFile, isPrivateFile } from '../../access/file-access';
import { notFound } from '../../errors/app-error';
import type { FileStorage } from '../../providers/storage/file-storage';
import { findUserRole } from '../session/session.service';
import { unsafeFindStoredFile } from './files.repository';

/** A stored file for someone allowed to see it; anyone else gets NOT_FOUND, as for a file that does not exist. */
export async function getFileForDownload(deps: { db: Db; storage: FileStorage }, actor: Actor | null, fileId: string) {
  const file = await unsafeFindStoredFile(deps.db, fileId);
  if (!file) throw notFound('File not found');
  const ownerRole = await findUserRole(deps.db, file.userId);
  if (!(await canReadStoredFile(deps.db, actor, { ownerId: file.userId, purpose: file.purpose, ownerRole }))) throw notFound('File not found');
  const body = await deps.storage.get(file.storageKey);
  if (!body) throw notFound('File not found');
  return { body, contentType: file.contentType, isPrivate: isPrivateFile(file.purpose), fileName: `${file.purpose}.${file.storageKey.split('.').pop()}` };
}
