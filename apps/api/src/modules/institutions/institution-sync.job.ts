import { randomUUID } from 'node:crypto';
import type { Db } from '@finboard/db';
import { z } from 'zod';
import { type JobKind, queueJob } from '../../jobs/job-runner';
import { findInstitutionById } from './institutions.repository';
import { type SyncDeps, syncInstitution } from './sync.service';

export const INSTITUTION_SYNC_JOB = 'institution.sync';
/** About half an hour of retries (30 s, 1, 2, 4, 8, 16 min apart) for a provider that is down or limiting us. */
export const INSTITUTION_SYNC_ATTEMPTS = 7;
/** When the item is busy with another sync, this one follows it after a short wait. */
const FOLLOW_UP_MS = 5_000;

/**
 * Asks for a sync of one item, in the caller's transaction. Asking again while one is waiting adds
 * nothing (that one will see every change so far); asking while one runs queues one to follow it.
 */
export async function queueInstitutionSync(tx: Db, institutionId: string, runAt?: Date): Promise<void> {
  await queueJob(tx, {
    kind: INSTITUTION_SYNC_JOB,
    payload: { institutionId },
    dedupeKey: `${INSTITUTION_SYNC_JOB}:${institutionId}:${randomUUID()}`,
    coalesceKey: `${INSTITUTION_SYNC_JOB}:${institutionId}`,
    maxAttempts: INSTITUTION_SYNC_ATTEMPTS,
    runAt,
  });
}

/** A background sync (a webhook's, the daily refresh's). Repeatable: a sync run twice changes nothing more. */
export function institutionSyncJob(deps: SyncDeps): JobKind<{ institutionId: string }> {
  return {
    kind: INSTITUTION_SYNC_JOB,
    repeatable: true,
    coalesced: true,
    parse: (payload) => z.object({ institutionId: z.string().min(1) }).parse(payload),
    async run({ institutionId }) {
      const institution = await findInstitutionById(deps.db, institutionId);
      if (!institution || institution.deletedAt || !institution.accessTokenEncrypted) return;
      const outcome = await syncInstitution(deps, institution);
      if (outcome.status === 'busy') await queueInstitutionSync(deps.db, institutionId, new Date(Date.now() + FOLLOW_UP_MS));
      // Thrown so the runner tries again later; what was saved stays meanwhile.
      if (outcome.status === 'partial') throw new Error(`The sync could not update ${outcome.failed.join(', ')} (${outcome.errorCode}).`);
    },
  };
}
