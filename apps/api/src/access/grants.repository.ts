import { billingSubscriptions, clientAdvisorLinks, type Db, users } from '@finboard/db';
import type { ShareSwitch } from '@finboard/domain';
import { and, desc, eq, sql } from 'drizzle-orm';

export type Grant = Record<ShareSwitch, boolean>;

/**
 * What a connected advisor may read of a client right now, or null when they are not connected.
 * Read on every request, never cached: a disconnect or a switch turned off is obeyed at once on
 * every instance. One primary-key-like lookup on the live-pair index.
 */
export async function findGrant(db: Db, { clientId, advisorId }: { clientId: string; advisorId: string }): Promise<Grant | null> {
  const [row] = await db
    .select({ netWorth: clientAdvisorLinks.shareNetWorth, cashFlow: clientAdvisorLinks.shareCashFlow, retirementScore: clientAdvisorLinks.shareRetirementScore })
    .from(clientAdvisorLinks)
    .where(and(eq(clientAdvisorLinks.userId, clientId), eq(clientAdvisorLinks.advisorId, advisorId), eq(clientAdvisorLinks.status, 'connected')))
    .limit(1);
  return row ?? null;
}

/** An advisor's plan and newest subscription status, for 'advisor link active'. */
export interface AdvisorBilling {
  plan: string;
  subscriptionStatus: string | null;
}

/**
 * The grant and, in the same statement, the advisor's billing ('advisor link active'): an
 * advisor's read of a client's data asks both, and one round trip is half the access decision's cost.
 * Never cached, like findGrant.
 */
export async function findGrantAndAdvisorBilling(db: Db, { clientId, advisorId }: { clientId: string; advisorId: string }): Promise<{ grant: Grant; billing: AdvisorBilling } | null> {
  const newestSubscriptionStatus = db
    .select({ status: billingSubscriptions.status })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, clientAdvisorLinks.advisorId))
    .orderBy(desc(billingSubscriptions.createdAt), desc(billingSubscriptions.id))
    .limit(1);
  const [row] = await db
    .select({
      netWorth: clientAdvisorLinks.shareNetWorth,
      cashFlow: clientAdvisorLinks.shareCashFlow,
      retirementScore: clientAdvisorLinks.shareRetirementScore,
      plan: users.plan,
      subscriptionStatus: sql<string | null>`(${newestSubscriptionStatus})`,
    })
    .from(clientAdvisorLinks)
    .innerJoin(users, eq(users.id, clientAdvisorLinks.advisorId))
    .where(and(eq(clientAdvisorLinks.userId, clientId), eq(clientAdvisorLinks.advisorId, advisorId), eq(clientAdvisorLinks.status, 'connected')))
    .limit(1);
  if (!row) return null;
  const { plan, subscriptionStatus, ...grant } = row;
  return { grant, billing: { plan, subscriptionStatus } };
}

/** The advisors a client is connected to (deleted, pending and ended links count nowhere). */
export async function findConnectedAdvisorIds(db: Db, clientId: string): Promise<string[]> {
  const rows = await db
    .select({ advisorId: clientAdvisorLinks.advisorId })
    .from(clientAdvisorLinks)
    .where(and(eq(clientAdvisorLinks.userId, clientId), eq(clientAdvisorLinks.status, 'connected')));
  return rows.map((row) => row.advisorId);
}
