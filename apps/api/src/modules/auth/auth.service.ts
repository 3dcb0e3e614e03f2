import {
  FORGOT_PASSWORD_ANSWER,
  type TChangePasswordRequest,
  type TLoginRequest,
  type TRegisterRequest,
  type TRegistrationLinkCheckRequest,
  type TRegistrationLinkCheckResponse,
  type TResetPasswordRequest,
  type TSetPasswordRequest,
  type TSessionUser,
} from '@finboard/contracts';
import type { Db } from '@finboard/db';
import { AUTH_MESSAGES, isValidEmail, validateLoginForm, validateNewPasswordForm, validateSignUpForm } from '@finboard/domain';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { requireActor } from '../../access/access';
import type { Actor } from '../../access/actor';
import { AppError, validationError } from '../../errors/app-error';
import { loadSessionUser } from '../session/session-user';
import { findUserIdByEmail } from '../session/session.service';
import type { BetterAuth } from './better-auth';
import { VERIFICATION_LINK_SECONDS } from './better-auth';
import { callBetterAuth } from './better-auth-errors';
import { deleteResetCodesOf, findResetCodeOwner, markLinkUsed } from './one-time-links.repository';
import { claimSignInAttempt, forgetSignInFailures, type SignInThrottleDeps, signInThrottleKey, trustedDeviceCookie } from './sign-in-throttle';
import { withTrustedSignUp } from './trusted-sign-up';
import type { ConnectionDeps } from '../connections/connections.service';
import { joinFromRegistration, planRegistration, SubAdvisorPlanFullError } from './registration-context.service';
import { SUB_ADVISOR_PLAN_FULL } from '@finboard/domain/workspace';
import { removeRefusedRegistration } from '../session/session.service';

export interface AuthDeps {
  db: Db;
  auth: BetterAuth;
  throttle: SignInThrottleDeps;
  /** A registration from an advisor's link makes its connection request through the connections service. */
  connections: ConnectionDeps;
  /** Checks the signature of an advisor's registration link (config.registrationLinkKey). */
  linkKey: Buffer;
}

/** What an auth action answers: the body, and the cookies to set on the response. */
export interface AuthOutcome<T> {
  body: T;
  setCookies: string[];
}

/** The spec's email pattern, and better-auth's own stricter check (no '%', no dot before '@'), which it applies later. */
const isAcceptedEmail = (email: string) => isValidEmail(email) && z.email().safeParse(email).success;

function throwFirst(error: { field: string; message: string } | null) {
  if (error) throw validationError(error.message, error.field);
}

/**
 * A new account. What its link or invitation proves is read first (a sub-advisor invitation to a
 * full plan is refused before anything exists); a link that does not hold makes an ordinary account
 * and the answer says why (`linkNotice`). The verification email goes once the account is whole.
 */
export async function register(deps: AuthDeps, input: TRegisterRequest, headers: Headers): Promise<AuthOutcome<{ user: TSessionUser; linkNotice: string | null }>> {
  throwFirst(validateSignUpForm(input));
  const email = input.email.toLowerCase();
  if (!isAcceptedEmail(email)) throw validationError(AUTH_MESSAGES.emailInvalid, 'email');
  const registration = { connections: deps.connections, linkKey: deps.linkKey };
  const plan = await planRegistration(registration, { role: input.role, email }, input.context, deps.connections.now());
  const trusted = { role: input.role, registrationContext: plan.storedContext };
  const { response, setCookies } = await callBetterAuth(() =>
    withTrustedSignUp(trusted, () =>
      deps.auth.api.signUpEmail({
        body: { email, password: input.password, name: `${input.firstName} ${input.lastName}`, firstName: input.firstName, lastName: input.lastName },
        headers,
        returnHeaders: true,
      }),
    ),
  );
  const linkNotice = await joinFromRegistration(registration, plan, response.user.id).catch(async (error: unknown) => {
    await removeRefusedRegistration(deps.db, response.user.id);
    throw error instanceof SubAdvisorPlanFullError ? validationError(SUB_ADVISOR_PLAN_FULL, 'context.invitation') : error;
  });
  await sendVerificationEmailTo(deps.auth, email);
  return { body: { user: await loadSessionUser(deps.db, response.user.id), linkNotice }, setCookies };
}

/** What a registration link or invitation will do, judged as register() judges it; nothing is written. */
export async function checkRegistrationLink(deps: AuthDeps, input: TRegistrationLinkCheckRequest): Promise<TRegistrationLinkCheckResponse> {
  const email = input.email?.trim() ? input.email.trim().toLowerCase() : null;
  const plan = await planRegistration({ connections: deps.connections, linkKey: deps.linkKey }, { role: input.role, email }, input.context, deps.connections.now());
  if (plan.link.kind !== 'none') return { status: 'valid', notice: null };
  return plan.notice ? { status: 'refused', notice: plan.notice } : { status: 'none', notice: null };
}

/** Throttled per account (sign-in-throttle.ts) as well as per client address (the route's limit). */
export async function login(deps: AuthDeps, input: TLoginRequest, headers: Headers): Promise<AuthOutcome<{ user: TSessionUser }>> {
  throwFirst(validateLoginForm(input));
  const email = input.email.toLowerCase();
  const throttleKey = signInThrottleKey(deps.throttle, email, headers.get('cookie'));
  await claimSignInAttempt(deps.throttle, throttleKey);
  const { response, setCookies } = await callBetterAuth(() =>
    deps.auth.api.signInEmail({ body: { email, password: input.password, rememberMe: input.rememberMe ?? true }, headers, returnHeaders: true }),
  );
  await forgetSignInFailures(deps.throttle, throttleKey);
  return {
    body: { user: await loadSessionUser(deps.db, response.user.id) },
    setCookies: [...setCookies, trustedDeviceCookie(deps.throttle, email)],
  };
}

export async function logout(deps: AuthDeps, headers: Headers): Promise<AuthOutcome<{ ok: true }>> {
  const { setCookies } = await callBetterAuth(() => deps.auth.api.signOut({ headers, returnHeaders: true }));
  return { body: { ok: true }, setCookies };
}

/** Answers the same whether or not the email has an account, so it reveals nothing. */
export async function forgotPassword(deps: AuthDeps, email: string, headers: Headers) {
  if (!isAcceptedEmail(email)) throw validationError(AUTH_MESSAGES.emailInvalid, 'email');
  await callBetterAuth(() =>
    deps.auth.api.requestPasswordReset({ body: { email: email.toLowerCase(), redirectTo: '/reset-password' }, headers, returnHeaders: true }),
  );
  return { message: FORGOT_PASSWORD_ANSWER };
}

/** A successful reset spends every other reset link of the same user too: only the newest action counts. */
export async function resetPassword(deps: AuthDeps, input: TResetPasswordRequest, headers: Headers) {
  throwFirst(validateNewPasswordForm(input));
  const ownerId = await findResetCodeOwner(deps.db, input.oobCode);
  await callBetterAuth(() =>
    deps.auth.api.resetPassword({ body: { newPassword: input.password, token: input.oobCode }, headers, returnHeaders: true }),
  );
  if (ownerId) await deleteResetCodesOf(deps.db, ownerId);
  return { message: 'Your password has been reset. You can log in with it now.' };
}

/** The claims of a verification token (a JWT). Read only after better-auth has checked its signature. */
function verifiedTokenClaims(token: string): { userId?: unknown; email?: unknown; exp?: unknown } {
  try {
    const claims: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return claims && typeof claims === 'object' ? claims : {};
  } catch {
    return {};
  }
}

const LINK_INVALID = 'This link is invalid or has expired. Please ask for a new one.';
const LINK_USED = 'This link has already been used. Please log in, or ask for a new one.';

/**
 * A verification link works once (its hash is kept until it would have expired). The verified user
 * is answered only to a caller signed in as that user: a link opened elsewhere reveals nobody.
 */
export async function verifyEmail(deps: AuthDeps, token: string, headers: Headers, actor: Actor | null) {
  // better-auth answers every bad link with 401 (a deleted account's too); to the user each is just a bad link.
  await callBetterAuth(() => deps.auth.api.verifyEmail({ query: { token }, headers, returnHeaders: true })).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'UNAUTHENTICATED' ? validationError(LINK_INVALID) : error;
  });
  // better-auth answers `user: null` once it has verified the email, so the token says whose it was.
  const claims = verifiedTokenClaims(token);
  const userId = typeof claims.userId === 'string' ? claims.userId : typeof claims.email === 'string' ? await findUserIdByEmail(deps.db, claims.email) : null;
  if (!userId) throw validationError(LINK_INVALID);
  const now = deps.throttle.now();
  const expiresAt = typeof claims.exp === 'number' ? new Date(claims.exp * 1000) : new Date(now.getTime() + VERIFICATION_LINK_SECONDS * 1000);
  const tokenHash = createHash('sha256').update(token).digest('base64url');
  if (!(await markLinkUsed(deps.db, { tokenHash, userId, expiresAt }, now))) throw validationError(LINK_USED);
  return { user: actor?.userId === userId ? await loadSessionUser(deps.db, userId) : null };
}

export async function resendVerification(deps: AuthDeps, actor: Actor | null, headers: Headers) {
  const { email } = requireActor(actor);
  await callBetterAuth(() => deps.auth.api.sendVerificationEmail({ body: { email }, headers, returnHeaders: true }));
  return { message: `We have sent a new verification link to ${email}.` };
}

export async function changePassword(deps: AuthDeps, actor: Actor | null, input: TChangePasswordRequest, headers: Headers) {
  requireActor(actor);
  throwFirst(validateNewPasswordForm(input));
  const { setCookies } = await callBetterAuth(() =>
    deps.auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.password, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    }),
  );
  return { body: { message: 'Your password has been changed.' }, setCookies };
}

export async function setPassword(deps: AuthDeps, actor: Actor | null, input: TSetPasswordRequest, headers: Headers) {
  requireActor(actor);
  throwFirst(validateNewPasswordForm(input));
  await callBetterAuth(() => deps.auth.api.setPassword({ body: { newPassword: input.password }, headers, returnHeaders: true }));
  return { message: 'Your password has been set. You can now log in with your email and password.' };
}

/**
 * Sends a user's verification email again on someone else's behalf (an admin's resend): better-auth
 * sends it only to an account that exists and is not yet verified.
 */
export async function sendVerificationEmailTo(auth: BetterAuth, email: string): Promise<void> {
  await callBetterAuth(() => auth.api.sendVerificationEmail({ body: { email }, returnHeaders: true }));
}
