import { advisorDataViews, advisorFavoriteClients, advisorProfiles, clientAdvisorLinks, type Db, netWorthSnapshots, userProfiles, users } from '@finboard/db';
import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';

export type LinkRow = typeof clientAdvisorLinks.$inferSelect;
type LinkChanges = Partial<Omit<LinkRow, 'id' | 'userId' | 'advisorId' | 'requestedBy' | 'requestedAt'>>;

export async function insertLink(db: Db, row: typeof clientAdvisorLinks.$inferInsert): Promise<LinkRow> {
  const [inserted] = await db.insert(clientAdvisorLinks).values(row).returning();
  if (!inserted) throw new Error('insert returned nothing');
  return inserted;
}

/** The pending or connected link of a pair, if any. */
export async function findLiveLink(db: Db, { clientId, advisorId }: { clientId: string; advisorId: string }): Promise<LinkRow | null> {
  const [row] = await db
    .select()
    .from(clientAdvisorLinks)
    .where(
      and(eq(clientAdvisorLinks.userId, clientId), eq(clientAdvisorLinks.advisorId, advisorId), inArray(clientAdvisorLinks.status, ['pending', 'connected'])),
    )
    .limit(1);
  return row ?? null;
}

/** A client's pending or connected links to any of these advisors (at most one per advisor). */
export async function findLiveLinksOfClientTo(db: Db, { clientId, advisorIds }: { clientId: string; advisorIds: readonly string[] }): Promise<LinkRow[]> {
  if (advisorIds.length === 0) return [];
  return db
    .select()
    .from(clientAdvisorLinks)
    .where(
      and(
        eq(clientAdvisorLinks.userId, clientId),
        inArray(clientAdvisorLinks.advisorId, [...advisorIds]),
        inArray(clientAdvisorLinks.status, ['pending', 'connected']),
      ),
    );
}

/** Whether a pair is connected, or was (disconnected after an acceptance; a withdrawn request never was). */
export async function hasConnectedLink(db: Db, { clientId, advisorId }: { clientId: string; advisorId: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: clientAdvisorLinks.id })
    .from(clientAdvisorLinks)
    .where(
      and(
        eq(clientAdvisorLinks.userId, clientId),
        eq(clientAdvisorLinks.advisorId, advisorId),
        or(eq(clientAdvisorLinks.status, 'connected'), and(eq(clientAdvisorLinks.status, 'disconnected'), isNotNull(clientAdvisorLinks.acceptedAt))),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A link the caller is a party to; anyone else's is not found. */
export async function findLinkOfParty(db: Db, { id, partyId }: { id: string; partyId: string }): Promise<LinkRow | null> {
  const [row] = await db
    .select()
    .from(clientAdvisorLinks)
    .where(and(eq(clientAdvisorLinks.id, id), sql`(${clientAdvisorLinks.userId} = ${partyId} or ${clientAdvisorLinks.advisorId} = ${partyId})`))
    .limit(1);
  return row ?? null;
}

/** Changes a link only while it is still in the status the decision was made on (a concurrent answer loses). */
export async function updateLinkIfStatus(db: Db, { id, status }: { id: string; status: LinkRow['status'] }, changes: LinkChanges): Promise<LinkRow | null> {
  const [row] = await db
    .update(clientAdvisorLinks)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(clientAdvisorLinks.id, id), eq(clientAdvisorLinks.status, status)))
    .returning();
  return row ?? null;
}

/** A client's live links with what Board of Advisors shows of each advisor, newest first. */
export function findLinksOfClient(db: Db, clientId: string) {
  return db
    .select({
      link: clientAdvisorLinks,
      advisor: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, image: users.image },
      photoFileId: userProfiles.photoFileId,
      address: { addressLine1: userProfiles.addressLine1, city: userProfiles.city, state: userProfiles.state, zipCode: userProfiles.zipCode },
      calendarLink: advisorProfiles.calendarLink,
    })
    .from(clientAdvisorLinks)
    .innerJoin(users, eq(users.id, clientAdvisorLinks.advisorId))
    .leftJoin(userProfiles, eq(userProfiles.userId, clientAdvisorLinks.advisorId))
    .leftJoin(advisorProfiles, eq(advisorProfiles.userId, clientAdvisorLinks.advisorId))
    .where(and(eq(clientAdvisorLinks.userId, clientId), inArray(clientAdvisorLinks.status, ['pending', 'connected'])))
    .orderBy(desc(clientAdvisorLinks.requestedAt));
}

/**
 * An advisor's live links with each client's name, picture, whether a favourite, and latest net worth;
 * for a sub-advisor also the primary advisor's connected clients (spec 01 §6, 'Primary Advisor Clients').
 */
export function findLinksOfAdvisor(db: Db, advisorId: string, primaryId: string | null = null) {
  const latestNetWorth = db
    .selectDistinctOn([netWorthSnapshots.userId], { userId: netWorthSnapshots.userId, netWorthCents: netWorthSnapshots.netWorthCents })
    .from(netWorthSnapshots)
    .orderBy(netWorthSnapshots.userId, desc(netWorthSnapshots.trackingDate))
    .as('latest_net_worth');
  return db
    .select({
      link: clientAdvisorLinks,
      client: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        image: users.image,
        completionDate: users.completionDate,
      },
      photoFileId: userProfiles.photoFileId,
      favoriteSince: advisorFavoriteClients.createdAt,
      netWorthCents: latestNetWorth.netWorthCents,
      // The advisor's own latest read of the client (advisor_data_views' index: client, advisor, time).
      lastViewedAt: sql<
        string | Date | null
      >`(select max(${advisorDataViews.viewedAt}) from ${advisorDataViews} where ${advisorDataViews.userId} = ${clientAdvisorLinks.userId} and ${advisorDataViews.advisorId} = ${advisorId})`,
    })
    .from(clientAdvisorLinks)
    .innerJoin(users, eq(users.id, clientAdvisorLinks.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, clientAdvisorLinks.userId))
    .leftJoin(advisorFavoriteClients, and(eq(advisorFavoriteClients.advisorId, advisorId), eq(advisorFavoriteClients.userId, clientAdvisorLinks.userId)))
    .leftJoin(latestNetWorth, eq(latestNetWorth.userId, clientAdvisorLinks.userId))
    .where(
      or(
        and(eq(clientAdvisorLinks.advisorId, advisorId), inArray(clientAdvisorLinks.status, ['pending', 'connected'])),
        primaryId ? and(eq(clientAdvisorLinks.advisorId, primaryId), eq(clientAdvisorLinks.status, 'connected')) : undefined,
      ),
    )
    .orderBy(desc(clientAdvisorLinks.requestedAt));
}

export async function addFavoriteClient(db: Db, { advisorId, clientId }: { advisorId: string; clientId: string }): Promise<void> {
  await db.insert(advisorFavoriteClients).values({ advisorId, userId: clientId }).onConflictDoNothing();
}

export async function removeFavoriteClient(db: Db, { advisorId, clientId }: { advisorId: string; clientId: string }): Promise<void> {
  await db.delete(advisorFavoriteClients).where(and(eq(advisorFavoriteClients.advisorId, advisorId), eq(advisorFavoriteClients.userId, clientId)));
}

export async function findUserRoleAndId(db: Db, id: string): Promise<{ id: string; role: string | null; suspendedAt: Date | null } | null> {
  const [row] = await db.select({ id: users.id, role: users.role, suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** A client's plan becomes free when they accept an advisor's connection (spec 01 §4). */
export async function setPlanFree(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ plan: 'free' }).where(eq(users.id, userId));
}

/** The connected clients of these advisors (one, or a sub-advisor and their primary) with name, source and when they connected (no figures). */
export function findConnectedClientsOfAdvisors(db: Db, advisorIds: readonly string[]) {
  return db
    .select({
      clientId: clientAdvisorLinks.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      source: clientAdvisorLinks.source,
      acceptedAt: clientAdvisorLinks.acceptedAt,
    })
    .from(clientAdvisorLinks)
    .innerJoin(users, eq(users.id, clientAdvisorLinks.userId))
    .where(and(inArray(clientAdvisorLinks.advisorId, [...advisorIds]), eq(clientAdvisorLinks.status, 'connected')))
    .orderBy(desc(clientAdvisorLinks.acceptedAt), asc(users.id));
}
