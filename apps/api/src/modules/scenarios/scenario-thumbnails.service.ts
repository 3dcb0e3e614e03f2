import { randomUUID } from 'node:crypto';
import type { TScenarioResponse } from '@finboard/contracts';
import { SCENARIO_IMAGES_MAX } from '@finboard/domain';
import type { Actor } from '../../access/actor';
import type { ClientDataWrite } from '../../access/client-data-write';
import { notFound, validationError } from '../../errors/app-error';
import { type ImageRules, reencodeImage } from '../files/image-processing';
import { findOwnedStoredFile, forgetStoredFile, recordStoredFile } from '../files/stored-files.service';
import type { ScenarioDeps } from './scenario-computation.service';
import { CHANGE_REFUSED, loadReadable, loadWritable, ownScenarioResponse, SCENARIO_NOT_FOUND } from './scenario-lookup.service';
import { appendThumbnail, findOwnScenario, removeThumbnail, type ScenarioRow } from './scenarios.repository';
import { storedThumbnailFileIds } from './stored-scenario';

const THUMBNAIL_RULES: ImageRules = { maxSide: 1024, format: 'jpeg' };
const PURPOSE = 'scenario_thumbnail';
export const TOO_MANY_IMAGES = `You can add up to ${SCENARIO_IMAGES_MAX} images.`;
const IMAGE_NOT_FOUND = 'Image not found';

async function reloadOwn(deps: ScenarioDeps, ownerId: string, id: string, sharedWith: string[]): Promise<TScenarioResponse> {
  const row = await findOwnScenario(deps.db, { ownerId, id });
  if (!row) throw notFound(SCENARIO_NOT_FOUND);
  return ownScenarioResponse(row, sharedWith);
}

/** Adds a re-encoded image to the scenario's slots (at most 4, images only). */
export async function addScenarioThumbnail(deps: ScenarioDeps, write: ClientDataWrite, id: string, bytes: Buffer): Promise<TScenarioResponse> {
  const { ownerId, row, sharedWith } = await loadWritable(deps, write, id, CHANGE_REFUSED);
  if (storedThumbnailFileIds(row).length >= SCENARIO_IMAGES_MAX) throw validationError(TOO_MANY_IMAGES, 'file');
  const image = await reencodeImage(bytes, THUMBNAIL_RULES);
  const fileId = randomUUID();
  const storageKey = `${ownerId}/${fileId}.${image.extension}`;
  await deps.storage.put(storageKey, image.body, image.contentType);
  try {
    await deps.db.transaction(async (tx) => {
      const { body, contentType, width, height } = image;
      await recordStoredFile(tx, { id: fileId, userId: ownerId, purpose: PURPOSE, storageKey, contentType, byteSize: body.length, width, height });
      // Checked again in the same statement that adds it: two uploads at once cannot pass the limit.
      if (!(await appendThumbnail(tx, { ownerId, id, fileId, max: SCENARIO_IMAGES_MAX }))) throw validationError(TOO_MANY_IMAGES, 'file');
    });
  } catch (error) {
    await deps.storage.delete(storageKey);
    throw error;
  }
  return reloadOwn(deps, ownerId, id, sharedWith);
}

export async function removeScenarioThumbnail(deps: ScenarioDeps, write: ClientDataWrite, id: string, fileId: string): Promise<TScenarioResponse> {
  const { ownerId, row, sharedWith } = await loadWritable(deps, write, id, CHANGE_REFUSED);
  if (!storedThumbnailFileIds(row).includes(fileId)) throw notFound(IMAGE_NOT_FOUND);
  const removed = await deps.db.transaction(async (tx) => {
    await removeThumbnail(tx, { ownerId, id, fileId });
    return forgetStoredFile(tx, { ownerId, id: fileId });
  });
  if (removed) await deps.storage.delete(removed.storageKey);
  return reloadOwn(deps, ownerId, id, sharedWith);
}

/** An image of a scenario the caller may read. */
export async function getScenarioThumbnail(deps: ScenarioDeps, actor: Actor, id: string, fileId: string) {
  const readable = await loadReadable(deps, actor, id);
  if (readable.kind !== 'scenario' || !storedThumbnailFileIds(readable.row).includes(fileId)) throw notFound(IMAGE_NOT_FOUND);
  const file = await findOwnedStoredFile(deps.db, { ownerId: readable.row.userId, id: fileId });
  if (!file) throw notFound(IMAGE_NOT_FOUND);
  const body = await deps.storage.get(file.storageKey);
  if (!body) throw notFound(IMAGE_NOT_FOUND);
  return { body, contentType: file.contentType };
}

/** A saved copy gets its own files, so removing the original's images leaves the copy's alone. */
export async function copyThumbnails(deps: ScenarioDeps, source: ScenarioRow, ownerId: string): Promise<string[]> {
  const copied: string[] = [];
  for (const fileId of storedThumbnailFileIds(source)) {
    const file = await findOwnedStoredFile(deps.db, { ownerId: source.userId, id: fileId });
    const body = file ? await deps.storage.get(file.storageKey) : null;
    if (!file || !body) continue;
    const id = randomUUID();
    const storageKey = `${ownerId}/${id}.${file.storageKey.split('.').pop()}`;
    await deps.storage.put(storageKey, body, file.contentType);
    await recordStoredFile(deps.db, { ...file, id, userId: ownerId, storageKey, createdAt: new Date() });
    copied.push(id);
  }
  return copied;
}
