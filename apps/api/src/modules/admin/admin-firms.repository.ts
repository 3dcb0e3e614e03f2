import type { TAdminFirmsQuery } from '@finboard/contracts';
import { billingSubscriptions, clientAdvisorLinks, type Db, users } from '@finboard/db';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';

/**
 * The admin firms list: one page of firms (primary advisors) searched and sorted in SQL, then the
 * page's sub-advisors, connected clients and subscriptions for those ids only, as the clients list does.
 */

const advisorColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  plan: users.plan,
  parentId: users.parentId,
  createdAt: users.createdAt,
  suspendedAt: users.suspendedAt,
  source: sql<string | null>`${users.registrationContext} ->> 'source'`,
};
export type AdvisorRow = Awaited<ReturnType<typeof findSubAdvisorsOf>>[number];

/** A firm is an advisor without a parent, or whose parent is not an advisor any more (shown rather than lost). */
const isFirm = sql`(${users.parentId} is null or not exists (select 1 from users parent where parent.id = ${users.parentId} and parent.role = 'advisor'))`;

/** `%`, `_` and `\` typed in a search are letters, not LIKE's wildcards. */
const likePattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The primary's name or email, or any of its sub-advisors'. */
function matchesSearch(search: string): SQL {
  const pattern = likePattern(search);
  return sql`(lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) like ${pattern}
    or exists (select 1 from users sub where sub.parent_id = ${users.id} and sub.role = 'advisor'
      and lower(sub.first_name || ' ' || sub.last_name || ' ' || sub.email) like ${pattern}))`;
}

/** The firm's connected clients, its sub-advisors' included. */
const firmClients = sql<number>`(select count(*) from client_advisor_links link where link.status = 'connected'
  and (link.advisor_id = ${users.id} or link.advisor_id in (select sub.id from users sub where sub.parent_id = ${users.id} and sub.role = 'advisor')))`;

function conditionsOf(query: TAdminFirmsQuery): SQL | undefined {
  const search = query.search?.trim();
  return and(eq(users.role, 'advisor'), isFirm, search ? matchesSearch(search) : undefined);
}

function orderOf(query: TAdminFirmsQuery): SQL[] {
  const direction = query.order === 'asc' ? asc : desc;
  if (query.sort === 'createdAt') return [direction(users.createdAt), direction(users.id)];
  if (query.sort === 'clients') return [direction(firmClients), asc(users.lastName), asc(users.id)];
  return [direction(users.lastName), direction(users.firstName), direction(users.id)];
}

export async function countFirms(db: Db, query: TAdminFirmsQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(conditionsOf(query));
  return row?.n ?? 0;
}

export function findFirmsPage(db: Db, query: TAdminFirmsQuery) {
  return db
    .select(advisorColumns)
    .from(users)
    .where(conditionsOf(query))
    .orderBy(...orderOf(query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

/** The sub-advisors of the page's firms. */
export function findSubAdvisorsOf(db: Db, firmIds: string[]) {
  if (firmIds.length === 0) return Promise.resolve([]);
  return db
    .select(advisorColumns)
    .from(users)
    .where(and(eq(users.role, 'advisor'), inArray(users.parentId, firmIds)))
    .orderBy(users.lastName, users.firstName, users.id);
}

/** Connected clients of these advisors. */
export async function countConnectedClientsOf(db: Db, advisorIds: string[]): Promise<Map<string, number>> {
  if (advisorIds.length === 0) return new Map();
  const rows = await db
    .select({ advisorId: clientAdvisorLinks.advisorId, n: count() })
    .from(clientAdvisorLinks)
    .where(and(eq(clientAdvisorLinks.status, 'connected'), inArray(clientAdvisorLinks.advisorId, advisorIds)))
    .groupBy(clientAdvisorLinks.advisorId);
  return new Map(rows.map((row) => [row.advisorId, row.n]));
}

/** Each of these advisors' newest subscription (the one their plan follows). */
export async function findNewestSubscriptionsOf(
  db: Db,
  advisorIds: string[],
): Promise<Map<string, { planKey: string; status: string; trialEnd: Date | null }>> {
  if (advisorIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([billingSubscriptions.userId], {
      userId: billingSubscriptions.userId,
      planKey: billingSubscriptions.planKey,
      status: billingSubscriptions.status,
      trialEnd: billingSubscriptions.trialEnd,
    })
    .from(billingSubscriptions)
    .where(inArray(billingSubscriptions.userId, advisorIds))
    .orderBy(billingSubscriptions.userId, desc(billingSubscriptions.createdAt));
  return new Map(rows.map((row) => [row.userId, row]));
}
