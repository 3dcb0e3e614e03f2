import { randomUUID } from 'node:crypto';
import type { TImagePurpose } from '@finboard/contracts';
import type { Db, StoredFilePurpose } from '@finboard/db';
import { isValidCalendarDate } from '@finboard/domain/calendar';
import type { Actor } from '../../access/actor';
import { forbidden, validationError } from '../../errors/app-error';
import type { FileStorage } from '../../providers/storage/file-storage';
import { type ImageRules, reencodeImage } from '../files/image-processing';
import { discardStoredFile, recordStoredFile } from '../files/stored-files.service';
import { deleteIdentitySide, findProfileRows, upsertIdentitySide, upsertUserProfile } from './profile.repository';

export interface FileDeps {
  db: Db;
  storage: FileStorage;
}

const RULES: Record<TImagePurpose, ImageRules> = {
  photo: { maxSide: 512, format: 'jpeg' },
  'company-logo': { maxSide: 512, format: 'png' },
  'identity-front': { maxSide: 2048, format: 'jpeg' },
  'identity-back': { maxSide: 2048, format: 'jpeg' },
};

/** The route's name of an image (hyphens) and the stored file's. */
const STORED_PURPOSE = {
  photo: 'photo',
  'company-logo': 'company_logo',
  'identity-front': 'identity_front',
  'identity-back': 'identity_back',
} as const satisfies Record<TImagePurpose, StoredFilePurpose>;

const identitySide = (purpose: TImagePurpose) => (purpose === 'identity-front' ? 'front' : purpose === 'identity-back' ? 'back' : null);

/** The file currently in the slot, so it can be removed once replaced. */
async function currentFileId(db: Db, userId: string, purpose: TImagePurpose): Promise<string | null> {
  const rows = await findProfileRows(db, { ownerId: userId });
  if (purpose === 'photo') return rows.profile?.photoFileId ?? null;
  if (purpose === 'company-logo') return rows.profile?.companyLogoFileId ?? null;
  return rows.identity.find((row) => row.side === identitySide(purpose))?.fileId ?? null;
}

async function discardFile(deps: FileDeps, userId: string, fileId: string | null) {
  if (fileId) await discardStoredFile(deps, { ownerId: userId, id: fileId });
}

async function linkFile(db: Db, userId: string, purpose: TImagePurpose, fileId: string, expiryDate: string | null | undefined) {
  if (purpose === 'photo') return upsertUserProfile(db, userId, { photoFileId: fileId });
  if (purpose === 'company-logo') return upsertUserProfile(db, userId, { companyLogoFileId: fileId });
  const side = identitySide(purpose) as 'front' | 'back';
  return upsertIdentitySide(db, userId, side, expiryDate === undefined ? { fileId } : { fileId, expiryDate });
}

/** Stores a re-encoded image in one of the profile's slots, replacing (and deleting) what was there. */
export async function uploadProfileImage(deps: FileDeps, actor: Actor, purpose: TImagePurpose, upload: { bytes: Buffer; expiryDate?: string | null }) {
  const signedIn = actor;
  if (purpose === 'company-logo' && signedIn.role !== 'advisor') throw forbidden('Only advisors have a company logo.');
  if (upload.expiryDate && !isValidCalendarDate(upload.expiryDate)) throw validationError('Use the YYYY-MM-DD format', 'expiryDate');
  const image = await reencodeImage(upload.bytes, RULES[purpose]);
  const id = randomUUID();
  const storageKey = `${signedIn.userId}/${id}.${image.extension}`;
  await deps.storage.put(storageKey, image.body, image.contentType);
  const previous = await currentFileId(deps.db, signedIn.userId, purpose);
  await deps.db.transaction(async (tx) => {
    await recordStoredFile(tx, {
      id,
      userId: signedIn.userId,
      purpose: STORED_PURPOSE[purpose],
      storageKey,
      contentType: image.contentType,
      byteSize: image.body.length,
      width: image.width,
      height: image.height,
    });
    await linkFile(tx, signedIn.userId, purpose, id, upload.expiryDate);
  });
  await discardFile(deps, signedIn.userId, previous);
}

/** Empties a slot: for an identity side, its expiry date goes too. */
export async function removeProfileImage(deps: FileDeps, actor: Actor, purpose: TImagePurpose) {
  const signedIn = actor;
  const previous = await currentFileId(deps.db, signedIn.userId, purpose);
  const side = identitySide(purpose);
  if (side) await deleteIdentitySide(deps.db, signedIn.userId, side);
  else await upsertUserProfile(deps.db, signedIn.userId, purpose === 'photo' ? { photoFileId: null } : { companyLogoFileId: null });
  await discardFile(deps, signedIn.userId, previous);
}
