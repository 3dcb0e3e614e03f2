import { billingSubscriptions, clientAdvisorLinks, type Db, users } from '@finboard/db';
import type { ShareSwitch } from '@finboard/domain';
import { and, desc, eq } from 'drizzle-orm';

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

/** The advisors a client is connected to (deleted, pending and ended links count nowhere). */
export async function findConnectedAdvisorIds(db: Db, clientId: string): Promise<string[]> {
  const rows = await db
    .select({ advisorId: clientAdvisorLinks.advisorId })
    .from(clientAdvisorLinks)
    .where(and(eq(clientAdvisorLinks.userId, clientId), eq(clientAdvisorLinks.status, 'connected')));
  return rows.map((row) => row.advisorId);
}

/** An advisor's plan and newest subscription status, for 'advisor link active' (read with the grant, never cached). */
export async function findAdvisorBilling(db: Db, advisorId: string): Promise<{ plan: string; subscriptionStatus: string | null }> {
  const [row] = await db
    .select({ plan: users.plan, subscriptionStatus: billingSubscriptions.status })
    .from(users)
    .leftJoin(billingSubscriptions, eq(billingSubscriptions.userId, users.id))
    .where(eq(users.id, advisorId))
    .orderBy(desc(billingSubscriptions.createdAt), desc(billingSubscriptions.id))
    .limit(1);
  return { plan: row?.plan ?? 'free', subscriptionStatus: row?.subscriptionStatus ?? null };
}

/** Every connected client of an advisor with its share switches: the grants of all of them in one read. */
export function findGrantsOfAdvisor(db: Db, advisorId: string): Promise<(Grant & { clientId: string })[]> {
  return db
    .select({
      clientId: clientAdvisorLinks.userId,
      netWorth: clientAdvisorLinks.shareNetWorth,
      cashFlow: clientAdvisorLinks.shareCashFlow,
      retirementScore: clientAdvisorLinks.shareRetirementScore,
    })
    .from(clientAdvisorLinks)
    .where(and(eq(clientAdvisorLinks.advisorId, advisorId), eq(clientAdvisorLinks.status, 'connected')));
}
