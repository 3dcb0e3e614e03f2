import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '@finboard/db';
import { failuresAfterAnother, signInThrottledMessage, signInWaitSeconds } from '@finboard/domain';
import { AppError } from '../../errors/app-error';
import { deleteSignInFailures, lockSignInFailures, saveSignInFailures } from './sign-in-throttle.repository';

/** A browser the owner has signed in from: its failures are counted apart from everyone else's. */
export const TRUSTED_DEVICE_COOKIE = 'finboard_device';
const TRUSTED_DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface SignInThrottleDeps {
  db: Db;
  secret: string;
  now: () => Date;
  secureCookies: boolean;
}

/** The hash an email is throttled under (the account deletion forgets its counts). */
export const emailKey = (email: string) => createHash('sha256').update(email).digest('base64url');
const sign = (secret: string, value: string) => createHmac('sha256', secret).update(`trusted-device:${value}`).digest('base64url');

/** The device id of a valid trusted-device cookie for this email, or null (forged, another account's, absent). */
function trustedDeviceId(deps: SignInThrottleDeps, email: string, cookieHeader: string | null): string | null {
  const value = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${TRUSTED_DEVICE_COOKIE}=([A-Za-z0-9_-]+)\\.([A-Za-z0-9_-]+)\\.([A-Za-z0-9_-]+)`));
  if (!value) return null;
  const [, account, device, signature] = value as unknown as [string, string, string, string];
  if (account !== emailKey(email)) return null;
  const expected = Buffer.from(sign(deps.secret, `${account}.${device}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? device : null;
}

/** Whether this browser has signed in to this account before (a sign-in from anywhere else is a new device). */
export const isTrustedDevice = (deps: SignInThrottleDeps, email: string, cookieHeader: string | null) => trustedDeviceId(deps, email, cookieHeader) !== null;

/** Where this attempt's failures are counted: the account's shared count, or this trusted browser's own. */
export function signInThrottleKey(deps: SignInThrottleDeps, email: string, cookieHeader: string | null): string {
  const device = trustedDeviceId(deps, email, cookieHeader);
  return device ? `device:${device}:${emailKey(email)}` : `account:${emailKey(email)}`;
}

/**
 * Counts the attempt as a failure before the password is checked (a success clears it), or refuses
 * it with the time to wait. A refused attempt changes nothing, so waiting always helps.
 */
export async function claimSignInAttempt(deps: SignInThrottleDeps, key: string): Promise<void> {
  const now = deps.now();
  const wait = await deps.db.transaction(async (tx) => {
    const record = await lockSignInFailures(tx, key);
    const seconds = signInWaitSeconds(record, now);
    if (seconds === 0) await saveSignInFailures(tx, key, { failures: failuresAfterAnother(record, now), lastFailedAt: now });
    return seconds;
  });
  if (wait > 0) throw new AppError('RATE_LIMITED', signInThrottledMessage(wait), undefined, wait);
}

export const forgetSignInFailures = (deps: SignInThrottleDeps, key: string) => deleteSignInFailures(deps.db, key);

/** The cookie that marks this browser as one the owner signed in from (signed, so it cannot be made up). */
export function trustedDeviceCookie(deps: SignInThrottleDeps, email: string): string {
  const value = `${emailKey(email)}.${randomBytes(16).toString('base64url')}`;
  const secure = deps.secureCookies ? '; Secure' : '';
  return `${TRUSTED_DEVICE_COOKIE}=${value}.${sign(deps.secret, value)}; Path=/api/auth; Max-Age=${TRUSTED_DEVICE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}
