import { advisorFavoriteClients, clientAdvisorLinks, type Db, institutions, netWorthSnapshots, userProfiles, users } from '@finboard/db';
import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { LinkRow } from './connections.repository';

export interface MyClientsPageFilter {
  /** Lowercased words of the search; each must appear in the name or the email. */
  searchWords: readonly string[];
  source?: string;
  favoritesOnly: boolean;
  shares?: 'netWorth' | 'cashFlow' | 'retirementScore';
  attentionOnly: boolean;
  sort: 'newest' | 'netWorthDesc' | 'netWorthAsc';
  limit: number;
  offset: number;
}

export interface MyClientsPageScope {
  /** The caller, whose favourites are pinned and whose own link wins over the primary's. */
  advisorId: string;
  /** The caller and, for a sub-advisor, the primary advisor: whose connected clients are listed. */
  advisorIds: readonly string[];
  needsLoginCodes: readonly string[];
  /** A linked bank not synced since this instant is stale. */
  staleBefore: Date;
}

export interface MyClientsPageRow {
  link: LinkRow;
  client: { id: string; firstName: string; lastName: string; email: string; image: string | null; completionDate: string | null };
  photoFileId: string | null;
  isFavorite: boolean;
  netWorthCents: number | null;
  needsAttention: boolean;
  total: number;
}

/** LIKE's own characters taken literally: a search for "50%" finds "50%", not everything. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const SHARE_COLUMN = { netWorth: 'shareNetWorth', cashFlow: 'shareCashFlow', retirementScore: 'shareRetirementScore' } as const;

/**
 * One page of an advisor's connected clients, in one statement: the live links (a client connected
 * to both a sub-advisor and their primary once, through the caller's own link), searched by name or
 * email, filtered, favourites first, then the sort; the total over every page beside each row.
 * Net worth and attention are read only where the client shares Net Worth.
 */
export async function findMyClientsPage(db: Db, scope: MyClientsPageScope, filter: MyClientsPageFilter): Promise<MyClientsPageRow[]> {
  const live = db
    .selectDistinctOn([clientAdvisorLinks.userId], getTableColumns(clientAdvisorLinks))
    .from(clientAdvisorLinks)
    .where(and(inArray(clientAdvisorLinks.advisorId, [...scope.advisorIds]), eq(clientAdvisorLinks.status, 'connected')))
    .orderBy(clientAdvisorLinks.userId, sql`${clientAdvisorLinks.advisorId} = ${scope.advisorId} desc`)
    .as('live');

  const netWorth = sql<number | null>`case when ${live.shareNetWorth} then (
    select ${netWorthSnapshots.netWorthCents} from ${netWorthSnapshots}
    where ${netWorthSnapshots.userId} = ${live.userId} order by ${netWorthSnapshots.trackingDate} desc limit 1) end`;
  const codes = sql.join(
    scope.needsLoginCodes.map((code) => sql`${code}`),
    sql`, `,
  );
  const needsAttention = sql<boolean>`(${live.shareNetWorth} and exists (
    select 1 from ${institutions} where ${institutions.userId} = ${live.userId} and ${institutions.deletedAt} is null
      and not ${institutions.isManualRecord}
      and (${institutions.errorCode} in (${codes}) or ${institutions.lastSyncedAt} is null or ${institutions.lastSyncedAt} < ${scope.staleBefore.toISOString()}::timestamptz)))`;

  const conditions: (SQL | undefined)[] = filter.searchWords.map(
    (word) => sql`(lower(${users.firstName} || ' ' || ${users.lastName}) like ${likePattern(word)} or lower(${users.email}) like ${likePattern(word)})`,
  );
  if (filter.source !== undefined) conditions.push(sql`lower(${live.source}) = ${filter.source.toLowerCase()}`);
  if (filter.favoritesOnly) conditions.push(isNotNull(advisorFavoriteClients.createdAt));
  if (filter.shares) conditions.push(eq(live[SHARE_COLUMN[filter.shares]], true));
  if (filter.attentionOnly) conditions.push(needsAttention);

  const connectedAt = sql`coalesce(${live.acceptedAt}, ${live.requestedAt})`;
  const bySort: SQL[] =
    filter.sort === 'newest'
      ? [desc(connectedAt)]
      : // A client who does not share net worth stays at the bottom either way.
        [sql`${netWorth} is null`, filter.sort === 'netWorthDesc' ? sql`${netWorth} desc` : sql`${netWorth} asc`, desc(connectedAt)];

  const rows = await db
    .select({
      link: {
        id: live.id,
        userId: live.userId,
        advisorId: live.advisorId,
        status: live.status,
        requestedBy: live.requestedBy,
        source: live.source,
        zipCode: live.zipCode,
        shareNetWorth: live.shareNetWorth,
        shareCashFlow: live.shareCashFlow,
        shareRetirementScore: live.shareRetirementScore,
        shareAll: live.shareAll,
        requestedAt: live.requestedAt,
        acceptedAt: live.acceptedAt,
        acceptedFrom: live.acceptedFrom,
        endedAt: live.endedAt,
        endedBy: live.endedBy,
        updatedAt: live.updatedAt,
      },
      client: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        image: users.image,
        completionDate: users.completionDate,
      },
      photoFileId: userProfiles.photoFileId,
      isFavorite: sql<boolean>`${advisorFavoriteClients.createdAt} is not null`,
      netWorthCents: sql<number | null>`${netWorth}::bigint`.mapWith((value: string | number | null) => (value === null ? null : Number(value))),
      needsAttention: needsAttention.mapWith(Boolean),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(live)
    .innerJoin(users, eq(users.id, live.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, live.userId))
    .leftJoin(advisorFavoriteClients, and(eq(advisorFavoriteClients.advisorId, scope.advisorId), eq(advisorFavoriteClients.userId, live.userId)))
    .where(and(...conditions))
    .orderBy(sql`${advisorFavoriteClients.createdAt} is null`, ...bySort, asc(live.userId))
    .limit(filter.limit)
    .offset(filter.offset);
  return rows;
}

/** The sources of an advisor's connected clients (the filter's choices), without case duplicates. */
export async function findConnectedSources(db: Db, advisorIds: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectDistinctOn([sql`lower(${clientAdvisorLinks.source})`], { source: clientAdvisorLinks.source })
    .from(clientAdvisorLinks)
    .where(and(inArray(clientAdvisorLinks.advisorId, [...advisorIds]), eq(clientAdvisorLinks.status, 'connected')))
    .orderBy(sql`lower(${clientAdvisorLinks.source})`, asc(clientAdvisorLinks.source));
  return rows.map((row) => row.source);
}
