import { accounts, type Db, sessions } from '@finboard/db';
import { and, eq } from 'drizzle-orm';

/** The account's password hash, or null for an account that signs in only with Google or Apple. */
export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return row?.password ?? null;
}

/** When this user's session started (null: not theirs, or gone). */
export async function findSessionStartedAt(db: Db, scope: { userId: string; sessionId: string }): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.id, scope.sessionId), eq(sessions.userId, scope.userId)))
    .limit(1);
  return row?.createdAt ?? null;
}
