import type {
  TRecoveryCodesResponse,
  TTwoFactorConfirmRequest,
  TTwoFactorDisableRequest,
  TTwoFactorSetupRequest,
  TTwoFactorSetupResponse,
  TTwoFactorStatusResponse,
  TTwoFactorVerifyRequest,
  TSessionUser,
} from '@finboard/contracts';
import { isAuthenticatorCode, isTwoFactorPromptDue, isTwoFactorRequired, type Role, TWO_FACTOR_MESSAGES as M } from '@finboard/domain';
import { APIError } from 'better-auth/api';
import type { Actor } from '../../access/actor';
import { AppError, validationError } from '../../errors/app-error';
import { loadSessionUser } from '../session/session-user';
import type { AuthDeps, AuthOutcome } from './auth.service';
import { callBetterAuth, toAppError } from './better-auth-errors';
import { claimSignInAttempt, forgetSignInFailures, isTrustedDevice, trustedDeviceCookie } from './sign-in-throttle';
import { tellOwnerOfNewSignIn, tellOwnerOfSecurityChange } from './security-notices';
import { claimAuthenticatorCode } from './two-factor-codes';
import { challengeIdentifierOf, withoutSessionCookies } from './two-factor-cookies';
import { findChallengeOwner, findPromptState, findTwoFactorState, markPromptPostponed } from './two-factor.repository';

/** Codes are throttled per account as passwords are (sign-in-throttle.ts): its own count, so neither starves the other. */
const throttleKeyOf = (userId: string) => `two-factor:${userId}`;

/** better-auth's error code of a refusal, or null for anything else. */
function codeOf(error: unknown): string | null {
  return error instanceof APIError ? String((error.body as { code?: unknown } | undefined)?.code ?? '') : null;
}

/** better-auth's refusals of a code, in our words; anything else passes as callBetterAuth would. */
function codeRefusal(error: unknown, status: 'VALIDATION' | 'UNAUTHENTICATED'): unknown {
  switch (codeOf(error)) {
    case 'INVALID_CODE':
      return new AppError(status, M.codeInvalid, 'code');
    case 'INVALID_BACKUP_CODE':
      return new AppError(status, M.recoveryCodeInvalid, 'code');
    case 'INVALID_TWO_FACTOR_COOKIE':
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return new AppError('UNAUTHENTICATED', M.challengeExpired);
    case 'ACCOUNT_TEMPORARILY_LOCKED':
      return new AppError('RATE_LIMITED', 'Too many wrong codes. Please wait 15 minutes and try again.', undefined, 15 * 60);
    case 'INVALID_PASSWORD':
      return validationError(M.passwordIncorrect, 'password');
    default:
      return null;
  }
}

/** Runs a better-auth call whose refusal is about a code or a password. */
async function callWithCode<T>(status: 'VALIDATION' | 'UNAUTHENTICATED', run: () => Promise<{ headers: Headers; response: T }>) {
  try {
    const { headers, response } = await run();
    return { response, setCookies: headers.getSetCookie() };
  } catch (error) {
    throw codeRefusal(error, status) ?? toAppError(error);
  }
}

/**
 * Checks one code (6 digits from the app, or a recovery code) against better-auth: a code from the
 * app is claimed first, so one seen being typed cannot be used again within its window (a refused
 * code is given back); a recovery code is spent by better-auth's compare-and-set, so each works once.
 */
async function checkCode<T>(
  deps: AuthDeps,
  userId: string,
  code: string,
  status: 'VALIDATION' | 'UNAUTHENTICATED',
  calls: { totp: () => Promise<{ headers: Headers; response: T }>; recovery: () => Promise<{ headers: Headers; response: T }> },
) {
  if (!isAuthenticatorCode(code)) return callWithCode(status, calls.recovery);
  const claim = await claimAuthenticatorCode(deps.db, userId, code, deps.throttle.now());
  if (!claim.claimed) throw new AppError(status, M.codeInvalid, 'code');
  return callWithCode(status, calls.totp).catch(async (error: unknown) => {
    await claim.release();
    throw error;
  });
}

/** Set-up, first step: a new secret (not yet asked for at sign-in) for the QR code and to type in. */
export async function startSetup(deps: AuthDeps, actor: Actor, input: TTwoFactorSetupRequest, headers: Headers): Promise<TTwoFactorSetupResponse> {
  const { userId } = actor;
  if ((await findTwoFactorState(deps.db, userId))?.verified) throw new AppError('CONFLICT', M.alreadyEnabled);
  await requirePasswordIfAny(deps, userId, input.password);
  const { response } = await callWithCode('VALIDATION', () =>
    deps.auth.api.enableTwoFactor({ body: { password: input.password, method: 'totp' }, headers, returnHeaders: true }),
  );
  // The recovery codes made here are shown only once the first code has confirmed the app (confirmSetup).
  const totpUri = 'totpURI' in response ? response.totpURI : '';
  return { totpUri, secret: new URL(totpUri).searchParams.get('secret') ?? '' };
}

/** Set-up, second step: the app's first code turns it on; the 10 recovery codes are answered this once. */
export async function confirmSetup(
  deps: AuthDeps,
  actor: Actor,
  input: TTwoFactorConfirmRequest,
  headers: Headers,
): Promise<AuthOutcome<TRecoveryCodesResponse>> {
  const { userId } = actor;
  const state = await findTwoFactorState(deps.db, userId);
  if (!state) throw validationError(M.setupNotStarted);
  if (state.verified) throw new AppError('CONFLICT', M.alreadyEnabled);
  if (!isAuthenticatorCode(input.code)) throw validationError(M.codeInvalid, 'code');
  await claimSignInAttempt(deps.throttle, throttleKeyOf(userId));
  const call = () => deps.auth.api.verifyTOTP({ body: { code: input.code }, headers, returnHeaders: true });
  // Turning it on replaces this session (better-auth signs the new state into it): its cookie goes back.
  const { setCookies } = await checkCode(deps, userId, input.code, 'VALIDATION', { totp: call, recovery: call });
  await forgetSignInFailures(deps.throttle, throttleKeyOf(userId));
  const { response } = await callBetterAuth(() => deps.auth.api.viewBackupCodes({ body: { userId }, returnHeaders: true }));
  await tellOwnerOfSecurityChange({ ...deps.registrationMail, db: deps.db }, await loadSessionUser(deps.db, userId), 'authenticator-on');
  return { body: { recoveryCodes: response.backupCodes }, setCookies };
}

/**
 * The sign-in's second step, after the password: the challenge cookie better-auth set says whose
 * sign-in it is. Throttled per account like passwords, on top of better-auth's own 5 tries per
 * challenge and 10 per account before a 15-minute lock.
 */
export async function verifySignIn(deps: AuthDeps, input: TTwoFactorVerifyRequest, requestHeaders: Headers): Promise<AuthOutcome<{ user: TSessionUser }>> {
  const code = input.code.trim();
  if (!code) throw validationError(M.codeRequired, 'code');
  const identifier = challengeIdentifierOf(requestHeaders.get('cookie'));
  const userId = identifier ? await findChallengeOwner(deps.db, identifier, deps.throttle.now()) : null;
  if (!userId) throw new AppError('UNAUTHENTICATED', M.challengeExpired);
  await claimSignInAttempt(deps.throttle, throttleKeyOf(userId));
  const headers = withoutSessionCookies(requestHeaders);
  const { response, setCookies } = await checkCode(deps, userId, code, 'UNAUTHENTICATED', {
    totp: () => deps.auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true }),
    recovery: () => deps.auth.api.verifyBackupCode({ body: { code }, headers, returnHeaders: true }),
  });
  await forgetSignInFailures(deps.throttle, throttleKeyOf(userId));
  const user = await loadSessionUser(deps.db, response.user.id);
  return { body: { user }, setCookies: [...setCookies, ...(await afterSignIn(deps, user, requestHeaders))] };
}

/** After any password sign-in: the owner hears of a new device, and this browser is remembered as theirs. */
export async function afterSignIn(deps: AuthDeps, user: TSessionUser, headers: Headers): Promise<string[]> {
  const now = deps.throttle.now();
  if (!isTrustedDevice(deps.throttle, user.email, headers.get('cookie')))
    await tellOwnerOfNewSignIn({ ...deps.registrationMail, db: deps.db }, user, headers, now);
  return [trustedDeviceCookie(deps.throttle, user.email)];
}

/** Turning it off takes the password (if the account has one) and a code from the app or a recovery code. */
export async function disable(deps: AuthDeps, actor: Actor, input: TTwoFactorDisableRequest, headers: Headers): Promise<AuthOutcome<{ ok: true }>> {
  const { userId } = actor;
  if (!(await findTwoFactorState(deps.db, userId))?.verified) throw validationError(M.notEnabled);
  await requirePasswordIfAny(deps, userId, input.password);
  await claimSignInAttempt(deps.throttle, throttleKeyOf(userId));
  const code = input.code.trim();
  await checkCode(deps, userId, code, 'VALIDATION', {
    totp: () => deps.auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true }),
    recovery: () => deps.auth.api.verifyBackupCode({ body: { code, disableSession: true }, headers, returnHeaders: true }),
  });
  const { setCookies } = await callWithCode('VALIDATION', () =>
    deps.auth.api.disableTwoFactor({ body: { password: input.password }, headers, returnHeaders: true }),
  );
  await forgetSignInFailures(deps.throttle, throttleKeyOf(userId));
  await tellOwnerOfSecurityChange({ ...deps.registrationMail, db: deps.db }, await loadSessionUser(deps.db, userId), 'authenticator-off');
  return { body: { ok: true }, setCookies };
}

export async function getStatus(deps: AuthDeps, actor: Actor, requiredFor: readonly Role[]): Promise<TTwoFactorStatusResponse> {
  const { userId, role } = actor;
  const state = await findTwoFactorState(deps.db, userId);
  const enabled = state?.verified === true;
  const recoveryCodesLeft = enabled
    ? (await callBetterAuth(() => deps.auth.api.viewBackupCodes({ body: { userId }, returnHeaders: true }))).response.backupCodes.length
    : 0;
  return { enabled, recoveryCodesLeft, required: isTwoFactorRequired(role, requiredFor) };
}

/** better-auth skips the password for an account without one; for one with a password, it is asked. */
async function requirePasswordIfAny(deps: AuthDeps, userId: string, password: string | undefined): Promise<void> {
  if (password) return;
  if ((await loadSessionUser(deps.db, userId)).hasPassword) throw validationError(M.passwordRequired, 'password');
}

/** Whether to ask this user, now, to set up two-factor sign-in (advisors at sign-in; 'Later' ends it). */
export async function getPrompt(deps: AuthDeps, actor: Actor, requiredFor: readonly Role[]): Promise<{ due: boolean }> {
  const { userId } = actor;
  const state = await findPromptState(deps.db, userId);
  return { due: state !== null && isTwoFactorPromptDue(state, requiredFor) };
}

export async function postponePrompt(deps: AuthDeps, actor: Actor): Promise<{ ok: true }> {
  const { userId } = actor;
  await markPromptPostponed(deps.db, userId, deps.throttle.now());
  return { ok: true };
}
