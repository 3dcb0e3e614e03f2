import type { Db } from '@finboard/db';
import { countOneMore } from './auth-mail-quota.repository';

/** 'registration-attempt': the note to an address's owner that someone tried to register with it; 'new-sign-in': a sign-in from a new device. */
export type AuthMailKind = 'reset-password' | 'verify-email' | 'registration-attempt' | 'new-sign-in';

const HOUR_SECONDS = 60 * 60;
const DAY_SECONDS = 24 * HOUR_SECONDS;

/**
 * Whether one more mail of this kind may go to this account within the hour (AUTH_MAIL_MAX_PER_HOUR):
 * someone asking again and again for another person's address fills neither their inbox nor our
 * sender's reputation. Counted per account, not per address asking, so no spread of addresses helps.
 */
export async function takeAuthMailQuota(db: Db, maxPerHour: number, kind: AuthMailKind, userId: string): Promise<boolean> {
  return (await countOneMore(db, `auth-mail:${kind}:${userId}`, HOUR_SECONDS)) <= maxPerHour;
}

/**
 * Whether a user may send one more invitation today (INVITATION_MAX_PER_DAY): each is a mail to an
 * address they typed, so without a cap an account could send our mail to anyone, without end.
 */
export async function takeInvitationMailQuota(db: Db, maxPerDay: number, inviterId: string): Promise<boolean> {
  return (await countOneMore(db, `invitation-mail:${inviterId}`, DAY_SECONDS)) <= maxPerDay;
}
