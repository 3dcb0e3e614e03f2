import { accounts, type Db, sessions, users, verifications } from '@finboard/db';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Config } from '../../config/env';
import type { MailService } from '../mail/mail.service';
import { passwordResetEmail, verificationEmail } from '../mail/auth-emails';
import { hashPassword, verifyPassword } from './password-hashing';
import { readSignupRole } from './signup-role-cookie';
import { socialProviderConfigs } from './social-providers';

/** better-auth's own routes live here; only the OAuth ones are exposed (see auth.routes.ts). */
export const BETTER_AUTH_BASE_PATH = '/api/auth/sso';

const DAY_SECONDS = 24 * 60 * 60;

export function createBetterAuth(config: Config, db: Db, mail: MailService) {
  return betterAuth({
    appName: config.productName,
    baseURL: config.publicUrl,
    basePath: BETTER_AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    // Our own per-route limits apply (server/plugins/auth-rate-limit.ts).
    rateLimit: { enabled: false },
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
        role: { type: 'string', required: false },
        registrationContext: { type: 'json', required: false },
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
        const link = `${config.publicUrl}/reset-password?oobCode=${encodeURIComponent(token)}`;
        const firstName = String((user as { firstName?: unknown }).firstName ?? '');
        await mail.send({ ...passwordResetEmail(config.productName, { email: user.email, firstName }, link), userId: user.id });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: 3 * DAY_SECONDS,
      sendVerificationEmail: async ({ user, token }) => {
        const link = `${config.publicUrl}/verify-email?token=${encodeURIComponent(token)}&id=${encodeURIComponent(user.id)}`;
        const firstName = String((user as { firstName?: unknown }).firstName ?? '');
        await mail.send({ ...verificationEmail(config.productName, { email: user.email, firstName }, link), userId: user.id });
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user, context) => {
            if ((user as { role?: unknown }).role) return { data: user };
            const cookie = context?.request?.headers.get('cookie') ?? context?.headers?.get('cookie');
            return { data: { ...user, role: readSignupRole(cookie) } };
          },
        },
      },
    },
    plugins: [genericOAuth({ config: socialProviderConfigs(config) })],
  });
}

export type BetterAuth = ReturnType<typeof createBetterAuth>;
