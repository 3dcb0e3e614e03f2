import { accounts, type Db, sessions, twoFactors, users, verifications } from '@finboard/db';
import { ACCOUNT_SUSPENDED_MESSAGE } from '@finboard/domain';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { APIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { Config } from '../../config/env';
import type { MailService } from '../mail/mail.service';
import { passwordResetEmail, verificationEmail } from '../mail/auth-emails';
import { takeAuthMailQuota } from '../mail/auth-mail-quota';
import { hashPassword, verifyPassword } from './password-hashing';
import { configuredProviderIds, httpAllowlist, pathsToDisable } from './http-allowlist';
import { passkeySession } from './passkey-session';
import type { ConnectionDeps } from '../connections/connections.service';
import { joinFromRegistration, planRegistration, type RegistrationDeps, SubAdvisorPlanFullError } from './registration-context.service';
import { AppError } from '../../errors/app-error';
import { readSignupContext, readSignupRole } from './signup-cookies';
import { socialProviderConfigs } from './social-providers';
import { currentTrustedSignUp } from './trusted-sign-up';
import { dropUnprovenPassword, isUserSuspended, markEmailVerified, markUserActive, removeRefusedRegistration } from '../session/session.service';
import { SUB_ADVISOR_PLAN_FULL } from '@finboard/domain/workspace';
import { ACCOUNT_SUSPENDED_CODE } from './better-auth-errors';

/** better-auth's own routes live here; only a configured provider's callback is answered (http-allowlist.ts). */
export const BETTER_AUTH_BASE_PATH = '/api/auth/sso';

const DAY_SECONDS = 24 * 60 * 60;

/** How many one-time recovery codes an authenticator's set-up hands out. */
export const RECOVERY_CODE_COUNT = 10;
export const VERIFICATION_LINK_SECONDS = 3 * DAY_SECONDS;

/** better-auth's own limit, a second line behind ours: it sees only the callback's requests. */
const CALLBACK_RATE_LIMIT = { window: 60, max: 30 };

export function createBetterAuth(config: Config, db: Db, mail: MailService, connections: ConnectionDeps) {
  const options = betterAuthOptions(config, db, mail, connections);
  // better-auth lists its endpoints only once built; a throwaway instance (nothing runs) names the paths to disable.
  const disabledPaths = pathsToDisable(betterAuth(options).api);
  return betterAuth({ ...options, disabledPaths });
}

function betterAuthOptions(config: Config, db: Db, mail: MailService, connections: ConnectionDeps) {
  const registration: RegistrationDeps = { connections, linkKey: config.registrationLinkKey };
  return {
    appName: config.productName,
    baseURL: config.publicUrl,
    basePath: BETTER_AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    // Our own per-route limits apply to our routes (server/plugins/auth-rate-limit.ts); this one to the callback.
    rateLimit: { enabled: true, storage: 'memory' as const, ...CALLBACK_RATE_LIMIT },
    telemetry: { enabled: false },
    // better-auth writes to the console on its own; LOG_LEVEL=silent silences it too.
    logger: { disabled: config.logLevel === 'silent' },
    session: { expiresIn: 30 * DAY_SECONDS, updateAge: DAY_SECONDS },
    // A provider's verified email links to the account with that address even while it is unverified
    // (better-auth's default refuses, leaving the address's owner locked out by whoever registered it
    // first); the link proves the address, and the account.create hook below drops the password that
    // nobody had proved.
    account: { accountLinking: { requireLocalEmailVerified: false } },
    advanced: {
      cookiePrefix: 'finboard',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: ['x-finboard-client-ip'] },
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, defaultValue: '' },
        lastName: { type: 'string', required: false, defaultValue: '' },
        // Never from a request: our sign-up sets them through withTrustedSignUp, a social one from its role cookie.
        role: { type: 'string', required: false, input: false },
        registrationContext: { type: 'json', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      // Verify first: a registration starts no session (the verification link does), and a password
      // sign-in of an unverified account is refused (answered as a wrong password, auth.service.ts login)
      // after its verification mail is sent again (sendOnSignIn). So an account made with someone
      // else's address is of no use to whoever made it.
      autoSignIn: false,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // A reset link reached the address, so completing it proves the email as a verification link would.
      onPasswordReset: async ({ user }) => {
        await markEmailVerified(db, user.id);
      },
      sendResetPassword: async ({ user, token }) => {
        // Over the hour's quota the link is made but not mailed: the answer stays the same neutral one.
        if (!(await takeAuthMailQuota(db, config.authMailMaxPerHour, 'reset-password', user.id))) return;
        const link = `${config.publicUrl}/reset-password?oobCode=${encodeURIComponent(token)}`;
        const firstName = String((user as { firstName?: unknown }).firstName ?? '');
        await mail.send({ ...passwordResetEmail(config.productName, { email: user.email, firstName }, link), userId: user.id });
      },
    },
    emailVerification: {
      // Our sign-up sends it once the account is whole (auth.service.ts register); a refused one gets none.
      sendOnSignUp: false,
      // A password sign-in of an unverified account sends the link again (within the quota below).
      sendOnSignIn: true,
      // The link that verifies the email signs its owner in: registration itself starts no session.
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user, token }) => {
        if (!(await takeAuthMailQuota(db, config.authMailMaxPerHour, 'verify-email', user.id))) return;
        const link = `${config.publicUrl}/verify-email?token=${encodeURIComponent(token)}&id=${encodeURIComponent(user.id)}`;
        const firstName = String((user as { firstName?: unknown }).firstName ?? '');
        await mail.send({ ...verificationEmail(config.productName, { email: user.email, firstName }, link), userId: user.id });
      },
    },
    databaseHooks: {
      session: {
        create: {
          // Every way in (password, Google, Apple, sign-up) makes a session here: a suspended account gets none.
          before: async (session: { userId: string } & Record<string, unknown>) => {
            if (await isUserSuspended(db, session.userId))
              throw new APIError('FORBIDDEN', { code: ACCOUNT_SUSPENDED_CODE, message: ACCOUNT_SUSPENDED_MESSAGE });
          },
          after: async (session: { userId: string } & Record<string, unknown>) => {
            await markUserActive(db, session.userId, new Date());
          },
        },
        // A session in use is refreshed once a day (updateAge): "last active" follows it within a day.
        update: {
          after: async (session: Record<string, unknown>) => {
            if (typeof session.userId === 'string') await markUserActive(db, session.userId, new Date());
          },
        },
      },
      account: {
        create: {
          // A provider's account linked to an existing one proves the address (better-auth links only a
          // verified email, and marks the user verified just after): a password someone set on an
          // address they never proved goes, with its sessions (session.service.ts dropUnprovenPassword).
          after: async (account: { userId: string; providerId: string } & Record<string, unknown>) => {
            if (account.providerId !== 'credential') await dropUnprovenPassword(db, account.userId);
          },
        },
      },
      user: {
        create: {
          // A social sign-up: its role and link ride in cookies (signup-cookies.ts) and are judged as an email sign-up's are.
          before: async (user: Record<string, unknown> & { email: string }, context: { request?: Request; headers?: Headers } | null) => {
            const trusted = currentTrustedSignUp();
            if (trusted) return { data: { ...user, role: trusted.role, registrationContext: trusted.registrationContext } };
            const cookie = cookieOf(context);
            const role = readSignupRole(cookie);
            const plan = await asApiError(() => planRegistration(registration, { role, email: user.email }, readSignupContext(cookie), connections.now()));
            return { data: { ...user, role, registrationContext: plan.storedContext } };
          },
          // The same joining as an email sign-up's; a sub-advisor who lost the race for the last place is removed again.
          after: async (user: { id: string; email: string } & Record<string, unknown>, context: { request?: Request; headers?: Headers } | null) => {
            if (currentTrustedSignUp()) return;
            const cookie = cookieOf(context);
            const plan = await planRegistration(
              registration,
              { role: readSignupRole(cookie), email: user.email },
              readSignupContext(cookie),
              connections.now(),
            );
            await joinFromRegistration(registration, plan, user.id).catch(async (error: unknown) => {
              await removeRefusedRegistration(db, user.id);
              throw error instanceof SubAdvisorPlanFullError ? new APIError('FORBIDDEN', { message: SUB_ADVISOR_PLAN_FULL }) : error;
            });
          },
        },
      },
    },
    plugins: [
      genericOAuth({ config: socialProviderConfigs(config) }),
      twoFactor({
        issuer: config.productName,
        // RFC 6238 as authenticator apps expect it: 30 s steps, 6 digits, one step either side (the library's window).
        totpOptions: { digits: 6, period: 30 },
        backupCodeOptions: { amount: RECOVERY_CODE_COUNT, length: 10 },
        // A social account has no password: it sets up and turns off with its codes alone (see two-factor.service.ts).
        allowPasswordless: true,
      }),
      // Our passkey sign-in's session (passkeys.service.ts): server calls only.
      passkeySession(),
      httpAllowlist(BETTER_AUTH_BASE_PATH, configuredProviderIds(config)),
    ],
  } satisfies BetterAuthOptions;
}

/** better-auth turns only its own APIError into an answer: a refusal of ours travels as one. */
async function asApiError<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw new APIError('FORBIDDEN', { message: error.message });
    throw error;
  }
}

const cookieOf = (context: { request?: Request; headers?: Headers } | null) => context?.request?.headers.get('cookie') ?? context?.headers?.get('cookie');

export type BetterAuth = ReturnType<typeof createBetterAuth>;
