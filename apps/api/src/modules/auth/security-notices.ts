import type { TSessionUser } from '@finboard/contracts';
import { formatMediumDateTime, formatTimeZoneName } from '@finboard/domain/format';
import { takeAuthMailQuota } from '../mail/auth-mail-quota';
import { newSignInEmail, type SecurityChange, securityChangeEmail } from '../mail/security-emails';
import type { RegistrationAttemptDeps } from './registration-attempt';
import { describeBrowser } from './user-agent';

/** The security page, where the owner can sign a device out and change what signs in. */
const securityPage = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}/account-security`;

/** Every change to the authenticator goes to the owner's inbox at once (not rate limited: the owner makes them). */
export async function tellOwnerOfSecurityChange(
  deps: RegistrationAttemptDeps,
  user: Pick<TSessionUser, 'id' | 'email' | 'firstName'>,
  change: SecurityChange,
): Promise<void> {
  await deps.mail.send({ ...securityChangeEmail(deps.productName, user, change, securityPage(deps.publicUrl)), userId: user.id });
}

/** A sign-in from a browser without the account's device cookie, at the product zone's time ('Nov 29, 2026, 9:06 AM EST'); at most AUTH_MAIL_MAX_PER_HOUR an hour. */
export async function tellOwnerOfNewSignIn(
  deps: RegistrationAttemptDeps,
  user: Pick<TSessionUser, 'id' | 'email' | 'firstName'>,
  headers: Headers,
  now: Date,
): Promise<void> {
  if (!(await takeAuthMailQuota(deps.db, deps.authMailMaxPerHour, 'new-sign-in', user.id))) return;
  const sign = { browser: describeBrowser(headers.get('user-agent')), at: `${formatMediumDateTime(now)} ${formatTimeZoneName(now)}` };
  await deps.mail.send({ ...newSignInEmail(deps.productName, user, sign, securityPage(deps.publicUrl)), userId: user.id });
}
