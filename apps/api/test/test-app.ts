import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { billingSubscriptions, type Database, sessions, users } from '@finboard/db';
import { createTestDatabase, type TestDatabase } from '@finboard/db/testing';
import type { TRegisterResponse, TSessionUser } from '@finboard/contracts';
import { count, eq } from 'drizzle-orm';
import type { PaidPlanKey } from '@finboard/domain/billing';
import { expect } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type Config, parseConfig } from '../src/config/env';
import { findRecentOutboxMessages } from '../src/modules/mail/outbox.repository';
import { loadSessionUser } from '../src/modules/session/session-user';
import { buildServer, type ServerOptions } from '../src/server/build-server';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** The parsed configuration the server runs with (its token encryption key, for instance). */
  config: Config;
  /** The raw body of every response `request` has answered, oldest first (for scans such as "no secret ever leaves"). */
  responseBodies: string[];
  /** A request as the web app sends it: same origin, JSON, with the given cookies. */
  request(options: Omit<InjectOptions, 'cookies'> & { cookies?: string[] }): Promise<LightMyRequestResponse>;
  /** The links of the newest email sent to an address. */
  latestLinks(to: string): Promise<string[]>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Runs after the server is built and before it is ready: a test can add routes of its own. */
  beforeReady?(app: FastifyInstance): void | Promise<void>;
  /** An aggregation provider of the test's own (a frozen-clock sandbox); otherwise the config chooses. */
  aggregation?: ServerOptions['aggregation'];
  /** A market-data provider of the test's own (a failing one); otherwise the simulated series. */
  marketData?: ServerOptions['marketData'];
  /** A mailer of the test's own (one that fails); otherwise the outbox only. */
  mailer?: ServerOptions['mailer'];
  /** A billing provider of the test's own (a sandbox whose clock the test moves, Stripe at a fake); otherwise the config chooses. */
  billing?: ServerOptions['billing'];
  /** A clock of the test's own for the connections' decisions (a decline 29 or 31 days ago); otherwise the machine's. */
  now?: ServerOptions['now'];
  /**
   * A database to build on instead of a fresh one, closed with the app: another handle
   * (`reopen()`) on a first app's database makes a second api instance beside it.
   */
  database?: TestDatabase;
  /** Where the server's log lines go (pino JSON, one a line, at the env's LOG_LEVEL); without it the server does not log. */
  logStream?: ServerOptions['logStream'];
}

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const config = parseConfig({ NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN, DEMO_DATA: 'false', LOG_LEVEL: 'silent', ...env });
  const app = await buildServer({
    config,
    database,
    logger: Boolean(options.logStream),
    logStream: options.logStream,
    aggregation: options.aggregation,
    marketData: options.marketData,
    mailer: options.mailer,
    billing: options.billing,
    now: options.now,
  });
  await options.beforeReady?.(app);
  await app.ready();
  const responseBodies: string[] = [];
  return {
    app,
    database,
    config,
    responseBodies,
    async request({ cookies, headers, ...options }) {
      const response = await app.inject({
        ...options,
        headers: { origin: TEST_ORIGIN, ...(cookies?.length ? { cookie: cookies.join('; ') } : {}), ...headers },
      } as InjectOptions);
      responseBodies.push(response.body);
      return response;
    },
    async latestLinks(to) {
      const messages = await findRecentOutboxMessages(database.db, 100);
      const message = messages.find((row) => row.toAddress === to);
      return message?.textBody.match(/https?:\/\/[^\s]+/g) ?? [];
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** `name=value` pairs of a response's Set-Cookie headers, ready to send back. */
export function cookiesOf(response: { headers: Record<string, unknown> }): string[] {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return list.map((cookie: string) => cookie.split(';')[0] ?? '').filter((pair) => !pair.endsWith('='));
}

/** A browser's cookies after a response: the ones it sets replace those of the same name. */
export function withCookiesOf(cookies: string[], response: { headers: Record<string, unknown> }): string[] {
  const fresh = cookiesOf(response);
  const name = (pair: string) => pair.split('=')[0];
  return [...cookies.filter((pair) => !fresh.some((other) => name(other) === name(pair))), ...fresh];
}

export const VALID_PASSWORD = 'Secret123!';

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    role: 'client',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    password: VALID_PASSWORD,
    confirmPassword: VALID_PASSWORD,
    acceptTerms: true,
    ...overrides,
  };
}

/** A fresh address per call, so tests in one file never collide on the unique email. */
let emailCounter = 0;
export function uniqueEmail(prefix = 'user'): string {
  emailCounter += 1;
  return `${prefix}.${emailCounter}.${Date.now().toString(36)}@example.com`;
}

/**
 * Registers a user through the api as a person would: the registration (202, no session), then the
 * verification link from the mail, which verifies the email and signs them in; its session cookies
 * and user are returned. Most tests use financial data, which stays closed until the email is verified.
 *
 * `{ verified: false }` leaves the account as registration left it (unverified, its link unused in
 * the outbox) with a session seeded in the database: such a session can no longer be got by a
 * password (an unverified sign-in is refused), but accounts from before verify-first registration
 * have them, and what they may and may not do is still to be proved.
 */
export async function signUp(t: TestApp, overrides: Record<string, unknown> = {}, { verified = true }: { verified?: boolean } = {}) {
  const body = registration({ email: uniqueEmail(), ...overrides });
  const email = String(body.email).toLowerCase();
  const { cookies, user } = verified ? await registerVerified(t, body) : (await registerOnly(t, body), await seedSession(t, email));
  return { user, cookies, email: String(body.email), password: String(body.password) };
}

/** A person `signUp` registered: their user, session cookies, email and password. */
export type SignedUpPerson = Awaited<ReturnType<typeof signUp>>;

/**
 * The three people most access tests need on one app: a verified client (the owner), another client
 * (a stranger to the owner's data) and an advisor not connected to either.
 */
export async function signUpOwnerStrangerAndAdvisor(t: TestApp) {
  const client = await signUp(t, { role: 'client' });
  const other = await signUp(t, { role: 'client' });
  const advisor = await signUp(t, { role: 'advisor' });
  return { client, other, advisor };
}

/** A registration the api accepts (202, asserted), as the register page sends it: its answer's link notice. */
export async function registerOnly(t: TestApp, payload: Record<string, unknown>): Promise<{ linkNotice: string | null }> {
  const response = await t.request({ method: 'POST', url: '/api/auth/register', payload });
  expect(response.statusCode, response.body).toBe(202);
  expect(response.headers['set-cookie'], 'a registration starts no session').toBeUndefined();
  return { linkNotice: response.json<TRegisterResponse>().linkNotice };
}

/** A registration (202), then its verification link followed in a fresh browser: the link notice, the signed-in user and the session cookies. */
export async function registerVerified(t: TestApp, payload: Record<string, unknown>) {
  const { linkNotice } = await registerOnly(t, payload);
  return { linkNotice, ...(await followVerificationLink(t, String(payload.email))) };
}

type SignedUpUser = TSessionUser;

/** The verification link of the newest mail to an address that has one (the registration's, or a resend's). */
export async function verificationTokenOf(t: TestApp, email: string): Promise<string> {
  const mails = (await findRecentOutboxMessages(t.database.db, 100)).filter((row) => row.toAddress === email.toLowerCase());
  const links = mails.flatMap((row) => row.textBody.match(/https?:\/\/[^\s]+/g) ?? []).map((text) => new URL(text));
  const token = links.find((url) => url.pathname === '/verify-email')?.searchParams.get('token');
  if (!token) throw new Error(`no verification link was sent to ${email}`);
  return token;
}

/** Opens the address's verification link in a fresh browser: the answer signs its owner in. */
export async function followVerificationLink(t: TestApp, email: string): Promise<{ cookies: string[]; user: SignedUpUser }> {
  const response = await t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token: await verificationTokenOf(t, email) } });
  expect(response.statusCode, response.body).toBe(200);
  const cookies = cookiesOf(response);
  expect(
    cookies.some((pair) => pair.startsWith('finboard.session_token=')),
    'the verification link started no session',
  ).toBe(true);
  const { user } = response.json<{ user: SignedUpUser | null }>();
  if (!user) throw new Error(`the verification link of ${email} named nobody`);
  return { cookies, user };
}

/** A session written straight into the database for the account of this address, and its signed cookie (as better-auth signs it). */
export async function seedSession(t: TestApp, email: string): Promise<{ cookies: string[]; user: SignedUpUser }> {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  if (!user) throw new Error(`no account for ${email}`);
  const token = randomBytes(24).toString('base64url');
  const now = new Date();
  await t.database.db
    .insert(sessions)
    .values({ id: randomUUID(), userId: user.id, token, expiresAt: new Date(now.getTime() + 24 * 60 * 60 * 1000), createdAt: now, updatedAt: now });
  const signature = createHmac('sha256', t.config.authSecret).update(token).digest('base64');
  // Read from the database, not through the api: a read would put this session in the session cache.
  return { cookies: [`finboard.session_token=${encodeURIComponent(`${token}.${signature}`)}`], user: await loadSessionUser(t.database.db, user.id) };
}

/** Logs in and returns the session cookies (asserting success). */
export async function logIn(t: TestApp, email: string, password: string, extra: Record<string, unknown> = {}) {
  const response = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password, ...extra } });
  expect(response.statusCode, response.body).toBe(200);
  return cookiesOf(response);
}

/** The user /api/session answers for these cookies (null when signed out). */
export async function sessionUser(t: TestApp, cookies: string[]) {
  const response = await t.request({ method: 'GET', url: '/api/session', cookies });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ user: Record<string, unknown> | null }>().user;
}

/** An advisor's active subscription to a named plan (firm, advanced, …) in the billing mirror, as the provider's answer would leave it. */
export async function subscribeToPlan(t: TestApp, advisorId: string, planKey: PaidPlanKey) {
  const at = new Date();
  await t.database.db.insert(billingSubscriptions).values({
    id: `sub_${randomUUID()}`,
    userId: advisorId,
    provider: 'sandbox',
    customerId: 'cus_test',
    planKey,
    status: 'active',
    createdAt: at,
    fetchedAt: at,
  });
  await t.database.db.update(users).set({ plan: 'paid' }).where(eq(users.id, advisorId));
}

/**
 * Puts a user on a plan for tests about something else: 'paid' also writes an active subscription
 * into the billing mirror, as the provider's answer would (billing's own tests subscribe for real).
 */
export async function setPlan(database: Database, userId: string, plan: 'free' | 'paid') {
  await database.db.update(users).set({ plan }).where(eq(users.id, userId));
  if (plan !== 'paid') return;
  const [user] = await database.db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  const now = new Date();
  await database.db.insert(billingSubscriptions).values({
    id: `sub_test${userId.replace(/[^A-Za-z0-9]/g, '').slice(0, 20)}${now.getTime()}`,
    userId,
    provider: 'sandbox',
    customerId: `cus_test${userId.replace(/[^A-Za-z0-9]/g, '').slice(0, 20)}`,
    planKey: user?.role === 'advisor' ? 'advanced' : 'client',
    status: 'active',
    currentPeriodStart: now,
    currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000),
    createdAt: now,
    fetchedAt: now,
  });
}

export async function countUsers(database: Database): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0);
}

export async function findUserRow(database: Database, email: string) {
  const [row] = await database.db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Asserts the one error shape every api error has, and returns its `error` part. */
export function expectError(response: { statusCode: number; body: string; json(): unknown; headers: Record<string, unknown> }, status: number, code?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  const body = response.json() as { error: { code: string; message: string; requestId: string; field?: string } };
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String), requestId: expect.stringMatching(UUID) }));
  expect(body.error.message.length).toBeGreaterThan(0);
  if (code) expect(body.error.code).toBe(code);
  return body.error;
}

export interface MultipartPart {
  name: string;
  value: string | Buffer;
  /** Makes the part a file part. Sent verbatim (quotes and line breaks are the caller's business). */
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body built by hand, so a test controls every byte (file names included). */
export function multipartBody(parts: MultipartPart[]): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----finboard-test-${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.contentType ?? (part.filename === undefined ? undefined : 'application/octet-stream');
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head, 'utf8'), Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value, 'utf8'), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
