import type { Db } from '@finboard/db';
import { countOneMore } from './auth-mail-quota.repository';

/** 'registration-attempt': the note to an address's owner that someone tried to register with it. */
export type AuthMailKind = 'reset-password' | 'verify-email' | 'registration-attempt';

const HOUR_SECONDS = 60 * 60;

/**
 * Whether one more mail of this kind may go to this account within the hour (AUTH_MAIL_MAX_PER_HOUR):
 * someone asking again and again for another person's address fills neither their inbox nor our
 * sender's reputation. Counted per account, not per address asking, so no spread of addresses helps.
 */
export async function takeAuthMailQuota(db: Db, maxPerHour: number, kind: AuthMailKind, userId: string): Promise<boolean> {
  return (await countOneMore(db, `auth-mail:${kind}:${userId}`, HOUR_SECONDS)) <= maxPerHour;
}
