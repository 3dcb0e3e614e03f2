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
  or(
    eq(clientAdvisorLinks.advisorId, advisorId),
    eq(clientAdvisorLinks.advisorId, sql`(select ${users.parentId} from ${users} where ${users.id} = ${advisorId})`),
  );

/** The advisor's own link first: a client connected to both a sub-advisor and the primary is read by the sub-advisor's switches. */
const ownLinkFirst = (advisorId: string) => sql`(${clientAdvisorLinks.advisorId} = ${advisorId}) desc`;

/**
 * What a connected advisor may read of a client right now, or null when they are not connected.
 * Read on every request, never cached: a disconnect or a switch turned off is obeyed at once on
 * every instance. One primary-key-like lookup on the live-pair index.
 */
export async function findGrant(db: Db, { clientId, advisorId }: { clientId: string; advisorId: string }): Promise<Grant | null> {
  const [row] = await db
    .select({
      netWorth: clientAdvisorLinks.shareNetWorth,
      cashFlow: clientAdvisorLinks.shareCashFlow,
      retirementScore: clientAdvisorLinks.shareRetirementScore,
    })
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
export async function findGrantAndAdvisorBilling(
  db: Db,
  { clientId, advisorId }: { clientId: string; advisorId: string },
): Promise<{ grant: Grant; billing: AdvisorBilling } | null> {
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

/** An advisor's grant of one client, for reads of many clients at once. */
export type ClientGrant = Grant & { clientId: string };

/** What deciding an advisor's reads of all their clients needs, read in one statement. */
export interface AdvisorReadingState {
  billing: AdvisorBilling;
  /** A sub-advisor's primary advisor, or null. */
  primaryId: string | null;
  /** Every connected client of the advisor (and of a sub-advisor's primary), one grant each, in client id order. */
  grants: ClientGrant[];
}

const ZERO_GRANTS = sql`'[]'::json`;

/**
 * The advisor's billing, primary advisor and every grant, in one round trip: the dashboard decides
 * its reads on every request, and three statements cost more than the one. A client connected to
 * both a sub-advisor and the primary is read by the sub-advisor's own link's switches. Null when the
 * advisor does not exist. Never cached, like findGrant.
 */
export async function findAdvisorReadingState(db: Db, advisorId: string): Promise<AdvisorReadingState | null> {
  const links = clientAdvisorLinks;
  const newestSubscriptionStatus = sql`(select ${billingSubscriptions.status} from ${billingSubscriptions} where ${billingSubscriptions.userId} = ${advisorId} order by ${billingSubscriptions.createdAt} desc, ${billingSubscriptions.id} desc limit 1)`;
  const grants = sql`(select coalesce(json_agg(json_build_array(g.client_id, g.net_worth, g.cash_flow, g.retirement_score) order by g.client_id), ${ZERO_GRANTS}) from (
      select distinct on (${links.userId}) ${links.userId} as client_id, ${links.shareNetWorth} as net_worth, ${links.shareCashFlow} as cash_flow, ${links.shareRetirementScore} as retirement_score
      from ${links}
      where (${links.advisorId} = ${advisorId} or ${links.advisorId} = ${users.parentId}) and ${links.status} = 'connected'
      order by ${links.userId}, (${links.advisorId} = ${advisorId}) desc
    ) g)`;
  const [row] = await db
    .select({
      plan: users.plan,
      primaryId: users.parentId,
      subscriptionStatus: sql<string | null>`${newestSubscriptionStatus}`,
      grants: sql<[string, boolean, boolean, boolean][] | string>`${grants}`,
    })
    .from(users)
    .where(eq(users.id, advisorId))
    .limit(1);
  if (!row) return null;
  // node-postgres parses json; PGlite's driver may hand it back as text.
  const tuples = typeof row.grants === 'string' ? (JSON.parse(row.grants) as [string, boolean, boolean, boolean][]) : row.grants;
  return {
    billing: { plan: row.plan, subscriptionStatus: row.subscriptionStatus },
    primaryId: row.primaryId,
    grants: tuples.map(([clientId, netWorth, cashFlow, retirementScore]) => ({ clientId, netWorth, cashFlow, retirementScore })),
  };
}

/** A sub-advisor's primary advisor, or null (read with the grants, never cached). */
export async function findPrimaryAdvisorId(db: Db, advisorId: string): Promise<string | null> {
  const [row] = await db.select({ parentId: users.parentId }).from(users).where(eq(users.id, advisorId)).limit(1);
  return row?.parentId ?? null;
}
