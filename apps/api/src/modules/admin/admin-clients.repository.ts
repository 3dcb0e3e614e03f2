import type { TAdminClientsQuery } from '@finboard/contracts';
import { clientAdvisorLinks, type Db, institutions, users } from '@finboard/db';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';

/**
 * The admin clients list: one page of clients, filtered, searched and sorted in SQL, then the
 * page's counts (connected advisors, linked institutions) for those ids only. Each sort has its
 * (role, key, id) index (migration 0019), so a page is an index range, not a sort of every client;
 * the search's expression has a trigram index on PostgreSQL.
 */

/** The text the search reads; the same expression as the trigram index's, or the index is not used. */
const searchText = sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`;

/** `%`, `_` and `\` typed in a search are letters, not LIKE's wildcards. */
const likePattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

function conditionsOf(query: TAdminClientsQuery): SQL[] {
  const conditions: SQL[] = [eq(users.role, 'client')];
  const search = query.search?.trim();
  if (search) conditions.push(sql`${searchText} like ${likePattern(search)}`);
  if (query.plan === 'free') conditions.push(eq(users.plan, 'free'));
  if (query.plan === 'paid') conditions.push(ne(users.plan, 'free'));
  if (query.status === 'active') conditions.push(isNull(users.suspendedAt));
  if (query.status === 'suspended') conditions.push(isNotNull(users.suspendedAt));
  return conditions;
}

function orderOf(query: TAdminClientsQuery): SQL[] {
  const direction = query.order === 'asc' ? asc : desc;
  switch (query.sort) {
    case 'name':
      return [direction(users.lastName), direction(users.firstName), direction(users.id)];
    case 'email':
      return [direction(users.email)];
    case 'lastActiveAt':
      // Never-active clients count as the least recent: first going up, last going down (the index's order).
      return query.order === 'asc'
        ? [sql`${users.lastActiveAt} asc nulls first`, asc(users.id)]
        : [sql`${users.lastActiveAt} desc nulls last`, desc(users.id)];
    default:
      return [direction(users.createdAt), direction(users.id)];
  }
}

export function findClientsPage(db: Db, query: TAdminClientsQuery) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      emailVerified: users.emailVerified,
      plan: users.plan,
      createdAt: users.createdAt,
      lastActiveAt: users.lastActiveAt,
      suspendedAt: users.suspendedAt,
    })
    .from(users)
    .where(and(...conditionsOf(query)))
    .orderBy(...orderOf(query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

export async function countClients(db: Db, query: TAdminClientsQuery): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(...conditionsOf(query)));
  return row?.n ?? 0;
}

/** Connected advisors per client, for a page's ids. */
export async function countConnectedAdvisors(db: Db, clientIds: string[]): Promise<Map<string, number>> {
  if (clientIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: clientAdvisorLinks.userId, n: count() })
    .from(clientAdvisorLinks)
    .where(and(inArray(clientAdvisorLinks.userId, clientIds), eq(clientAdvisorLinks.status, 'connected')))
    .groupBy(clientAdvisorLinks.userId);
  return new Map(rows.map((row) => [row.userId, row.n]));
}

/** Linked (provider, not deleted) institutions per user, for a page's ids. */
export async function countLinkedInstitutionsOf(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: institutions.userId, n: count() })
    .from(institutions)
    .where(and(inArray(institutions.userId, userIds), isNull(institutions.deletedAt), ne(institutions.provider, 'manual'), eq(institutions.isManualRecord, false)))
    .groupBy(institutions.userId);
  return new Map(rows.map((row) => [row.userId, row.n]));
}
