import { type Db, sessions } from '@finboard/db';
import { and, desc, eq, gt, ne } from 'drizzle-orm';

export interface SessionRow {
  id: string;
  userAgent: string | null;
  ipAddress: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The user's live sessions, most recently refreshed first. */
export async function findLiveSessionsOf(db: Db, userId: string, now: Date): Promise<SessionRow[]> {
  return db
    .select({ id: sessions.id, userAgent: sessions.userAgent, ipAddress: sessions.ipAddress, createdAt: sessions.createdAt, updatedAt: sessions.updatedAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt), desc(sessions.createdAt));
}

/** Ends one of the user's own sessions; false when it is not theirs (or gone already). */
export async function deleteSessionOf(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return deleted.length === 1;
}

/** Ends every session of the user but this one; the number ended. */
export async function deleteOtherSessionsOf(db: Db, userId: string, keepSessionId: string): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return deleted.length;
}
