import { randomUUID } from 'node:crypto';
import type { TAccountDataResponse, TDataExport } from '@finboard/contracts';
import { formatIsoDate } from '@finboard/domain/format';
import { EXPORT_LINK_TTL_MS, KEPT_AFTER_DELETION, PORTABILITY_MESSAGES } from '@finboard/domain/portability';
import type { Actor } from '../../access/actor';
import { AppError, notFound } from '../../errors/app-error';
import { queueJob } from '../../jobs/job-runner';
import { hasPassword } from '../auth/reauthentication.service';
import { findHandOverTargets } from '../connections/client-hand-over.service';
import { findAdvisorTies } from './account-deletion.repository';
import { type DataExportRow, findDataExport, findLatestDataExport, insertDataExport } from './export.repository';
import type { PortabilityDeps } from './portability-deps';

export const EXPORT_JOB = 'account-data.export';
/** Its failures are for good; the second attempt is for a run cut off (pg-boss counts it). */
export const EXPORT_JOB_ATTEMPTS = 2;

/** Named with the day it was made in the product's zone (the day the page shows), not the UTC one. */
export const exportFileName = (row: DataExportRow) => `finboard-data-${formatIsoDate(row.createdAt)}.zip`;

function toDataExport(row: DataExportRow, now: Date): TDataExport {
  const live = row.status === 'ready' && row.expiresAt.getTime() > now.getTime();
  return {
    id: row.id,
    status: row.status === 'ready' || row.status === 'failed' ? row.status : 'pending',
    downloadUrl: live ? `/api/account-data/exports/${encodeURIComponent(row.id)}/download` : null,
    byteSize: row.byteSize,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

export async function getAccountData(deps: PortabilityDeps, actor: Actor): Promise<TAccountDataResponse> {
  const { userId, role } = actor;
  const latest = await findLatestDataExport(deps.db, userId);
  // An advisor's clients must be handed over or disconnected before a deletion: the page offers both.
  const advisorTies =
    role === 'advisor'
      ? { connectedClients: (await findAdvisorTies(deps.db, userId)).connectedClients, handOverTargets: await findHandOverTargets(deps.db, userId) }
      : null;
  return {
    latestExport: latest ? toDataExport(latest, deps.now()) : null,
    hasPassword: await hasPassword(deps.db, userId),
    keptAfterDeletion: KEPT_AFTER_DELETION,
    advisorTies,
  };
}

/** 'Download my data': a background job builds the ZIP; one still being built is answered again rather than started twice. */
export async function requestExport(deps: PortabilityDeps, actor: Actor): Promise<TDataExport> {
  const { userId } = actor;
  const now = deps.now();
  const latest = await findLatestDataExport(deps.db, userId);
  if (latest?.status === 'pending') return toDataExport(latest, now);
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertDataExport(tx, {
      id: randomUUID(),
      userId,
      status: 'pending',
      createdAt: now,
      expiresAt: new Date(now.getTime() + EXPORT_LINK_TTL_MS),
    });
    await queueJob(tx, { kind: EXPORT_JOB, payload: { exportId: inserted.id }, dedupeKey: `${EXPORT_JOB}:${inserted.id}`, maxAttempts: EXPORT_JOB_ATTEMPTS });
    return inserted;
  });
  return toDataExport(row, now);
}

export async function getExport(deps: PortabilityDeps, actor: Actor, id: string): Promise<TDataExport> {
  const { userId } = actor;
  const row = await findDataExport(deps.db, { ownerId: userId, id });
  if (!row) throw notFound(PORTABILITY_MESSAGES.exportNotFound);
  return toDataExport(row, deps.now());
}

/** The ZIP, for its owner only (anyone else: not found, as for an id that does not exist), within its 24 hours. */
export async function downloadExport(deps: PortabilityDeps, actor: Actor, id: string): Promise<{ body: Buffer; fileName: string }> {
  const { userId } = actor;
  const row = await findDataExport(deps.db, { ownerId: userId, id });
  if (!row) throw notFound(PORTABILITY_MESSAGES.exportNotFound);
  if (row.expiresAt.getTime() <= deps.now().getTime()) throw notFound(PORTABILITY_MESSAGES.exportExpired);
  if (row.status === 'pending') throw new AppError('CONFLICT', PORTABILITY_MESSAGES.exportNotReady);
  const body = row.status === 'ready' && row.storageKey ? await deps.storage.get(row.storageKey) : null;
  if (!body) throw notFound(PORTABILITY_MESSAGES.exportNotFound);
  return { body, fileName: exportFileName(row) };
}
