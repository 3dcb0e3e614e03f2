import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BetterAuth, createBetterAuth } from '../src/modules/auth/better-auth';
import type { MailService } from '../src/modules/mail/mail.service';
import { countUsers, createTestApp, expectError, findUserRow, registration, TEST_ORIGIN, type TestApp } from './test-app';

/**
 * The OAuth callback is the only door to better-auth's own HTTP handler. These requests go over a
 * real socket with the path exactly as written (like `curl --path-as-is`), because an in-process
 * request would normalise the very separators the attack depends on.
 */

let t: TestApp;
let port = 0;

// An identity provider that cannot be reached: the callback is still routed (and fails the OAuth
// state check), which is all these tests need to tell "reachable" from "refused".
const PROVIDERS = {
  GOOGLE_CLIENT_ID: 'google-client',
  GOOGLE_CLIENT_SECRET: 'google-secret',
  GOOGLE_ISSUER: 'http://127.0.0.1:9/google',
  APPLE_CLIENT_ID: 'apple-client',
  APPLE_CLIENT_SECRET: 'apple-secret',
  APPLE_ISSUER: 'http://127.0.0.1:9/apple',
};

beforeAll(async () => {
  t = await createTestApp({ ...PROVIDERS, AUTH_RATE_LIMIT_MAX: '100000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

interface RawAnswer {
  status: number;
  body: string;
  setCookies: string[];
}

/** Sends `path` byte for byte, as an attacker's client would. */
function rawRequest(method: string, path: string, body?: string, contentType = 'application/json'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { origin: TEST_ORIGIN, host: `127.0.0.1:${port}` };
    if (body !== undefined) headers['content-type'] = contentType;
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = res.headers['set-cookie'] ?? [];
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), setCookies: raw });
      });
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const SIGN_UP_BODY = JSON.stringify({ email: 'intruder@example.com', password: 'aaaaaaaa', name: 'x', role: 'admin' });

/** Every way we know to spell "go up one segment, then to sign-up/email" inside the provider id. */
const TRAVERSALS = [
  '..\\sign-up\\email',
  '..%5Csign-up%5Cemail',
  '..%5csign-up%5cemail',
  '%2e%2e/sign-up/email',
  '%2E%2E%2Fsign-up%2Femail',
  '..%2Fsign-up%2Femail',
  '%252e%252e%252fsign-up%252femail',
  '..%255csign-up%255cemail',
  '..\\/sign-up/email',
  '../sign-up/email',
  'google/../../sign-up/email',
  'google\\..\\..\\sign-up\\email',
  '.%2e/sign-up/email',
  '%2e./sign-up/email',
  'google/extra/segments',
  'google%00',
  '..;/sign-up/email',
];

const sessionCookies = (answer: RawAnswer) => answer.setCookies.filter((cookie) => /session_token=[^;]+/.test(cookie) && !/Max-Age=0/i.test(cookie));

describe('the OAuth callback bridge', () => {
  it.each(TRAVERSALS)('refuses %s and creates no one', async (traversal) => {
    const before = await countUsers(t.database);
    for (const method of ['POST', 'GET']) {
      const answer = await rawRequest(method, `/api/auth/sso/callback/${traversal}`, method === 'POST' ? SIGN_UP_BODY : undefined);
      expect([400, 404], `${method} ${traversal}: ${answer.status} ${answer.body}`).toContain(answer.status);
      expect(sessionCookies(answer)).toEqual([]);
    }
    expect(await countUsers(t.database)).toBe(before);
  });

  it('refuses a provider id that is not configured', async () => {
    for (const id of ['github', 'credential', 'email', 'GOOGLE', 'google ', '']) {
      const answer = await rawRequest('GET', `/api/auth/sso/callback/${encodeURIComponent(id)}?code=x&state=y`);
      expect([400, 404], `${id}: ${answer.status}`).toContain(answer.status);
    }
  });

  it("still routes a configured provider's callback to better-auth (which refuses the forged state)", async () => {
    for (const id of ['google', 'apple']) {
      const answer = await rawRequest('GET', `/api/auth/sso/callback/${id}?code=x&state=forged`);
      expect(answer.status, answer.body).toBe(302);
      expect(sessionCookies(answer)).toEqual([]);
    }
    const form = await rawRequest('POST', '/api/auth/sso/callback/apple', 'code=x&state=forged', 'application/x-www-form-urlencoded');
    expect(form.status, form.body).toBe(302);
  });

  it('refuses repeated or non-text query parameters instead of forwarding them', async () => {
    const answer = await rawRequest('GET', '/api/auth/sso/callback/google?state=a&state=b');
    expect(answer.status).toBe(400);
  });
});

describe("better-auth's own endpoints", () => {
  // The list comes from better-auth itself, so an endpoint added by an upgrade is covered too.
  let auth: BetterAuth;
  let endpoints: { path: string; methods: string[] }[] = [];
  const unusedMail = { send: () => Promise.reject(new Error('no mail in this test')) } as unknown as MailService;

  beforeAll(() => {
    auth = createBetterAuth(t.config, t.database.db, unusedMail, { db: t.database.db, productName: t.config.productName, now: () => new Date() });
    endpoints = Object.values(auth.api as Record<string, { path?: unknown; options?: { method?: string | string[] } }>)
      .filter((endpoint): endpoint is { path: string; options?: { method?: string | string[] } } => typeof endpoint.path === 'string')
      .map((endpoint) => ({ path: endpoint.path, methods: [endpoint.options?.method ?? 'GET'].flat().filter((method) => method !== '*') }));
  });

  it('lists the endpoints it checks (so an empty list cannot pass)', () => {
    expect(endpoints.map((endpoint) => endpoint.path)).toEqual(
      expect.arrayContaining(['/sign-up/email', '/sign-in/email', '/get-session', '/list-sessions', '/callback/:id']),
    );
  });

  it('answers none of them over HTTP, directly or through the callback route, except the callback itself', async () => {
    const before = await countUsers(t.database);
    for (const { path, methods } of endpoints) {
      if (path === '/callback/:id') continue;
      const concrete = path.replace(/:[a-zA-Z]+/g, 'x');
      const backslashed = concrete.slice(1).replaceAll('/', '\\');
      const spellings = [
        `/api/auth/sso${concrete}`,
        `/api/auth/sso/callback/..\\${backslashed}`,
        `/api/auth/sso/callback/..%5C${encodeURIComponent(backslashed)}`,
      ];
      for (const method of methods) {
        for (const url of spellings) {
          const answer = await rawRequest(method, url, method === 'GET' ? undefined : SIGN_UP_BODY);
          expect([400, 404, 415], `${method} ${url}: ${answer.status} ${answer.body}`).toContain(answer.status);
          expect(answer.body).not.toMatch(/"token"/);
          expect(sessionCookies(answer)).toEqual([]);
        }
      }
    }
    expect(await countUsers(t.database)).toBe(before);
  });

  it("refuses them inside better-auth's own handler too, whatever reaches it (the allowlist, not our route)", async () => {
    const before = await countUsers(t.database);
    for (const { path, methods } of endpoints) {
      if (path === '/callback/:id') continue;
      for (const method of methods) {
        const url = `${TEST_ORIGIN}/api/auth/sso${path.replace(/:[a-zA-Z]+/g, 'x')}`;
        const body = method === 'GET' ? undefined : SIGN_UP_BODY;
        const answer = await auth.handler(new Request(url, { method, headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' }, body }));
        expect(answer.status, `${method} ${path}`).toBe(404);
      }
    }
    const unconfigured = await auth.handler(new Request(`${TEST_ORIGIN}/api/auth/sso/callback/github?code=x&state=y`));
    expect(unconfigured.status).toBe(404);
    const configured = await auth.handler(new Request(`${TEST_ORIGIN}/api/auth/sso/callback/google?code=x&state=y`));
    expect(configured.status).toBe(302);
    expect(await countUsers(t.database)).toBe(before);
  });

  it('will not take a role or a registration context from any sign-up body, even a server call', async () => {
    for (const field of [{ role: 'admin' }, { registrationContext: { advisor: 'someone' } }]) {
      await expect(auth.api.signUpEmail({ body: { email: 'body-role@example.com', password: 'Secret123!', name: 'x', ...field } })).rejects.toThrow(
        /not allowed to be set/,
      );
    }
    expect(await findUserRow(t.database, 'body-role@example.com')).toBeNull();
  });
});

describe('our sign-up routes', () => {
  it('refuses the admin role in a sign-up body and creates no one', async () => {
    const email = 'would-be-admin@example.com';
    const answer = await t.request({ method: 'POST', url: '/api/auth/register', payload: registration({ email, role: 'admin' }) });
    expectError(answer, 400, 'VALIDATION');
    expect(await findUserRow(t.database, email)).toBeNull();
    const social = await t.request({ method: 'POST', url: '/api/auth/social/sign-in', payload: { provider: 'google', role: 'admin' } });
    expectError(social, 400, 'VALIDATION');
  });

  it('gives a registered user exactly the role and context our validated form chose', async () => {
    const email = 'chosen-role@example.com';
    const answer = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration({ email, role: 'advisor', context: { productUser: 'true' } }),
    });
    expect(answer.statusCode, answer.body).toBe(202);
    const row = await findUserRow(t.database, email);
    expect(row?.role).toBe('advisor');
    // Only what a link proved is kept; productUser says only which app the person came from.
    expect(row?.registrationContext).toEqual({ productUser: 'true' });
  });
});
