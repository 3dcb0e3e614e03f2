import { sessions } from '@finboard/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, logIn, sessionUser, signUp, type TestApp, uniqueEmail } from './test-app';

// Two api instances on one PostgreSQL database, as behind a load balancer: a session signed in on
// one is good on the other, the rate limits count the requests of both, and a sign-out on one is
// honoured by the other at once, though it had the session in its cache.
// PostgreSQL only: the embedded PGlite is one process's database, a second instance cannot share it.

const serverUrl = process.env.TEST_DATABASE_URL;
const LIMIT = 4;
// With TEST_REDIS_URL the rate limits count in Redis (REDIS_URL) instead of PostgreSQL.
const redisUrl = process.env.TEST_REDIS_URL;
const ENV = { AUTH_RATE_LIMIT_MAX: String(LIMIT), SESSION_CACHE_SECONDS: '10', ...(redisUrl ? { REDIS_URL: redisUrl } : {}) };
/** Redis keeps counts between runs for their window: each run counts from its own address. */
const runAddress = () => `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;

let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  if (!serverUrl) return;
  a = await createTestApp(ENV);
  const second = await a.database.reopen();
  b = await createTestApp(ENV, { database: { ...second, reopen: a.database.reopen } });
}, 60_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** The user B answers for these cookies, polled until it is signed out or a second has passed. */
async function signedOutOnB(cookies: string[]): Promise<boolean> {
  const deadline = Date.now() + 1_000;
  for (;;) {
    if ((await sessionUser(b, cookies)) === null) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!serverUrl)('two api instances on one database', () => {
  it('a session signed in on A is good on B', async () => {
    const { email, password, user } = await signUp(a);
    const cookies = await logIn(a, email, password);
    expect((await sessionUser(b, cookies))?.id).toBe(user.id);
    expect((await sessionUser(a, cookies))?.id).toBe(user.id);
  });

  it('a rate limit counts the attempts on both: two on each, the fifth refused on either', async () => {
    const remoteAddress = runAddress();
    const attempt = (t: TestApp) =>
      t.request({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail(), password: 'Wrong1234xx' }, remoteAddress });
    for (const t of [a, b, a, b]) expectError(await attempt(t), 401, 'UNAUTHENTICATED');
    expectError(await attempt(a), 429, 'RATE_LIMITED');
    expectError(await attempt(b), 429, 'RATE_LIMITED');
    // Another address, and another route, keep their own counts.
    expect(
      (await b.request({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail(), password: 'Wrong1234xx' }, remoteAddress: runAddress() }))
        .statusCode,
    ).toBe(401);
    expect((await b.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: uniqueEmail() }, remoteAddress })).statusCode).not.toBe(429);
  });

  it('B caches a session it has read: a row deleted behind its back is still answered for a while', async () => {
    const { user, cookies } = await signUp(a);
    // The sign-up's own revocation ('*', as after any write under /api/auth) reaches B first.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await sessionUser(b, cookies))?.id).toBe(user.id);
    await a.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await sessionUser(b, cookies))?.id).toBe(user.id);
  });

  it('a sign-out on A is honoured by B at once, though B had the session cached', async () => {
    const { user, cookies } = await signUp(a);
    expect((await sessionUser(b, cookies))?.id).toBe(user.id);
    expect((await sessionUser(b, cookies))?.id).toBe(user.id);
    expect((await a.request({ method: 'POST', url: '/api/auth/logout', payload: {}, cookies })).statusCode).toBe(200);
    expect(await sessionUser(a, cookies)).toBeNull();
    expect(await signedOutOnB(cookies)).toBe(true);
    expectError(await b.request({ method: 'GET', url: '/api/cash-flow/count', cookies }), 401);
  });
});
