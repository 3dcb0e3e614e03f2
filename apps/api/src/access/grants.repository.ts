import { billingSubscriptions, clientAdvisorLinks, type Db, users } from '@finboard/db';
import type { ShareSwitch } from '@finboard/domain';
import { and, desc, eq, or, sql } from 'drizzle-orm';

export type Grant = Record<ShareSwitch, boolean>;

/**
 * Links an advisor reads through: their own, and for a sub-advisor those of the primary advisor
 * (spec 01 §6: a sub-advisor sees the primary's clients, read-only alike). The parent is read with
 * the grant, never cached: deleting a sub-account or a link is obeyed by the next request.
 */
export const linksReadBy = (advisorId: string) =>
  or(eq(clientAdvisorLinks.advisorId, advisorId), eq(clientAdvisorLinks.advisorId, sql`(select ${users.parentId} from ${users} where ${users.id} = ${advisorId})`));

/** The advisor's own link first: a client connected to both a sub-advisor and the primary is read by the sub-advisor's switches. */
const ownLinkFirst = (advisorId: string) => sql`(${clientAdvisorLinks.advisorId} = ${advisorId}) desc`;

/**
 * What a connected advisor may read of a client right now, or null when they are not connected.
 * Read on every request, never cached: a disconnect or a switch turned off is obeyed at once on
 * every instance. One primary-key-like lookup on the live-pair index.
 */
export async function findGrant(db: Db, { clientId, advisorId }: { clientId: string; advisorId: string }): Promise<Grant | null> {
  const [row] = await db
    .select({ netWorth: clientAdvisorLinks.shareNetWorth, cashFlow: clientAdvisorLinks.shareCashFlow, retirementScore: clientAdvisorLinks.shareRetirementScore })
    .from(clientAdvisorLinks)
    .where(and(eq(clientAdvisorLinks.userId, clientId), linksReadBy(advisorId), eq(clientAdvisorLinks.status, 'connected')))
    .orderBy(ownLinkFirst(advisorId))
    .limit(1);
  return row ?? null;
}

/** An advisor's plan and newest subscription status, for 'advisor link active'. */
export interface AdvisorBilling {
  plan: string;
  subscriptionStatus: string | null;
}

/**
 * The grant (findGrant's, a sub-advisor reading through the primary's links) and, in the same
 * statement, the reading advisor's own billing ('advisor link active', as advisorLinkRefusalOf reads
 * it): an advisor's read of a client's data asks both, and one round trip is half the access
 * decision's cost. Never cached, like findGrant.
 */
export async function findGrantAndAdvisorBilling(db: Db, { clientId, advisorId }: { clientId: string; advisorId: string }): Promise<{ grant: Grant; billing: AdvisorBilling } | null> {
  const newestSubscriptionStatus = db
    .select({ status: billingSubscriptions.status })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.userId, advisorId))
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
    .innerJoin(users, eq(users.id, advisorId))
    .where(and(eq(clientAdvisorLinks.userId, clientId), linksReadBy(advisorId), eq(clientAdvisorLinks.status, 'connected')))
    .orderBy(ownLinkFirst(advisorId))
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

/** An advisor's plan and newest subscription status, for 'advisor link active' (never cached). */
export async function findAdvisorBilling(db: Db, advisorId: string): Promise<AdvisorBilling> {
  const [row] = await db
    .select({ plan: users.plan, subscriptionStatus: billingSubscriptions.status })
    .from(users)
    .leftJoin(billingSubscriptions, eq(billingSubscriptions.userId, users.id))
    .where(eq(users.id, advisorId))
    .orderBy(desc(billingSubscriptions.createdAt), desc(billingSubscriptions.id))
    .limit(1);
  return { plan: row?.plan ?? 'free', subscriptionStatus: row?.subscriptionStatus ?? null };
}

/** Every connected client of an advisor (and of a sub-advisor's primary) with its share switches: all the grants in one read. */
export async function findGrantsOfAdvisor(db: Db, advisorId: string): Promise<(Grant & { clientId: string })[]> {
  const rows = await db
    .select({
      clientId: clientAdvisorLinks.userId,
      netWorth: clientAdvisorLinks.shareNetWorth,
      cashFlow: clientAdvisorLinks.shareCashFlow,
      retirementScore: clientAdvisorLinks.shareRetirementScore,
    })
    .from(clientAdvisorLinks)
    .where(and(linksReadBy(advisorId), eq(clientAdvisorLinks.status, 'connected')))
    .orderBy(ownLinkFirst(advisorId));
  // One grant per client: the advisor's own link wins over the primary's.
  const byClient = new Map<string, Grant & { clientId: string }>();
  for (const row of rows) if (!byClient.has(row.clientId)) byClient.set(row.clientId, row);
  return [...byClient.values()];
}

/** A sub-advisor's primary advisor, or null (read with the grants, never cached). */
export async function findPrimaryAdvisorId(db: Db, advisorId: string): Promise<string | null> {
  const [row] = await db.select({ parentId: users.parentId }).from(users).where(eq(users.id, advisorId)).limit(1);
  return row?.parentId ?? null;
}
