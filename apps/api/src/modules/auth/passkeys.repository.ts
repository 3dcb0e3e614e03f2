import { type Db, passkeys, webauthnChallenges } from '@finboard/db';
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengePurpose = 'registration' | 'authentication';

/** Keeps a new challenge; expired ones go at the same time (the table holds only minutes' worth). */
export async function insertChallenge(
  db: Db,
  row: { id: string; purpose: ChallengePurpose; userId: string | null; challenge: string; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await db.insert(webauthnChallenges).values(row);
}

/**
 * Takes a challenge for good: deleted as it is read, so of two answers to one challenge only the
 * first finds it. Null when it is unknown, spent, expired, for another purpose or another user.
 */
export async function takeChallenge(db: Db, scope: { id: string; purpose: ChallengePurpose; userId: string | null }, now: Date): Promise<string | null> {
  const owner = scope.userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, scope.userId);
  const [row] = await db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.id, scope.id), eq(webauthnChallenges.purpose, scope.purpose), owner, gt(webauthnChallenges.expiresAt, now)))
    .returning({ challenge: webauthnChallenges.challenge });
  return row?.challenge ?? null;
}

export function findPasskeysOf(db: Db, userId: string): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function findPasskeyByCredentialId(db: Db, credentialId: string): Promise<PasskeyRow | null> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
  return row ?? null;
}

/** False when the credential is already registered (to anyone): the unique credential id refuses it. */
export async function insertPasskey(db: Db, row: typeof passkeys.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(passkeys).values(row).onConflictDoNothing({ target: passkeys.credentialId }).returning({ id: passkeys.id });
  return inserted.length === 1;
}

/**
 * Records a use: the authenticator's new counter, only if it moved forward from the one read (a
 * cloned key's counter falls behind; two uses racing on one counter, one loses). Authenticators
 * that keep no counter (0 always, as synced passkeys do) are recorded without that check.
 */
export async function markPasskeyUsed(db: Db, row: { id: string; readCounter: number; newCounter: number }, now: Date): Promise<boolean> {
  const counterOk = row.newCounter === 0 && row.readCounter === 0 ? sql`true` : eq(passkeys.counter, row.readCounter);
  const updated = await db
    .update(passkeys)
    .set({ counter: row.newCounter, lastUsedAt: now })
    .where(and(eq(passkeys.id, row.id), counterOk))
    .returning({ id: passkeys.id });
  return updated.length === 1;
}

/** Removes one of the user's own passkeys; null when it is not theirs (or gone already). */
export async function deletePasskeyOf(db: Db, userId: string, id: string): Promise<{ name: string } | null> {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ name: passkeys.name });
  return row ?? null;
}
