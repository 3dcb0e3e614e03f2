import { type Db, sessions, usedAuthTokens, verifications } from '@finboard/db';
import { and, eq, like, lt } from 'drizzle-orm';

// better-auth keeps a reset code as a verification row named after the code, its value the user id.
const RESET_PREFIX = 'reset-password:';

export async function findResetCodeOwner(db: Db, code: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(eq(verifications.identifier, `${RESET_PREFIX}${code}`))
    .limit(1);
  return row?.userId ?? null;
}

/** Every reset code still out for this user: after a successful reset none of them may work. */
export async function deleteResetCodesOf(db: Db, userId: string): Promise<void> {
  await db.delete(verifications).where(and(like(verifications.identifier, `${RESET_PREFIX}%`), eq(verifications.value, userId)));
}

/** Records a link as used; false when it was used before. Rows past their link's expiry are dropped on the way. */
export async function markLinkUsed(db: Db, link: { tokenHash: string; userId: string; expiresAt: Date }, now: Date): Promise<boolean> {
  await db.delete(usedAuthTokens).where(lt(usedAuthTokens.expiresAt, now));
  const inserted = await db.insert(usedAuthTokens).values(link).onConflictDoNothing().returning({ tokenHash: usedAuthTokens.tokenHash });
  return inserted.length === 1;
}

/** Ends one session, found by its token (a session a refused verification link had just started). */
export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token, token));
}
