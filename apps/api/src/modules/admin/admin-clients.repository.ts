import type { TAdminClientsQuery } from '@finboard/contracts';
import { clientAdvisorLinks, type Db, institutions, users } from '@finboard/db';
import { and, type AnyColumn, asc, count, desc, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';

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

const pageColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  emailVerified: users.emailVerified,
  plan: users.plan,
  createdAt: users.createdAt,
  lastActiveAt: users.lastActiveAt,
  suspendedAt: users.suspendedAt,
};
/** The sort keys, of the users table or of the matches subquery. */
type SortColumns = Record<'id' | 'firstName' | 'lastName' | 'email' | 'createdAt' | 'lastActiveAt', AnyColumn>;

function orderOf(query: TAdminClientsQuery, columns: SortColumns): SQL[] {
  const direction = query.order === 'asc' ? asc : desc;
  switch (query.sort) {
    case 'name':
      return [direction(columns.lastName), direction(columns.firstName), direction(columns.id)];
    case 'email':
      return [direction(columns.email)];
    case 'lastActiveAt':
      // Never-active clients count as the least recent: first going up, last going down (the index's order).
      return query.order === 'asc'
        ? [sql`${columns.lastActiveAt} asc nulls first`, asc(columns.id)]
        : [sql`${columns.lastActiveAt} desc nulls last`, desc(columns.id)];
    default:
      return [direction(columns.createdAt), direction(columns.id)];
  }
}

/**
 * One page. `matchesFirst` (a search known to have at most that many matches): the matches are found
 * first (the trigram index) and then sorted, in a subquery with a LIMIT (a fence PostgreSQL does not
 * pull up; Drizzle drops an OFFSET 0), so it cannot walk the sort's index hoping to meet 25 matches
 * early: 'smith' sorted by name walked 80,000 rows that way. A broad search or none walks the sort's
 * index and stops after the page.
 */
export function findClientsPage(db: Db, query: TAdminClientsQuery, { matchesFirst }: { matchesFirst: number | null }) {
  const offset = (query.page - 1) * query.pageSize;
  if (matchesFirst === null) {
    return db
      .select(pageColumns)
      .from(users)
      .where(and(...conditionsOf(query)))
      .orderBy(...orderOf(query, users))
      .limit(query.pageSize)
      .offset(offset);
  }
  const matches = db
    .select(pageColumns)
    .from(users)
    .where(and(...conditionsOf(query)))
    .limit(matchesFirst)
    .as('matches');
  return db
    .select()
    .from(matches)
    .orderBy(...orderOf(query, matches))
    .limit(query.pageSize)
    .offset(offset);
}

/** Matching clients, counted up to `cap` + 1 (a LIMIT inside): a broad search stops early instead of counting all. */
export async function countClientsUpTo(db: Db, query: TAdminClientsQuery, cap: number): Promise<number> {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(users)
    .where(and(...conditionsOf(query)))
    .limit(cap + 1)
    .as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
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
    .where(
      and(inArray(institutions.userId, userIds), isNull(institutions.deletedAt), ne(institutions.provider, 'manual'), eq(institutions.isManualRecord, false)),
    )
    .groupBy(institutions.userId);
  return new Map(rows.map((row) => [row.userId, row.n]));
}
