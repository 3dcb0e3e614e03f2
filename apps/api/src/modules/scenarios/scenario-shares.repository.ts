import { type Db, scenarioShares } from '@finboard/db';
import { and, asc, eq } from 'drizzle-orm';

export interface ConnectedAdvisor {
  advisorId: string;
  firstName: string;
  lastName: string;
  photoFileId: string | null;
}

/**
 * The advisors connected to a client (link connected and not deleted). Client-advisor links arrive
 * with the advisor feature; until then no advisor is connected, so nothing can be shared and no
 * share grants a read (access fails closed).
 */
export async function findConnectedAdvisors(_db: Db, _scope: { ownerId: string }): Promise<ConnectedAdvisor[]> {
  return [];
}

export function findShares(db: Db, { ownerId, scenarioId }: { ownerId: string; scenarioId?: string }) {
  const conditions = [eq(scenarioShares.userId, ownerId)];
  if (scenarioId) conditions.push(eq(scenarioShares.scenarioId, scenarioId));
  return db
    .select({ scenarioId: scenarioShares.scenarioId, advisorId: scenarioShares.advisorId })
    .from(scenarioShares)
    .where(and(...conditions))
    .orderBy(asc(scenarioShares.createdAt));
}

export async function insertShare(db: Db, { ownerId, scenarioId, advisorId }: { ownerId: string; scenarioId: string; advisorId: string }) {
  await db.insert(scenarioShares).values({ userId: ownerId, scenarioId, advisorId }).onConflictDoNothing();
}

export async function deleteShare(db: Db, { ownerId, scenarioId, advisorId }: { ownerId: string; scenarioId: string; advisorId: string }) {
  await db
    .delete(scenarioShares)
    .where(and(eq(scenarioShares.userId, ownerId), eq(scenarioShares.scenarioId, scenarioId), eq(scenarioShares.advisorId, advisorId)));
}
