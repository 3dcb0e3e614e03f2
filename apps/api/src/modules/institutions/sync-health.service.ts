import type { Db } from '@finboard/db';
import { isSyncStale } from '@finboard/domain/workspace';
import type { AdvisorClientReads } from '../../access/advisor-client-reads';
import { findOwnersWithInstitutionNamed, findSyncHealth } from './sync-health.repository';
import { NEEDS_LOGIN_CODES } from './sync.service';

export interface SyncHealth {
  lastSyncedAt: string | null;
  needsLogin: string[];
  isStale: boolean;
}

/**
 * Whether the numbers of each client an advisor may read are current (issue 18, "data you can
 * trust"). A client with only manual records has nothing to sync: never stale.
 */
export async function findReadableSyncHealth(db: Db, reads: AdvisorClientReads, now: Date): Promise<Map<string, SyncHealth>> {
  const health = new Map<string, SyncHealth>(reads.readableClientIds.map((id) => [id, { lastSyncedAt: null, needsLogin: [], isStale: false }]));
  for (const row of await findSyncHealth(db, { ownerIds: reads.readableClientIds, needsLoginCodes: [...NEEDS_LOGIN_CODES] })) {
    const oldest = row.hasNeverSynced ? null : (row.oldestSyncedAt?.getTime() ?? null);
    health.set(row.userId, { lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null, needsLogin: row.needsLogin, isStale: isSyncStale(oldest, now.getTime()) });
  }
  return health;
}

/**
 * The clients an advisor may read (their net worth shared) who hold an institution of this name: the
 * dashboard's `institution` filter. A client who does not share net worth is never matched, so the
 * filter tells nothing about what they hold.
 */
export async function findReadableClientsWithInstitution(db: Db, reads: AdvisorClientReads, name: string): Promise<Set<string>> {
  return new Set(await findOwnersWithInstitutionNamed(db, { ownerIds: reads.readableClientIds, name }));
}
