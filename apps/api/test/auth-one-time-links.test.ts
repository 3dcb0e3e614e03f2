import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cookiesOf,
  createTestApp,
  expectError,
  findUserRow,
  logIn,
  registerOnly,
  registration,
  seedSession,
  sessionUser,
  type TestApp,
  uniqueEmail,
  withCookiesOf,
} from './test-app';

/** Reset and verification links are single-use, and a used one reveals nothing. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(() => t?.close());

/** A fresh, unverified account through the real sign-up (its verification mail in the outbox), with a session seeded as signUp's `verified: false` does. */
async function register() {
  const email = uniqueEmail('links');
  await registerOnly(t, registration({ email }));
  const { cookies, user } = await seedSession(t, email);
  return { email, cookies, id: user.id };
}

const linkParam = (links: string[], path: string, name: string) => {
  const link = links.map((candidate) => new URL(candidate)).find((url) => url.pathname === path);
  if (!link) throw new Error(`no ${path} link in ${links.join(', ')}`);
  return link.searchParams.get(name) as string;
};

async function requestResetCode(email: string) {
  const response = await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  expect(response.statusCode, response.body).toBe(200);
  return linkParam(await t.latestLinks(email), '/reset-password', 'oobCode');
}

const reset = (oobCode: string, password: string) =>
  t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { oobCode, password, confirmPassword: password } });

describe('password reset links', () => {
  it('a successful reset spends every other outstanding link of that user', async () => {
    const { email } = await register();
    const older = await requestResetCode(email);
    const newer = await requestResetCode(email);
    expect(older).not.toBe(newer);

    expect((await reset(newer, 'Newer-pass1!')).statusCode).toBe(200);
    expectError(await reset(older, 'Older-pass1!'), 400, 'VALIDATION');
    await logIn(t, email, 'Newer-pass1!');
  });

  it("another user's outstanding links are untouched", async () => {
    const first = await register();
    const second = await register();
    const firstCode = await requestResetCode(first.email);
    const secondCode = await requestResetCode(second.email);
    expect((await reset(firstCode, 'First-pass1!')).statusCode).toBe(200);
    expect((await reset(secondCode, 'Second-pass1!')).statusCode).toBe(200);
    await logIn(t, second.email, 'Second-pass1!');
  });

  it('a refused reset (weak password) spends nothing', async () => {
    const { email } = await register();
    const code = await requestResetCode(email);
    expectError(await reset(code, 'weak'), 400, 'VALIDATION');
    expect((await reset(code, 'Strong-pass1!')).statusCode).toBe(200);
  });
});

describe('email verification links', () => {
  const verify = (token: string, cookies?: string[]) => t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token }, cookies });

  it('work once, also from another browser', async () => {
    const { email } = await register();
    const token = linkParam(await t.latestLinks(email), '/verify-email', 'token');
    expect((await verify(token)).statusCode).toBe(200);
    expect((await findUserRow(t.database, email))?.emailVerified).toBe(true);
    const again = expectError(await verify(token), 400, 'VALIDATION');
    expect(again.message).toBe('This link has already been used. Please log in, or ask for a new one.');
  });

  it('the link that verifies signs its owner in wherever it is opened, and names them there', async () => {
    const owner = await register();
    const stranger = await register();
    const token = linkParam(await t.latestLinks(owner.email), '/verify-email', 'token');
    const answer = await verify(token, stranger.cookies);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().user).toMatchObject({ id: owner.id, email: owner.email, verified: true });
    expect(await sessionUser(t, withCookiesOf(stranger.cookies, answer))).toMatchObject({ id: owner.id });
  });

  it('a link for an email verified already names the user only to that user signed in; to anyone else, nobody', async () => {
    const owner = await register();
    const stranger = await register();
    const tokens = [linkParam(await t.latestLinks(owner.email), '/verify-email', 'token')];
    // Two more links while the first is still out, seconds apart (a link signed in the same second is the same link).
    for (const later of [5000, 10_000]) {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + later });
      try {
        expect((await t.request({ method: 'POST', url: '/api/auth/resend-verification', payload: {}, cookies: owner.cookies })).statusCode).toBe(200);
      } finally {
        vi.useRealTimers();
      }
      tokens.push(linkParam(await t.latestLinks(owner.email), '/verify-email', 'token'));
    }
    const [first, second, third] = tokens as [string, string, string];
    expect(new Set(tokens).size).toBe(3);
    expect((await verify(first)).statusCode).toBe(200);

    const elsewhere = await verify(second, stranger.cookies);
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(elsewhere.json()).toEqual({ user: null });
    expect(elsewhere.body).not.toContain(owner.email);
    expect(cookiesOf(elsewhere)).toEqual([]);

    const own = await verify(third, owner.cookies);
    expect(own.json().user).toMatchObject({ id: owner.id, email: owner.email, verified: true });
  });

  it('two links of the same user each work once', async () => {
    const { email, cookies } = await register();
    const first = linkParam(await t.latestLinks(email), '/verify-email', 'token');
    // A second link sent while the first is still out, a few seconds later (a link signed in the same second is the same link).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5000 });
    try {
      expect((await t.request({ method: 'POST', url: '/api/auth/resend-verification', payload: {}, cookies })).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    const second = linkParam(await t.latestLinks(email), '/verify-email', 'token');
    expect(second).not.toBe(first);
    expect((await verify(first)).statusCode).toBe(200);
    expect((await verify(second)).statusCode).toBe(200);
    expectError(await verify(second), 400, 'VALIDATION');
    expectError(await verify(first), 400, 'VALIDATION');
  });
});
