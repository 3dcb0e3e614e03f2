import { type Db, passkeys, twoFactors, usedAuthTokens, users, verifications } from '@finboard/db';
import { and, count, eq, gt, isNull } from 'drizzle-orm';

/** The user's authenticator row as far as we read it: the secrets stay with better-auth. */
export async function findTwoFactorState(db: Db, userId: string): Promise<{ verified: boolean; backupCodes: string } | null> {
  const [row] = await db
    .select({ verified: twoFactors.verified, backupCodes: twoFactors.backupCodes })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Whose pending sign-in a challenge is (better-auth keeps it as a verification row, its value the user id). */
export async function findChallengeOwner(db: Db, identifier: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, now)))
    .limit(1);
  return row?.userId ?? null;
}

/** Gives a claimed code back when it turned out wrong, so it can still be used if it becomes right. */
export async function releaseUsedCode(db: Db, tokenHash: string): Promise<void> {
  await db.delete(usedAuthTokens).where(eq(usedAuthTokens.tokenHash, tokenHash));
}

/** What the advisors' two-factor prompt is decided on: the user's role and state, and how many passkeys they have. */
export async function findPromptState(
  db: Db,
  userId: string,
): Promise<{ role: string | null; twoFactorEnabled: boolean; postponed: boolean; passkeyCount: number } | null> {
  const [user] = await db
    .select({ role: users.role, twoFactorEnabled: users.twoFactorEnabled, postponedAt: users.twoFactorPromptPostponedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return null;
  const [keys] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return { role: user.role, twoFactorEnabled: user.twoFactorEnabled, postponed: user.postponedAt !== null, passkeyCount: keys?.n ?? 0 };
}

/** 'Later': the first answer is kept, on whichever device it came from. */
export async function markPromptPostponed(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ twoFactorPromptPostponedAt: now })
    .where(and(eq(users.id, userId), isNull(users.twoFactorPromptPostponedAt)));
}
