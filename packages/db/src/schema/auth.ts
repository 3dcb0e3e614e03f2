import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Tables better-auth reads and writes (its drizzle adapter maps these names), plus our profile columns.
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** client | advisor | admin; null until a social sign-up picks one. */
    role: text('role'),
    /** `YYYY-MM-DD` once onboarding is finished (spec: completionDate). */
    completionDate: text('completion_date'),
    plan: text('plan').notNull().default('free'),
    /** Set on a sub-advisor: the advisor who owns the account. */
    parentId: text('parent_id'),
    /** Link parameters the user registered with (advisor, source, inviter, ...), for later features. */
    registrationContext: jsonb('registration_context').$type<Record<string, string>>(),
    /** Set by an admin: the account's sessions are gone and no new one may start until it is cleared. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** When a session last started or was refreshed (daily while in use): the admin list's "last active". */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    /** When the user pressed the welcome splash's Get Started: it shows once, on whichever device comes first. */
    welcomeSeenAt: timestamp('welcome_seen_at', { withTimezone: true }),
    /** better-auth's two-factor plugin: set once an authenticator app is confirmed by a first code. */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** When the user answered 'Later' to the first sign-in's two-factor prompt (advisors): it is not asked again. */
    twoFactorPromptPostponedAt: timestamp('two_factor_prompt_postponed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Closed sets: a role or plan the app does not know would be read as none at all (no access, free).
    check('users_role_check', sql`${table.role} is null or ${table.role} in ('client', 'advisor', 'admin')`),
    check('users_plan_check', sql`${table.plan} in ('free', 'paid')`),
    // The admin clients list filters by role and sorts by one of these, LIMIT a page (search has its trigram index, hand-written).
    index('users_role_created_at_idx').on(table.role, table.createdAt, table.id),
    // Ascending with the never-active first, so a backward scan is 'most recent first, never-active last'.
    index('users_role_last_active_at_idx').on(table.role, table.lastActiveAt.asc().nullsFirst(), table.id),
    index('users_role_name_idx').on(table.role, table.lastName, table.firstName, table.id),
    index('users_role_email_idx').on(table.role, table.email),
    index('users_parent_id_idx').on(table.parentId),
    // Few are ever suspended: the Suspended filter reads this small index, not every client.
    index('users_suspended_idx')
      .on(table.role, table.createdAt)
      .where(sql`${table.suspendedAt} is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** A way to sign in: the password credential or a linked Google/Apple identity. */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
);

/** One-time values: email verification and password reset codes. */
export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

/**
 * Email-verification links are signed tokens that better-auth would accept until they expire; the
 * hash of each one used is kept here (until its expiry) so a link works once.
 */
export const usedAuthTokens = pgTable('used_auth_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: text('user_id').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Failed sign-ins per account (by a hash of the email, so unknown addresses are throttled alike and
 * not kept in the clear), or per account and trusted device: the growing delay is read from here.
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
});

/**
 * An authenticator app (better-auth's two-factor plugin): the TOTP secret and the recovery codes,
 * both encrypted with AUTH_SECRET; unverified until the first code confirms the set-up. Its failure
 * count and lock are the plugin's own account lockout, beside our sign-in throttle.
 */
export const twoFactors = pgTable('two_factors', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  backupCodes: text('backup_codes').notNull(),
  verified: boolean('verified').notNull().default(true),
  failedVerificationCount: integer('failed_verification_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * Passkeys (WebAuthn credentials, issue #36): the authenticator's public key (COSE, base64url) and
 * its signature counter; several per user, each named by its owner. The credential id is the
 * authenticator's own, unique across users; `id` is ours, the one the api names.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    /** The authenticator's transports (usb, internal, hybrid...), comma-separated: a hint to the browser. */
    transports: text('transports').notNull().default(''),
    /** Whether the credential may be synced (multi-device) and is backed up, as the authenticator said. */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('passkeys_user_id_idx').on(table.userId)],
);

/**
 * WebAuthn challenges, kept server-side: each is answered once (deleted as it is checked) and only
 * within its short life. A registration's is bound to its user; a sign-in's to nobody yet.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    challenge: text('challenge').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('webauthn_challenges_purpose_check', sql`${table.purpose} in ('registration', 'authentication')`),
    index('webauthn_challenges_expires_at_idx').on(table.expiresAt),
  ],
);
