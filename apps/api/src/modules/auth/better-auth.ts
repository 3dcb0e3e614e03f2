import { accounts, type Db, sessions, users, verifications } from '@finboard/db';
import { ACCOUNT_SUSPENDED_MESSAGE } from '@finboard/domain';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { APIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Config } from '../../config/env';
import type { MailService } from '../mail/mail.service';
import { passwordResetEmail, verificationEmail } from '../mail/auth-emails';
import { takeAuthMailQuota } from '../mail/auth-mail-quota';
import { hashPassword, verifyPassword } from './password-hashing';
import { configuredProviderIds, httpAllowlist, pathsToDisable } from './http-allowlist';
import type { ConnectionDeps } from '../connections/connections.service';
import { advisorRegistrationContext, attachFromInvitation, connectFromRegistration, recordHouseholdInvitation, storedRegistrationContext } from './registration-context.service';
import { readSignupContext, readSignupRole } from './signup-cookies';
import { socialProviderConfigs } from './social-providers';
import { currentTrustedSignUp } from './trusted-sign-up';
import { isUserSuspended, markUserActive } from '../session/session.service';
import { ACCOUNT_SUSPENDED_CODE } from './better-auth-errors';

/** better-auth's own routes live here; only a configured provider's callback is answered (http-allowlist.ts). */
export const BETTER_AUTH_BASE_PATH = '/api/auth/sso';

const DAY_SECONDS = 24 * 60 * 60;
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
  return {
    appName: config.productName,
    baseURL: config.publicUrl,
    basePath: BETTER_AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    // Our own per-route limits apply to our routes (server/plugins/auth-rate-limit.ts); this one to the callback.
    rateLimit: { enabled: true, storage: 'memory' as const, ...CALLBACK_RATE_LIMIT },
    telemetry: { enabled: false },
    // better-auth writes to the console on its own; LOG_LEVEL=silent silences it too.
    logger: { disabled: config.logLevel === 'silent' },
    session: { expiresIn: 30 * DAY_SECONDS, updateAge: DAY_SECONDS },
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
      autoSignIn: true,
      requireEmailVerification: false, // unverified users sign in and are sent to /verify-email
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        // Over the hour's quota the link is made but not mailed: the answer stays the same neutral one.
        if (!(await takeAuthMailQuota(db, config.authMailMaxPerHour, 'reset-password', user.id))) return;
        const link = `${config.publicUrl}/reset-password?oobCode=${encodeURIComponent(token)}`;
        const firstName = String((user as { firstName?: unknown }).firstName ?? '');
        await mail.send({ ...passwordResetEmail(config.productName, { email: user.email, firstName }, link), userId: user.id });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
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
            if (await isUserSuspended(db, session.userId)) throw new APIError('FORBIDDEN', { code: ACCOUNT_SUSPENDED_CODE, message: ACCOUNT_SUSPENDED_MESSAGE });
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
      user: {
        create: {
          before: async (user: Record<string, unknown> & { email: string }, context: { request?: Request; headers?: Headers } | null) => {
            const trusted = currentTrustedSignUp();
            if (trusted) return { data: { ...user, role: trusted.role, registrationContext: trusted.registrationContext } };
            const cookie = cookieOf(context);
            const role = readSignupRole(cookie);
            const signupContext = readSignupContext(cookie);
            const registrationContext = storedRegistrationContext(role === 'client' ? signupContext : advisorRegistrationContext(signupContext));
            return { data: { ...user, role, registrationContext } };
          },
          // A new social client from an advisor's link or the directory's funnel, or a new social advisor from
          // a sub-advisor invitation: the same as an email sign-up's (the parent set within the plan's allowance).
          after: async (user: { id: string } & Record<string, unknown>, context: { request?: Request; headers?: Headers } | null) => {
            if (currentTrustedSignUp()) return;
            const signupContext = readSignupContext(cookieOf(context));
            if (user.role === 'advisor') await attachFromInvitation(connections.db, user.id, 'advisor', advisorRegistrationContext(signupContext));
            if (user.role !== 'client') return;
            await connectFromRegistration(connections, user.id, signupContext);
            await recordHouseholdInvitation(connections.db, user.id, 'client', signupContext);
          },
        },
      },
    },
    plugins: [genericOAuth({ config: socialProviderConfigs(config) }), httpAllowlist(BETTER_AUTH_BASE_PATH, configuredProviderIds(config))],
  } satisfies BetterAuthOptions;
}

const cookieOf = (context: { request?: Request; headers?: Headers } | null) => context?.request?.headers.get('cookie') ?? context?.headers?.get('cookie');

export type BetterAuth = ReturnType<typeof createBetterAuth>;
