import { createHash } from 'node:crypto';
import type { Db } from '@finboard/db';
import { markLinkUsed } from './one-time-links.repository';
import { releaseUsedCode } from './two-factor.repository';

/**
 * A code from the app is accepted for its own 30 s step and one either side, so it could be replayed
 * for up to 90 s (someone who saw it typed). better-auth does not remember codes; we do: the hash
 * of (user, code) is kept in used_auth_tokens for that long, and a code already there is refused.
 */
const CODE_LIFETIME_MS = 90_000;

const codeHash = (userId: string, code: string) => createHash('sha256').update(`totp:${userId}:${code}`).digest('base64url');

/** Claims the code for this user; false when it was used within its window. */
export async function claimAuthenticatorCode(db: Db, userId: string, code: string, now: Date): Promise<{ claimed: boolean; release: () => Promise<void> }> {
  const tokenHash = codeHash(userId, code);
  const claimed = await markLinkUsed(db, { tokenHash, userId, expiresAt: new Date(now.getTime() + CODE_LIFETIME_MS) }, now);
  return { claimed, release: () => releaseUsedCode(db, tokenHash) };
}
