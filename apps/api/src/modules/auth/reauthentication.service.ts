import type { Db } from '@finboard/db';
import { findPasswordHash, findSessionStartedAt } from './credential.repository';
import { verifyPassword } from './password-hashing';

/** Whether the account has a password to ask for (a social-only account has none). */
export async function hasPassword(db: Db, userId: string): Promise<boolean> {
  return (await findPasswordHash(db, userId)) !== null;
}

/** Checks a password against the account's own (argon2id); false for an account without one. */
export async function isAccountPassword(db: Db, userId: string, password: string): Promise<boolean> {
  const hash = await findPasswordHash(db, userId);
  return hash !== null && verifyPassword({ hash, password });
}

export function findSessionStart(db: Db, userId: string, sessionId: string): Promise<Date | null> {
  return findSessionStartedAt(db, { userId, sessionId });
}
