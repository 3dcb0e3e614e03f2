import { billingSubscriptions, clientAdvisorLinks, type Db, users } from '@finboard/db';
import { and, count, desc, eq, sql } from 'drizzle-orm';

/** Every advisor, primary or sub-advisor (parentId set): far fewer than clients, read whole. */
export function findAdvisors(db: Db) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      plan: users.plan,
      parentId: users.parentId,
      createdAt: users.createdAt,
      suspendedAt: users.suspendedAt,
      source: sql<string | null>`${users.registrationContext} ->> 'source'`,
    })
    .from(users)
    .where(eq(users.role, 'advisor'))
    .orderBy(users.lastName, users.firstName, users.id);
}

/** Connected clients per advisor. */
export async function countConnectedClientsByAdvisor(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ advisorId: clientAdvisorLinks.advisorId, n: count() })
    .from(clientAdvisorLinks)
    .where(eq(clientAdvisorLinks.status, 'connected'))
    .groupBy(clientAdvisorLinks.advisorId);
  return new Map(rows.map((row) => [row.advisorId, row.n]));
}

/** Each advisor's newest subscription (the one their plan follows). */
export async function findNewestAdvisorSubscriptions(db: Db) {
  const rows = await db
    .selectDistinctOn([billingSubscriptions.userId], {
      userId: billingSubscriptions.userId,
      planKey: billingSubscriptions.planKey,
      status: billingSubscriptions.status,
      trialEnd: billingSubscriptions.trialEnd,
    })
    .from(billingSubscriptions)
    .innerJoin(users, and(eq(users.id, billingSubscriptions.userId), eq(users.role, 'advisor')))
    .orderBy(billingSubscriptions.userId, desc(billingSubscriptions.createdAt));
  return new Map(rows.map((row) => [row.userId, row]));
}
