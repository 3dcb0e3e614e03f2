import { clientAdvisorLinks, type Db, scenarioShares, userProfiles, users } from '@finboard/db';
import { and, asc, eq } from 'drizzle-orm';

export interface ConnectedAdvisor {
  advisorId: string;
  firstName: string;
  lastName: string;
  photoFileId: string | null;
}

/** The advisors connected to a client (pending and ended links count nowhere), for the Sharing tab. */
export function findConnectedAdvisors(db: Db, { ownerId }: { ownerId: string }): Promise<ConnectedAdvisor[]> {
  return db
    .select({ advisorId: users.id, firstName: users.firstName, lastName: users.lastName, photoFileId: userProfiles.photoFileId })
    .from(clientAdvisorLinks)
    .innerJoin(users, eq(users.id, clientAdvisorLinks.advisorId))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(and(eq(clientAdvisorLinks.userId, ownerId), eq(clientAdvisorLinks.status, 'connected')))
    .orderBy(asc(users.firstName), asc(users.lastName));
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

/** Shares a scenario with an advisor; whether it was new (false when it was shared already). */
export async function insertShare(db: Db, { ownerId, scenarioId, advisorId }: { ownerId: string; scenarioId: string; advisorId: string }): Promise<boolean> {
  const inserted = await db
    .insert(scenarioShares)
    .values({ userId: ownerId, scenarioId, advisorId })
    .onConflictDoNothing()
    .returning({ scenarioId: scenarioShares.scenarioId });
  return inserted.length > 0;
}

export async function deleteShare(db: Db, { ownerId, scenarioId, advisorId }: { ownerId: string; scenarioId: string; advisorId: string }) {
  await db
    .delete(scenarioShares)
    .where(and(eq(scenarioShares.userId, ownerId), eq(scenarioShares.scenarioId, scenarioId), eq(scenarioShares.advisorId, advisorId)));
}
