import { accounts, advisorRegistrationSources, type Db, sessions, userProfiles, users } from '@finboard/db';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { notFound } from '../../errors/app-error';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

/** Sets the role only while none is set, so two racing requests cannot both choose. Returns whether it did. */
export async function setRoleIfUnset(db: Db, userId: string, role: 'client' | 'advisor'): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.role)))
    .returning({ id: users.id });
  return updated.length > 0;
}

export async function markEmailVerified(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.emailVerified, false)));
}

/** Keeps the first time only: pressing Get Started on a second device changes nothing. */
export async function markWelcomeSeen(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ welcomeSeenAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.welcomeSeenAt)));
}

export async function findUserRole(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id)).limit(1);
  return row?.role ?? null;
}

export interface SessionUserRow {
  user: UserRow;
  hasPassword: boolean;
  photoFileId: string | null;
  companyLogoFileId: string | null;
  /** The advisor's own registration links (spec 01 §3 inviteLinkCount), counted, so it cannot drift. */
  inviteLinkCount: number;
}

/** The user, whether they have a password, and their pictures, in one round trip (GET /api/session is the hottest read). */
export async function getSessionUserRow(db: Db, id: string): Promise<SessionUserRow> {
  const [row] = await db
    .select({
      user: users,
      credentialId: accounts.id,
      photoFileId: userProfiles.photoFileId,
      companyLogoFileId: userProfiles.companyLogoFileId,
      // Only an advisor makes links; the count is an index lookup on the sources' user_id.
      inviteLinkCount:
        sql<number>`case when ${users.role} = 'advisor' then (select count(*) from ${advisorRegistrationSources} where ${advisorRegistrationSources.userId} = ${users.id}) else 0 end`.mapWith(
          Number,
        ),
    })
    .from(users)
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  if (!row) throw notFound('User not found');
  return {
    user: row.user,
    hasPassword: row.credentialId !== null,
    photoFileId: row.photoFileId,
    companyLogoFileId: row.companyLogoFileId,
    inviteLinkCount: row.inviteLinkCount,
  };
}

/** A user's display name, e.g. for a report's heading. */
export async function findUserName(db: Db, id: string): Promise<string> {
  const [row] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound('User not found');
  return [row.firstName, row.lastName].filter(Boolean).join(' ');
}

/** A suspended user starts no session (better-auth's session hook asks). */
export async function isUserSuspended(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, id)).limit(1);
  return row?.suspendedAt != null;
}

/** Which of these sessions still let their user in: not deleted, not expired, the user not suspended. */
export async function findLiveSessionIds(db: Db, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, [...ids]), gt(sessions.expiresAt, sql`now()`), isNull(users.suspendedAt)));
  return rows.map((row) => row.id);
}

/** A session started: the admin list's "last active". */
export async function markUserActive(db: Db, id: string, at: Date): Promise<void> {
  await db.update(users).set({ lastActiveAt: at }).where(eq(users.id, id));
}

/** Removes an account made moments ago whose registration was then refused (its rows cascade). */
export async function deleteNewUser(db: Db, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/**
 * Drops the password and every session of an account whose email was never verified, in one
 * statement each inside a transaction; answers whether the account was unverified. Run as another
 * way of proving the address (a provider's verified email) is linked to it.
 */
export async function dropUnprovenPassword(db: Db, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, id)).for('update');
    if (!user || user.emailVerified) return false;
    await tx.delete(accounts).where(and(eq(accounts.userId, id), eq(accounts.providerId, 'credential')));
    await tx.delete(sessions).where(eq(sessions.userId, id));
    return true;
  });
}
