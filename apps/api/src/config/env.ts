import { createHash, createHmac } from 'node:crypto';
import { z } from 'zod';
import { DEFAULT_REPORT_LINK_TTL_MINUTES } from '@finboard/domain/reports';
import { DEFAULT_PRODUCT_TIME_ZONE, isTimeZone, type Role } from '@finboard/domain';
import type { TwilioSettings } from '../providers/sms/twilio-sms-sender';
import type { S3Settings } from '../providers/storage/s3-file-storage';

const DEV_SECRET = 'finboard-development-secret-do-not-use-in-production';

const ZBooleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** Every setting the server reads, parsed once at boot. Nothing else reads process.env. */
export const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** This machine only by default: serving the network (HOST=0.0.0.0) is a choice made on purpose. */
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /**
     * How long a request waits for a PostgreSQL connection, a new one or a free one of the pool's 10,
     * before it is answered 503: the database is down, or so busy that waiting longer helps no one.
     */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** Streaming replicas of DATABASE_URL's primary, comma-separated: reads that tolerate a little lag go there (see ARCHITECTURE "Data"). */
    DATABASE_READ_URL: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(z.url({ protocol: /^postgres(ql)?$/ }))
          .min(1)
          .max(16),
      )
      .optional(),
    /** A replica further behind the primary than this is skipped (reads go to the primary). */
    DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    /** A direct connection to the primary for LISTEN, when DATABASE_URL goes through a transaction pooler (PgBouncer). */
    DATABASE_LISTEN_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /** DATABASE_URL (and the replicas') go through PgBouncer in transaction mode: no named prepared statements. */
    DATABASE_TRANSACTION_POOLING: ZBooleanFlag.optional(),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    PRODUCT_NAME: z.string().min(1).max(60).default('Finboard'),
    /** The IANA zone every date and time people read is written in, and whose days periods count (spec 01 §9: New York). */
    PRODUCT_TIME_ZONE: z.string().default(DEFAULT_PRODUCT_TIME_ZONE).refine(isTimeZone, 'PRODUCT_TIME_ZONE is an IANA time zone such as America/New_York'),
    AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').default(DEV_SECRET),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().default('Finboard <no-reply@finboard.local>'),
    /** Where the Support page's contact form is mailed. */
    SUPPORT_EMAIL: z.email().default('support@finboard.local'),
    /** Messages to support (the contact form and the help chat) per client address and window: a person writes a few, a script thousands. */
    /** The welcome splash's video (a video file or an embeddable page, https); unset shows a poster and text. Its origin is allowed by the CSP. */
    WELCOME_VIDEO_URL: z.url({ protocol: /^https$/ }).optional(),
    SUPPORT_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
    /** Password-reset and verification mails per account and kind in an hour: more requests get the same answer and no mail. */
    AUTH_MAIL_MAX_PER_HOUR: z.coerce.number().int().min(1).max(100).default(3),
    // Roles that must set up two-factor sign-in besides admins (always): e.g. 'advisor' or 'advisor,client'.
    REQUIRE_TWO_FACTOR_FOR: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((role) => role.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(['client', 'advisor', 'admin']), { error: 'REQUIRE_TWO_FACTOR_FOR lists roles: client, advisor, admin' })),
    SUPPORT_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(600_000),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    APPLE_CLIENT_ID: z.string().optional(),
    APPLE_CLIENT_SECRET: z.string().optional(),
    APPLE_ISSUER: z.url().default('https://appleid.apple.com'),
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    AUTH_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
    /** The directory's public reads per client address and window, so it cannot be copied out wholesale in a minute. */
    DIRECTORY_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(120),
    DIRECTORY_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
    DIRECTORY_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
    /** How long the advisor dashboard's figures of the same decided reads are reused (0: never). */
    DASHBOARD_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
    /** Keeps the rate limits' counts in Redis instead of PostgreSQL (@fastify/rate-limit's own Redis store). */
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    /** How long a read may reuse a session lookup (server/session-cache.ts); 0 turns it off. */
    SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
    DEMO_DATA: ZBooleanFlag.optional(),
    /** Whether this instance runs background jobs (alerts); off by default in tests, which run them by hand. */
    RUN_JOBS: ZBooleanFlag.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().optional(),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** 32 bytes, base64: encrypts aggregation access tokens at rest. */
    TOKEN_ENCRYPTION_KEY: z
      .string()
      .refine((value) => Buffer.from(value, 'base64').length === 32, 'TOKEN_ENCRYPTION_KEY must be 32 bytes in base64')
      .optional(),
    PLAID_CLIENT_ID: z.string().optional(),
    PLAID_SECRET: z.string().optional(),
    PLAID_ENV: z.enum(['sandbox', 'development', 'production']).default('sandbox'),
    PLAID_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    // How long a call to each provider may take before it is given up (a hung provider never holds a
    // request or a job for longer). Plaid's syncs of a large item take tens of seconds.
    PLAID_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(60_000),
    STRIPE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
    TWILIO_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    MARKET_DATA_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** SMTP: connecting, the server's greeting, and any silence mid-conversation (nodemailer's own defaults are 2 min, 30 s, 10 min). */
    MAIL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    /** Where bank links go: the embedded sandbox bank (test data) or Plaid. Required in production. */
    AGGREGATION_PROVIDER: z.enum(['sandbox', 'plaid']).optional(),
    /** Quotes and price bars: an offline simulation (labelled as such in the UI) or Yahoo Finance. */
    MARKET_DATA_PROVIDER: z.enum(['simulated', 'yahoo']).default('simulated'),
    /** Text alerts through Twilio: the account, and a From number or a Messaging Service. Without them texts stay in the outbox. */
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-f]{32}$/, 'TWILIO_ACCOUNT_SID is AC followed by 32 hex digits')
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
    TWILIO_FROM_NUMBER: z
      .string()
      .regex(/^\+[1-9]\d{7,14}$/, 'TWILIO_FROM_NUMBER is an E.164 number such as +14155552671')
      .optional(),
    TWILIO_MESSAGING_SERVICE_SID: z
      .string()
      .regex(/^MG[0-9a-f]{32}$/, 'TWILIO_MESSAGING_SERVICE_SID is MG followed by 32 hex digits')
      .optional(),
    /** Another address for Twilio's REST API (a local server that answers as Twilio does). */
    TWILIO_API_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    // Billing: the embedded sandbox unless STRIPE_SECRET_KEY is set. STRIPE_API_BASE_URL points the client at another server (the tests' fake).
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'STRIPE_SECRET_KEY is a Stripe secret key (sk_test_… or sk_live_…)')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_[A-Za-z0-9]+$/, 'STRIPE_PUBLISHABLE_KEY is a Stripe publishable key (pk_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/=]+$/, 'STRIPE_WEBHOOK_SECRET is the endpoint signing secret (whsec_…)')
      .optional(),
    STRIPE_API_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    // Production must name it: 'stripe' with the STRIPE_* keys, or 'sandbox', whose test cards make no charge.
    BILLING_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
    BILLING_TRIAL_DAYS: z.coerce.number().int().min(0).max(90).default(14),
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * 1024 * 1024)
      .default(5 * 1024 * 1024),
    /** How long a report link opens its PDF (spec: 15 minutes). */
    REPORT_LINK_TTL_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(DEFAULT_REPORT_LINK_TTL_MINUTES),
    /** How long an invitation (sub-advisor, household member, client by email) can be accepted. */
    INVITATION_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(7),
    /** How many invitations one user may send in a day (each is a mail to an address they typed). */
    INVITATION_MAX_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(100),
  })
  .superRefine((env, ctx) => {
    const s3 = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({ code: 'custom', path: ['S3_ENDPOINT'], message: 'set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together' });
    }
    if ((env.DATABASE_READ_URL || env.DATABASE_LISTEN_URL || env.DATABASE_TRANSACTION_POOLING) && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: 'DATABASE_READ_URL, DATABASE_LISTEN_URL and DATABASE_TRANSACTION_POOLING need DATABASE_URL (the primary)',
      });
    }
    // LISTEN through a transaction pooler listens on a server connection that is then handed to others: nothing would be heard.
    if (env.DATABASE_TRANSACTION_POOLING && !env.DATABASE_LISTEN_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_LISTEN_URL'],
        message: 'DATABASE_TRANSACTION_POOLING needs DATABASE_LISTEN_URL, a direct connection to the primary for LISTEN',
      });
    }
    if (env.NODE_ENV === 'production' && env.AUTH_SECRET === DEV_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'production needs its own AUTH_SECRET' });
    }
    if (env.NODE_ENV === 'production' && !env.TOKEN_ENCRYPTION_KEY) {
      ctx.addIssue({ code: 'custom', path: ['TOKEN_ENCRYPTION_KEY'], message: 'production needs TOKEN_ENCRYPTION_KEY to protect bank access tokens' });
    }
    if (Boolean(env.PLAID_CLIENT_ID) !== Boolean(env.PLAID_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['PLAID_SECRET'], message: 'set PLAID_CLIENT_ID and PLAID_SECRET together' });
    }
    if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'production needs PUBLIC_URL' });
    }
    // Without SMTP, verification and reset links would sit in an outbox nobody may read in production.
    if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'production needs SMTP_URL to deliver verification and password reset emails' });
    }
    // The sandbox bank has a public login (user_good / pass_good): production runs it only when asked for by name.
    if (env.NODE_ENV === 'production' && !env.AGGREGATION_PROVIDER) {
      ctx.addIssue({
        code: 'custom',
        path: ['AGGREGATION_PROVIDER'],
        message: "production needs AGGREGATION_PROVIDER: 'plaid', or 'sandbox' for the embedded test bank",
      });
    }
    const twilioAccount = [env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN];
    const twilioSender = env.TWILIO_FROM_NUMBER ?? env.TWILIO_MESSAGING_SERVICE_SID;
    if ((twilioAccount.some(Boolean) || twilioSender) && !(twilioAccount.every(Boolean) && twilioSender)) {
      ctx.addIssue({
        code: 'custom',
        path: ['TWILIO_ACCOUNT_SID'],
        message: 'set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER (or TWILIO_MESSAGING_SERVICE_SID) together',
      });
    }
    if (env.NODE_ENV === 'production' && !env.BILLING_PROVIDER) {
      ctx.addIssue({
        code: 'custom',
        path: ['BILLING_PROVIDER'],
        message: "production needs BILLING_PROVIDER: 'stripe', or 'sandbox' for the embedded test billing (no real charges)",
      });
    }
    if (env.BILLING_PROVIDER === 'stripe' && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['BILLING_PROVIDER'],
        message: 'BILLING_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
      });
    }
    if (env.STRIPE_SECRET_KEY && !(env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PUBLISHABLE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together',
      });
    }
    if (env.AGGREGATION_PROVIDER === 'plaid' && !(env.PLAID_CLIENT_ID && env.PLAID_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['AGGREGATION_PROVIDER'], message: 'AGGREGATION_PROVIDER=plaid needs PLAID_CLIENT_ID and PLAID_SECRET' });
    }
  });

export type Env = z.infer<typeof ZEnv>;

export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

/** The parsed settings in the shape the server uses. */
export interface Config {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  databaseConnectTimeoutMs: number;
  /** Replicas for lag-tolerant reads and the lag allowed; none: every read is the primary's. */
  databaseReadUrls: string[];
  databaseReadMaxLagMs: number;
  /** Null: LISTEN on DATABASE_URL itself. */
  databaseListenUrl: string | null;
  databaseTransactionPooling: boolean;
  publicUrl: string;
  productName: string;
  /** The IANA zone of every date and time people read (screens, files, emails) and of the product's days. */
  productTimeZone: string;
  authSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  mailTimeoutMs: number;
  supportEmail: string;
  welcomeVideoUrl: string | null;
  google: OAuthClientConfig | null;
  apple: OAuthClientConfig | null;
  authRateLimit: { max: number; windowMs: number };
  /** Null: the rate limits count in PostgreSQL. */
  redisUrl: string | null;
  directoryRateLimit: { max: number; windowMs: number };
  supportRateLimit: { max: number; windowMs: number };
  /** Reset and verification mails sent per account and kind within an hour. */
  authMailMaxPerHour: number;
  /** Roles that must set up two-factor sign-in; admins always do (REQUIRE_TWO_FACTOR_FOR widens it). */
  twoFactorRequiredFor: Role[];
  /** How long a directory search's public rows are reused (0: never). */
  directoryCacheSeconds: number;
  /** How long the advisor dashboard's figures are reused while the advisor's grants are unchanged (0: never). */
  dashboardCacheSeconds: number;
  demoData: boolean;
  runJobs: boolean;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string | null;
  s3: S3Settings | null;
  uploadMaxBytes: number;
  reportLinkTtlMs: number;
  invitationTtlMs: number;
  invitationMaxPerDay: number;
  /** Signs advisors' registration links (advisor, source, expiry), so a link proves the advisor made it. */
  registrationLinkKey: Buffer;
  tokenEncryptionKey: Buffer;
  aggregationProvider: 'sandbox' | 'plaid';
  /** Set exactly when aggregationProvider is 'plaid'. */
  plaid: { clientId: string; secret: string; env: 'sandbox' | 'development' | 'production'; baseUrl?: string; timeoutMs: number } | null;
  marketDataProvider: Env['MARKET_DATA_PROVIDER'];
  marketDataTimeoutMs: number;
  /** Null: text messages stay in the outbox. */
  twilio: TwilioSettings | null;
  sessionCacheSeconds: number;
  billing: BillingSettings;
}

export interface BillingSettings {
  /** Length of an advisor plan's trial. */
  trialDays: number;
  /** Null: the embedded sandbox. */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string; apiBaseUrl: string | null; timeoutMs: number } | null;
  /** Signs the sandbox's own webhook events (derived from AUTH_SECRET). */
  sandboxWebhookSecret: string;
}

function twilioSettings(env: Env): TwilioSettings | null {
  const from = env.TWILIO_MESSAGING_SERVICE_SID
    ? { messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID }
    : env.TWILIO_FROM_NUMBER
      ? { number: env.TWILIO_FROM_NUMBER }
      : null;
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN || !from) return null;
  return {
    accountSid: env.TWILIO_ACCOUNT_SID,
    authToken: env.TWILIO_AUTH_TOKEN,
    from,
    apiBaseUrl: env.TWILIO_API_BASE_URL ?? null,
    timeoutMs: env.TWILIO_TIMEOUT_MS,
  };
}

function oauthClient(id?: string, secret?: string, issuer?: string): OAuthClientConfig | null {
  return id && secret && issuer ? { clientId: id, clientSecret: secret, issuer } : null;
}

export class ConfigError extends Error {}

export function parseConfig(source: Record<string, string | undefined>): Config {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const hasPlaidKeys = Boolean(env.PLAID_CLIENT_ID && env.PLAID_SECRET);
  // Outside production the keys decide, so a development start needs no setting (production must name it).
  const aggregationProvider = env.AGGREGATION_PROVIDER ?? (hasPlaidKeys ? 'plaid' : 'sandbox');
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL ?? null,
    databaseConnectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    databaseReadUrls: env.DATABASE_READ_URL ?? [],
    databaseReadMaxLagMs: env.DATABASE_READ_MAX_LAG_MS,
    databaseListenUrl: env.DATABASE_LISTEN_URL ?? null,
    databaseTransactionPooling: env.DATABASE_TRANSACTION_POOLING ?? false,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    productName: env.PRODUCT_NAME,
    productTimeZone: env.PRODUCT_TIME_ZONE,
    authSecret: env.AUTH_SECRET,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    mailTimeoutMs: env.MAIL_TIMEOUT_MS,
    supportEmail: env.SUPPORT_EMAIL,
    welcomeVideoUrl: env.WELCOME_VIDEO_URL ?? null,
    google: oauthClient(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, env.GOOGLE_ISSUER),
    apple: oauthClient(env.APPLE_CLIENT_ID, env.APPLE_CLIENT_SECRET, env.APPLE_ISSUER),
    authRateLimit: { max: env.AUTH_RATE_LIMIT_MAX, windowMs: env.AUTH_RATE_LIMIT_WINDOW_MS },
    redisUrl: env.REDIS_URL ?? null,
    directoryRateLimit: { max: env.DIRECTORY_RATE_LIMIT_MAX, windowMs: env.DIRECTORY_RATE_LIMIT_WINDOW_MS },
    supportRateLimit: { max: env.SUPPORT_RATE_LIMIT_MAX, windowMs: env.SUPPORT_RATE_LIMIT_WINDOW_MS },
    authMailMaxPerHour: env.AUTH_MAIL_MAX_PER_HOUR,
    twoFactorRequiredFor: [...new Set<Role>(['admin', ...env.REQUIRE_TWO_FACTOR_FOR])],
    directoryCacheSeconds: env.DIRECTORY_CACHE_SECONDS,
    dashboardCacheSeconds: env.DASHBOARD_CACHE_SECONDS,
    sessionCacheSeconds: env.SESSION_CACHE_SECONDS,
    demoData: env.DEMO_DATA ?? env.NODE_ENV !== 'production',
    runJobs: env.RUN_JOBS ?? env.NODE_ENV !== 'test',
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR ?? null,
    s3:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          }
        : null,
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
    reportLinkTtlMs: env.REPORT_LINK_TTL_MINUTES * 60_000,
    invitationTtlMs: env.INVITATION_TTL_DAYS * 24 * 60 * 60_000,
    invitationMaxPerDay: env.INVITATION_MAX_PER_DAY,
    registrationLinkKey: createHmac('sha256', env.AUTH_SECRET).update('finboard:registration-links').digest(),
    // Outside production a key derived from the (development) auth secret keeps start-up configuration-free.
    tokenEncryptionKey: env.TOKEN_ENCRYPTION_KEY
      ? Buffer.from(env.TOKEN_ENCRYPTION_KEY, 'base64')
      : createHash('sha256').update(`token-encryption:${env.AUTH_SECRET}`).digest(),
    aggregationProvider,
    plaid:
      aggregationProvider === 'plaid' && env.PLAID_CLIENT_ID && env.PLAID_SECRET
        ? {
            clientId: env.PLAID_CLIENT_ID,
            secret: env.PLAID_SECRET,
            env: env.PLAID_ENV,
            timeoutMs: env.PLAID_TIMEOUT_MS,
            ...(env.PLAID_BASE_URL ? { baseUrl: env.PLAID_BASE_URL } : {}),
          }
        : null,
    marketDataProvider: env.MARKET_DATA_PROVIDER,
    marketDataTimeoutMs: env.MARKET_DATA_TIMEOUT_MS,
    twilio: twilioSettings(env),
    billing: {
      trialDays: env.BILLING_TRIAL_DAYS,
      // Outside production the keys decide; BILLING_PROVIDER=sandbox keeps the sandbox even with them.
      stripe:
        env.BILLING_PROVIDER !== 'sandbox' && env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: env.STRIPE_SECRET_KEY,
              publishableKey: env.STRIPE_PUBLISHABLE_KEY,
              webhookSecret: env.STRIPE_WEBHOOK_SECRET,
              apiBaseUrl: env.STRIPE_API_BASE_URL ?? null,
              timeoutMs: env.STRIPE_TIMEOUT_MS,
            }
          : null,
      sandboxWebhookSecret: `whsec_${createHash('sha256').update(`billing-sandbox-webhook:${env.AUTH_SECRET}`).digest('base64url')}`,
    },
  };
}
