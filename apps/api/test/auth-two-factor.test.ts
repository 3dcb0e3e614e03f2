import { signInThrottle, twoFactors } from '@finboard/db';
import { SIGN_IN_FREE_FAILURES, TWO_FACTOR_MESSAGES } from '@finboard/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRecentOutboxMessages } from '../src/modules/mail/outbox.repository';
import { awayFromStepEdge, totpCode } from './support/totp';
import { cookiesOf, createTestApp, expectError, sessionUser, signUp, type TestApp, withCookiesOf } from './test-app';

/**
 * The authenticator app (issue #36): set-up confirmed by a first code, 10 recovery codes shown once,
 * the code step of a password sign-in (RFC 6238, ±1 step, each code once), recovery codes once each,
 * throttling like passwords, and turning it off with the password and a code. Codes are computed
 * here (support/totp.ts), as the user's app would.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, cookies: string[] = []) =>
  t.request({ method: 'POST', url, payload: payload as Record<string, unknown>, cookies });

async function mailsTo(email: string) {
  return (await findRecentOutboxMessages(t.database.db, 200)).filter((row) => row.toAddress === email);
}

/**
 * A verified user with an authenticator app set up: its secret, recovery codes and a signed-in browser.
 * The set-up spends the code of the step `confirmOffset` away (the one before, by default), so the
 * current step's code is still unused for the test, even if a new step begins meanwhile.
 */
async function withAuthenticator(confirmOffset = -1) {
  const person = await signUp(t);
  const setup = await post('/api/auth/two-factor/setup', { password: person.password }, person.cookies);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, totpUri } = setup.json<{ secret: string; totpUri: string }>();
  await awayFromStepEdge();
  const confirm = await post('/api/auth/two-factor/confirm', { code: totpCode(secret, confirmOffset) }, person.cookies);
  expect(confirm.statusCode, confirm.body).toBe(200);
  const cookies = withCookiesOf(person.cookies, confirm);
  return { ...person, cookies, secret, totpUri, recoveryCodes: confirm.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

/** The password step: no session, a challenge cookie for the code step. */
async function passwordStep(email: string, password: string, cookies: string[] = []) {
  const response = await post('/api/auth/login', { email, password }, cookies);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ twoFactorRequired: true });
  const challenge = withCookiesOf(cookies, response);
  expect(challenge.some((pair) => pair.startsWith('finboard.two_factor='))).toBe(true);
  expect(await sessionUser(t, challenge), 'no session before the code').toBeNull();
  return challenge;
}

const codeStep = (challenge: string[], code: string) => post('/api/auth/two-factor/verify', { code }, challenge);

describe('setting up an authenticator app', () => {
  it('shows the secret as a QR code URI and text, is confirmed by a first code, then answers 10 recovery codes once', async () => {
    const person = await signUp(t);
    expectError(await post('/api/auth/two-factor/setup', {}, person.cookies), 400, 'VALIDATION');
    expectError(await post('/api/auth/two-factor/setup', { password: 'Wrong-password1!' }, person.cookies), 400, 'VALIDATION');
    expectError(await post('/api/auth/two-factor/setup', { password: person.password }), 401);

    const setup = await post('/api/auth/two-factor/setup', { password: person.password }, person.cookies);
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret, totpUri } = setup.json<{ secret: string; totpUri: string }>();
    expect(totpUri).toMatch(/^otpauth:\/\/totp\//);
    const uri = new URL(totpUri);
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(uri.pathname)).toContain(person.email.toLowerCase());

    // Not on yet: the password alone still signs in.
    const before = await post('/api/auth/login', { email: person.email, password: person.password });
    expect(before.json<{ user?: unknown }>().user).toBeTruthy();

    await awayFromStepEdge();
    expectError(await post('/api/auth/two-factor/confirm', { code: totpCode(secret, 2) }, person.cookies), 400, 'VALIDATION');
    const confirm = await post('/api/auth/two-factor/confirm', { code: totpCode(secret) }, person.cookies);
    expect(confirm.statusCode, confirm.body).toBe(200);
    const { recoveryCodes } = confirm.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);

    const cookies = withCookiesOf(person.cookies, confirm);
    expect((await sessionUser(t, cookies))?.twoFactorEnabled).toBe(true);
    const status = await t.request({ method: 'GET', url: '/api/auth/two-factor', cookies });
    expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
    // Shown once: a second confirmation is refused and nothing answers the codes again.
    expectError(await post('/api/auth/two-factor/confirm', { code: totpCode(secret, 1) }, cookies), 409, 'CONFLICT');
    expect(t.responseBodies.filter((body) => body.includes(recoveryCodes[0]!))).toHaveLength(1);

    const mails = await mailsTo(person.email.toLowerCase());
    expect(mails.some((mail) => mail.subject.includes('An authenticator app was set up'))).toBe(true);
  });
});

describe('signing in with an authenticator app', () => {
  it('asks for the code after the password; codes two steps away are refused, the current one signs in', async () => {
    const person = await withAuthenticator();
    const challenge = await passwordStep(person.email, person.password);
    await awayFromStepEdge();
    expectError(await codeStep(challenge, totpCode(person.secret, -2)), 401, 'UNAUTHENTICATED');
    expectError(await codeStep(challenge, totpCode(person.secret, 2)), 401, 'UNAUTHENTICATED');
    const signedIn = await codeStep(challenge, totpCode(person.secret));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json<{ user: { email: string } }>().user.email).toBe(person.email.toLowerCase());
    expect(await sessionUser(t, withCookiesOf(challenge, signedIn))).toMatchObject({ email: person.email.toLowerCase() });
  });

  it('a code from the step before still counts (one step either side)', async () => {
    const person = await withAuthenticator(1);
    const challenge = await passwordStep(person.email, person.password);
    await awayFromStepEdge();
    expect((await codeStep(challenge, totpCode(person.secret, -1))).statusCode).toBe(200);
  });

  it('a code works once within its window: seen and typed again in another sign-in, it is refused', async () => {
    const person = await withAuthenticator();
    await awayFromStepEdge();
    const code = totpCode(person.secret);
    expect((await codeStep(await passwordStep(person.email, person.password), code)).statusCode).toBe(200);
    const replay = await codeStep(await passwordStep(person.email, person.password), code);
    expectError(replay, 401, 'UNAUTHENTICATED');
    expect(replay.json<{ error: { message: string } }>().error.message).toBe(TWO_FACTOR_MESSAGES.codeInvalid);
  });

  it('a recovery code signs in once; used again it is refused', async () => {
    const person = await withAuthenticator();
    const [code] = person.recoveryCodes;
    expect((await codeStep(await passwordStep(person.email, person.password), code!)).statusCode).toBe(200);
    const again = await codeStep(await passwordStep(person.email, person.password), code!);
    expectError(again, 401, 'UNAUTHENTICATED');
    expect(again.json<{ error: { message: string } }>().error.message).toBe(TWO_FACTOR_MESSAGES.recoveryCodeInvalid);
    const status = await t.request({ method: 'GET', url: '/api/auth/two-factor', cookies: person.cookies });
    expect(status.json<{ recoveryCodesLeft: number }>().recoveryCodesLeft).toBe(9);
  });

  it('wrong codes are throttled like passwords: after the free failures even the right code waits, across new challenges', async () => {
    const person = await withAuthenticator();
    const key = `two-factor:${person.user.id}`;
    let challenge = await passwordStep(person.email, person.password);
    for (let i = 0; i < SIGN_IN_FREE_FAILURES; i++) expectError(await codeStep(challenge, i % 2 ? '000000' : 'wrong-code1'), 401, 'UNAUTHENTICATED');
    // A new password step does not reset the code's count.
    challenge = await passwordStep(person.email, person.password);
    await t.database.db
      .update(signInThrottle)
      .set({ lastFailedAt: sql`now()` })
      .where(eq(signInThrottle.key, key));
    await awayFromStepEdge();
    const throttled = await codeStep(challenge, totpCode(person.secret));
    expectError(throttled, 429, 'RATE_LIMITED');
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);

    await t.database.db
      .update(signInThrottle)
      .set({ lastFailedAt: sql`now() - interval '1 hour'` })
      .where(eq(signInThrottle.key, key));
    await awayFromStepEdge();
    expect((await codeStep(challenge, totpCode(person.secret))).statusCode).toBe(200);
  });

  it('without a challenge (no password step, or a made-up cookie) the code step signs nobody in', async () => {
    const person = await withAuthenticator();
    expectError(await codeStep([], totpCode(person.secret)), 401, 'UNAUTHENTICATED');
    expectError(await codeStep(['finboard.two_factor=2fa-madeup.c2lnbmF0dXJl'], totpCode(person.secret)), 401, 'UNAUTHENTICATED');
  });

  it("the code step checks the challenge's account, not the account this browser is signed in as", async () => {
    const alice = await withAuthenticator();
    const bob = await withAuthenticator();
    const challenge = withCookiesOf(bob.cookies, await post('/api/auth/login', { email: alice.email, password: alice.password }, bob.cookies));
    await awayFromStepEdge();
    expectError(await codeStep(challenge, totpCode(bob.secret)), 401, 'UNAUTHENTICATED');
    const signedIn = await codeStep(challenge, totpCode(alice.secret));
    expect(signedIn.json<{ user: { email: string } }>().user.email).toBe(alice.email.toLowerCase());
  });
});

describe('turning the authenticator app off', () => {
  it('needs the password and a code; then the password alone signs in again', async () => {
    const person = await withAuthenticator();
    await awayFromStepEdge();
    expectError(await post('/api/auth/two-factor/disable', { code: totpCode(person.secret) }, person.cookies), 400, 'VALIDATION');
    expectError(await post('/api/auth/two-factor/disable', { password: person.password, code: totpCode(person.secret, 3) }, person.cookies), 400, 'VALIDATION');
    expectError(await post('/api/auth/two-factor/disable', { password: 'Wrong-password1!', code: person.recoveryCodes[0] }, person.cookies), 400, 'VALIDATION');
    const off = await post('/api/auth/two-factor/disable', { password: person.password, code: totpCode(person.secret) }, person.cookies);
    expect(off.statusCode, off.body).toBe(200);
    expect(await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, person.user.id))).toEqual([]);
    const login = await post('/api/auth/login', { email: person.email, password: person.password });
    expect(login.json<{ user?: unknown }>().user).toBeTruthy();
    const mails = await mailsTo(person.email.toLowerCase());
    expect(mails.some((mail) => mail.subject.includes('Two-factor sign-in was turned off'))).toBe(true);
  });
});

describe('new sign-in mail', () => {
  it('a sign-in from a browser never used for the account mails the owner; the same browser again does not', async () => {
    const person = await signUp(t);
    const count = async () => (await mailsTo(person.email.toLowerCase())).filter((mail) => mail.subject.startsWith('New sign-in')).length;
    const before = await count();
    const first = await post('/api/auth/login', { email: person.email, password: person.password });
    expect(await count()).toBe(before + 1);
    await post('/api/auth/login', { email: person.email, password: person.password }, cookiesOf(first));
    expect(await count()).toBe(before + 1);
  });
});
