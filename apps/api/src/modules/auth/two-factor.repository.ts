import { type Db, twoFactors, usedAuthTokens, verifications } from '@finboard/db';
import { and, eq, gt } from 'drizzle-orm';

/** The user's authenticator row as far as we read it: the secrets stay with better-auth. */
export async function findTwoFactorState(db: Db, userId: string): Promise<{ verified: boolean; backupCodes: string } | null> {
  const [row] = await db.select({ verified: twoFactors.verified, backupCodes: twoFactors.backupCodes }).from(twoFactors).where(eq(twoFactors.userId, userId)).limit(1);
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
