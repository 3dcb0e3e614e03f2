import {
  FORGOT_PASSWORD_ANSWER,
  type TChangePasswordRequest,
  type TLoginResponse,
  type TLoginRequest,
  type TRegisterRequest,
  type TRegisterResponse,
  type TRegistrationLinkCheckRequest,
  type TRegistrationLinkCheckResponse,
  type TResetPasswordRequest,
  type TSetPasswordRequest,
  type TSessionUser,
  VERIFICATION_RESEND_ANSWER,
} from '@finboard/contracts';
import type { Db } from '@finboard/db';
import { AUTH_MESSAGES, isValidEmail, validateLoginForm, validateNewPasswordForm, validateSignUpForm } from '@finboard/domain';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Actor } from '../../access/actor';
import { AppError, validationError } from '../../errors/app-error';
import { loadSessionUser } from '../session/session-user';
import { findAccountOwner, findUserIdByEmail } from '../session/session.service';
import type { BetterAuth } from './better-auth';
import { VERIFICATION_LINK_SECONDS } from './better-auth';
import { callBetterAuth } from './better-auth-errors';
import { deleteResetCodesOf, deleteSessionByToken, findResetCodeOwner, markLinkUsed } from './one-time-links.repository';
import { claimSignInAttempt, forgetSignInFailures, type SignInThrottleDeps, signInThrottleKey } from './sign-in-throttle';
import { afterSignIn } from './two-factor.service';
import { withTrustedSignUp } from './trusted-sign-up';
import type { ConnectionDeps } from '../connections/connections.service';
import { joinFromRegistration, planRegistration, type RegistrationPlan, SubAdvisorPlanFullError } from './registration-context.service';
import { hashPassword } from './password-hashing';
import { type RegistrationAttemptDeps, tellOwnerOfRegistrationAttempt } from './registration-attempt';
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
  /** The note to an address's owner when someone registers with it. */
  registrationMail: Omit<RegistrationAttemptDeps, 'db'>;
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

/** How long the mail step of a registration takes at least, whichever mail it sends (see register). */
const REGISTRATION_MAIL_STEP_MS = 500;

/**
 * A registration, answered the same (202, the same body, no session) whether or not the address
 * has an account, so it tells nobody who is a customer. What its link or invitation proves is read
 * first, the same way for both (a sub-advisor invitation to a full plan is refused before anything
 * exists). A new address gets an unverified account, joined to what its link proved, and the
 * verification mail; the verification link signs the person in. An address with an account is left
 * untouched, and its owner is told that someone tried. The password is hashed either way and the
 * mail step takes at least as long as better-auth's verification send (500 ms), so the time taken
 * says as little as the answer.
 */
export async function register(deps: AuthDeps, input: TRegisterRequest, headers: Headers): Promise<TRegisterResponse> {
  throwFirst(validateSignUpForm(input));
  const email = input.email.toLowerCase();
  if (!isAcceptedEmail(email)) throw validationError(AUTH_MESSAGES.emailInvalid, 'email');
  const registration = { connections: deps.connections, linkKey: deps.linkKey };
  const plan = await planRegistration(registration, { role: input.role, email }, input.context, deps.connections.now());
  const owner = await findAccountOwner(deps.db, email);
  const linkNotice = owner
    ? await answerTakenAddress(deps, owner, input.password, plan)
    : await createUnverifiedAccount(deps, { ...input, email }, plan, headers);
  return { status: 'verification_sent', email, linkNotice };
}

/** Nothing is written to the account; what the link would have done is said as for a new address. */
async function answerTakenAddress(
  deps: AuthDeps,
  owner: { id: string; email: string; firstName: string },
  password: string,
  plan: RegistrationPlan,
): Promise<string | null> {
  await hashPassword(password); // as a new account's would be, then forgotten
  await atLeast(REGISTRATION_MAIL_STEP_MS, () => tellOwnerOfRegistrationAttempt({ ...deps.registrationMail, db: deps.db }, owner));
  return plan.notice;
}

async function createUnverifiedAccount(deps: AuthDeps, input: TRegisterRequest, plan: RegistrationPlan, headers: Headers): Promise<string | null> {
  const { email } = input;
  const registration = { connections: deps.connections, linkKey: deps.linkKey };
  const trusted = { role: input.role, registrationContext: plan.storedContext };
  // No cookie comes back: better-auth starts no session for an unverified account (autoSignIn off).
  const { response } = await callBetterAuth(() =>
    withTrustedSignUp(trusted, () =>
      deps.auth.api.signUpEmail({
        body: { email, password: input.password, name: `${input.firstName} ${input.lastName}`, firstName: input.firstName, lastName: input.lastName },
        headers,
        returnHeaders: true,
      }),
    ),
  );
  // Taken meanwhile by a parallel registration: better-auth answers a made-up user, and so do we.
  const owner = await findAccountOwner(deps.db, email);
  if (owner?.id !== response.user.id) {
    await atLeast(REGISTRATION_MAIL_STEP_MS, async () => {
      if (owner) await tellOwnerOfRegistrationAttempt({ ...deps.registrationMail, db: deps.db }, owner);
    });
    return plan.notice;
  }
  const linkNotice = await joinFromRegistration(registration, plan, response.user.id).catch(async (error: unknown) => {
    await removeRefusedRegistration(deps.db, response.user.id);
    throw error instanceof SubAdvisorPlanFullError ? validationError(SUB_ADVISOR_PLAN_FULL, 'context.invitation') : error;
  });
  await atLeast(REGISTRATION_MAIL_STEP_MS, () => sendVerificationEmailTo(deps.auth, email));
  return linkNotice;
}

async function atLeast(ms: number, run: () => Promise<void>): Promise<void> {
  await Promise.all([run(), new Promise((resolve) => setTimeout(resolve, ms))]);
}

/** What a registration link or invitation will do, judged as register() judges it; nothing is written. */
export async function checkRegistrationLink(deps: AuthDeps, input: TRegistrationLinkCheckRequest): Promise<TRegistrationLinkCheckResponse> {
  const email = input.email?.trim() ? input.email.trim().toLowerCase() : null;
  const plan = await planRegistration(
    { connections: deps.connections, linkKey: deps.linkKey },
    { role: input.role, email },
    input.context,
    deps.connections.now(),
  );
  if (plan.link.kind !== 'none') return { status: 'valid', notice: null };
  return plan.notice ? { status: 'refused', notice: plan.notice } : { status: 'none', notice: null };
}

/**
 * Throttled per account (sign-in-throttle.ts) as well as per client address (the route's limit).
 * An unverified account is refused as a wrong password is (better-auth-errors.ts), after better-auth
 * has sent its verification mail again, and the attempt stays counted as a failure.
 */
export async function login(deps: AuthDeps, input: TLoginRequest, headers: Headers): Promise<AuthOutcome<TLoginResponse>> {
  throwFirst(validateLoginForm(input));
  const email = input.email.toLowerCase();
  const throttleKey = signInThrottleKey(deps.throttle, email, headers.get('cookie'));
  await claimSignInAttempt(deps.throttle, throttleKey);
  const { response, setCookies } = await callBetterAuth(() =>
    deps.auth.api.signInEmail({ body: { email, password: input.password, rememberMe: input.rememberMe ?? true }, headers, returnHeaders: true }),
  );
  await forgetSignInFailures(deps.throttle, throttleKey);
  // An authenticator app is set up: better-auth started no session, only the challenge cookie for the code (two-factor.service.ts).
  if ('twoFactorRedirect' in response) return { body: { twoFactorRequired: true }, setCookies };
  const user = await loadSessionUser(deps.db, response.user.id);
  return { body: { user }, setCookies: [...setCookies, ...(await afterSignIn(deps, user, headers))] };
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
  await callBetterAuth(() => deps.auth.api.resetPassword({ body: { newPassword: input.password, token: input.oobCode }, headers, returnHeaders: true }));
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

/** The session token of a session cookie better-auth set (its signed value is `token.signature`). */
function sessionTokenOf(setCookies: string[]): string | null {
  const cookie = setCookies.find((value) => /^(?:__Secure-)?finboard\.session_token=[^;]/.test(value));
  const value = cookie ? decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1).split(';')[0] ?? '') : '';
  return value ? (value.split('.')[0] ?? null) : null;
}

/**
 * A verification link works once (its hash is kept until it would have expired). The link that
 * verifies the email signs its owner in (better-auth's autoSignInAfterVerification: registration
 * starts no session) and the answer names them, so the page goes on to onboarding. A link for an
 * email verified already (another link, a reset) signs nobody in, and names the user only to a
 * caller signed in as that user: a link opened elsewhere reveals nobody.
 */
export async function verifyEmail(deps: AuthDeps, token: string, headers: Headers, actor: Actor | null): Promise<AuthOutcome<{ user: TSessionUser | null }>> {
  // better-auth answers every bad link with 401 (a deleted account's too); to the user each is just a bad link.
  const { setCookies } = await callBetterAuth(() => deps.auth.api.verifyEmail({ query: { token }, headers, returnHeaders: true })).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'UNAUTHENTICATED' ? validationError(LINK_INVALID) : error;
  });
  const signedInBy = sessionTokenOf(setCookies);
  // better-auth answers `user: null` once it has verified the email, so the token says whose it was.
  const claims = verifiedTokenClaims(token);
  const userId = typeof claims.userId === 'string' ? claims.userId : typeof claims.email === 'string' ? await findUserIdByEmail(deps.db, claims.email) : null;
  if (!userId) throw validationError(LINK_INVALID);
  const now = deps.throttle.now();
  const expiresAt = typeof claims.exp === 'number' ? new Date(claims.exp * 1000) : new Date(now.getTime() + VERIFICATION_LINK_SECONDS * 1000);
  const tokenHash = createHash('sha256').update(token).digest('base64url');
  if (!(await markLinkUsed(deps.db, { tokenHash, userId, expiresAt }, now))) {
    // The same link opened twice at once: the one that lost keeps no session either.
    if (signedInBy) await deleteSessionByToken(deps.db, signedInBy);
    throw validationError(LINK_USED);
  }
  const isThatUser = signedInBy !== null || actor?.userId === userId;
  return { body: { user: isThatUser ? await loadSessionUser(deps.db, userId) : null }, setCookies };
}

/** A new verification link for an address, asked for by someone not signed in: the same answer whatever the address. */
export async function resendVerificationByEmail(deps: AuthDeps, email: string) {
  const address = email.trim().toLowerCase();
  if (!isAcceptedEmail(address)) throw validationError(AUTH_MESSAGES.emailInvalid, 'email');
  // Without a session better-auth mails only an unverified account, and takes as long (500 ms at least) for any address.
  await sendVerificationEmailTo(deps.auth, address);
  return { message: VERIFICATION_RESEND_ANSWER };
}

export async function resendVerification(deps: AuthDeps, actor: Actor, headers: Headers) {
  const { email } = actor;
  await callBetterAuth(() => deps.auth.api.sendVerificationEmail({ body: { email }, headers, returnHeaders: true }));
  return { message: `We have sent a new verification link to ${email}.` };
}

// The signed-in caller is asked for, not read: better-auth changes the password of the session the headers carry.
export async function changePassword(deps: AuthDeps, _signedIn: Actor, input: TChangePasswordRequest, headers: Headers) {
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

export async function setPassword(deps: AuthDeps, _signedIn: Actor, input: TSetPasswordRequest, headers: Headers) {
  throwFirst(validateNewPasswordForm(input));
  await callBetterAuth(() => deps.auth.api.setPassword({ body: { newPassword: input.password }, headers, returnHeaders: true }));
  return { message: 'Your password has been set. You can now log in with your email and password.' };
}

/**
 * Sends a verification email without a session (a registration, a resend by address, an admin's
 * resend): better-auth sends it only to an account that exists and is not yet verified, and takes
 * at least 500 ms whatever the address, so the time says nothing either.
 */
export async function sendVerificationEmailTo(auth: BetterAuth, email: string): Promise<void> {
  await callBetterAuth(() => auth.api.sendVerificationEmail({ body: { email }, returnHeaders: true }));
}
