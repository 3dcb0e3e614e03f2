import { accounts, sessions, users, verifications } from '@finboard/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookiesOf,
  createTestApp,
  expectError,
  findUserRow,
  logIn,
  sessionUser,
  signUp,
  type TestApp,
  uniqueEmail,
  VALID_PASSWORD,
  withCookiesOf,
} from './test-app';

const MISMATCH = 'Password and confirmation password do not match.';
const RESET_WEAK = 'Password must be 8+ chars with at least 1 uppercase, 1 lowercase and 1 number!';
const BAD_LINK = 'This link is invalid or has expired. Please ask for a new one.';
const FORGOT_ANSWER = 'If an account exists for that email, we have sent a link to reset its password.';
const NEW_PASSWORD = 'BrandNew456!';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(() => t?.close());

const login = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/auth/login', payload });
const post = (url: string, payload: unknown, cookies?: string[]) => t.request({ method: 'POST', url, payload: payload as object, cookies });

function sessionSetCookie(response: { headers: Record<string, unknown> }) {
  const all = ([] as string[]).concat((response.headers['set-cookie'] as string[] | string | undefined) ?? []);
  const cookie = all.find((line) => line.startsWith('finboard.session_token='));
  expect(cookie, `no session cookie in ${JSON.stringify(all)}`).toBeDefined();
  return cookie as string;
}

async function sessionCount(userId: string) {
  return (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
}

describe('login', () => {
  it('signs in: a session cookie, and /api/session answers the user', async () => {
    const { user, email } = await signUp(t);
    const response = await login({ email, password: VALID_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ id: user.id, email, role: 'client', hasPassword: true });
    expect(sessionSetCookie(response)).toMatch(/HttpOnly/i);
    expect(await sessionUser(t, cookiesOf(response))).toMatchObject({ id: user.id, email });
  });

  it('ignores the case of the email and surrounding spaces', async () => {
    const { user, email } = await signUp(t);
    const response = await login({ email: `  ${email.toUpperCase()} `, password: VALID_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user.id).toBe(user.id);
  });

  it('/api/session without a cookie, or with a forged one, answers user null', async () => {
    expect(await sessionUser(t, [])).toBeNull();
    expect(await sessionUser(t, ['finboard.session_token=forged.value'])).toBeNull();
  });

  it("empty email → 'the email field cannot be empty.' (before the password message)", async () => {
    const error = expectError(await login({ email: '', password: '' }), 400, 'VALIDATION');
    expect(error).toMatchObject({ message: 'the email field cannot be empty.', field: 'email' });
    expect(expectError(await login({ email: '   ', password: 'x' }), 400).message).toBe('the email field cannot be empty.');
  });

  it("empty password → 'the password field cannot be empty.'", async () => {
    const error = expectError(await login({ email: 'someone@example.com', password: '' }), 400, 'VALIDATION');
    expect(error).toMatchObject({ message: 'the password field cannot be empty.', field: 'password' });
  });

  it("a malformed email → 400 'Email is not valid!' on field email, in our words, not better-auth's", async () => {
    for (const email of ['not-an-email', "' OR 1=1 --", 'first%last@example.com']) {
      const error = expectError(await login({ email, password: 'Whatever1' }), 400, 'VALIDATION');
      expect(error).toMatchObject({ message: 'Email is not valid!', field: 'email' });
    }
  });

  it('a wrong password and an unknown email answer identically', async () => {
    const { email } = await signUp(t);
    const wrongPassword = await login({ email, password: 'Wrong1234' });
    const unknownEmail = await login({ email: uniqueEmail('nobody'), password: 'Wrong1234' });

    const a = expectError(wrongPassword, 401, 'UNAUTHENTICATED');
    const b = expectError(unknownEmail, 401, 'UNAUTHENTICATED');
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    expect({ ...b, requestId: undefined }).toEqual({ ...a, requestId: undefined });
    expect(a.requestId).not.toBe(b.requestId);
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
    expect(unknownEmail.headers['set-cookie']).toBeUndefined();
    expect(unknownEmail.headers['content-type']).toBe(wrongPassword.headers['content-type']);
  });

  it('rememberMe false → a browser-session cookie (no Max-Age, no Expires) that works', async () => {
    const { email, user } = await signUp(t);
    const response = await login({ email, password: VALID_PASSWORD, rememberMe: false });
    expect(response.statusCode, response.body).toBe(200);
    const cookie = sessionSetCookie(response);
    expect(cookie).not.toMatch(/max-age/i);
    expect(cookie).not.toMatch(/expires/i);
    expect(await sessionUser(t, cookiesOf(response))).toMatchObject({ id: user.id });
  });

  it.each([
    ['true', { rememberMe: true }],
    ['omitted (defaults to true)', {}],
  ])('rememberMe %s → a persistent cookie', async (_label, extra) => {
    const { email } = await signUp(t);
    const response = await login({ email, password: VALID_PASSWORD, ...extra });
    expect(response.statusCode, response.body).toBe(200);
    const cookie = sessionSetCookie(response);
    expect(cookie).toMatch(/max-age=\d+|expires=/i);
    const maxAge = Number(/max-age=(\d+)/i.exec(cookie)?.[1] ?? 0);
    if (maxAge) expect(maxAge).toBeGreaterThan(24 * 60 * 60);
  });
});

describe('logout', () => {
  it('kills the session: the old cookie no longer works and the session row is gone', async () => {
    const { user, email } = await signUp(t);
    const cookies = await logIn(t, email, VALID_PASSWORD);
    expect(await sessionUser(t, cookies)).toMatchObject({ id: user.id });
    const sessionsBefore = await sessionCount(user.id);

    const response = await post('/api/auth/logout', {}, cookies);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    // The browser is told to drop the cookie.
    const cleared = ([] as string[]).concat(response.headers['set-cookie'] as string[]).find((c) => c.startsWith('finboard.session_token='));
    expect(cleared).toMatch(/max-age=0/i);

    expect(await sessionUser(t, cookies)).toBeNull();
    expect(await sessionCount(user.id)).toBe(sessionsBefore - 1);
    expectError(await post('/api/auth/resend-verification', {}, cookies), 401, 'UNAUTHENTICATED');
  });

  it('leaves other sessions of the same user alone', async () => {
    const { user, email, cookies: first } = await signUp(t);
    const second = await logIn(t, email, VALID_PASSWORD);
    expect((await post('/api/auth/logout', {}, second)).statusCode).toBe(200);
    expect(await sessionUser(t, second)).toBeNull();
    expect(await sessionUser(t, first)).toMatchObject({ id: user.id });
  });

  it('without a session still answers ok', async () => {
    const response = await post('/api/auth/logout', {});
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('password reset', () => {
  const forgot = (email: string) => post('/api/auth/forgot-password', { email });
  const reset = (payload: Record<string, unknown>) => post('/api/auth/reset-password', payload);

  async function resetCode(email: string) {
    expect((await forgot(email)).statusCode).toBe(200);
    const link = (await t.latestLinks(email)).find((candidate) => candidate.includes('/reset-password?'));
    expect(link, 'no reset link sent').toBeDefined();
    const url = new URL(link as string);
    expect(url.origin + url.pathname).toBe('http://localhost:3000/reset-password');
    return url.searchParams.get('oobCode') as string;
  }

  it('forgot-password answers identically for a known and an unknown email, and only mails the known one', async () => {
    const { email } = await signUp(t);
    const unknown = uniqueEmail('ghost');
    const known = await forgot(email);
    const notKnown = await forgot(unknown);
    expect(known.statusCode).toBe(200);
    expect(notKnown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_ANSWER });
    expect(notKnown.body).toBe(known.body);
    expect(notKnown.headers['set-cookie']).toBe(known.headers['set-cookie']);
    expect((await t.latestLinks(email)).some((link) => link.includes('/reset-password?oobCode='))).toBe(true);
    expect(await t.latestLinks(unknown)).toEqual([]);
  });

  it.each(['not-an-email', 'first%last@example.com', '', "' OR 1=1 --"])("forgot-password with an invalid email %j → 'Email is not valid!'", async (email) => {
    const error = expectError(await forgot(email), 400, 'VALIDATION');
    expect(error).toMatchObject({ message: 'Email is not valid!', field: 'email' });
  });

  it('validates the new password: mismatch before strength, and a refused attempt does not use up the code', async () => {
    const { email } = await signUp(t);
    const oobCode = await resetCode(email);

    const both = expectError(await reset({ oobCode, password: 'weak', confirmPassword: 'weaker' }), 400, 'VALIDATION');
    expect(both).toMatchObject({ message: MISMATCH, field: 'confirmPassword' });
    const mismatch = expectError(await reset({ oobCode, password: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}x` }), 400);
    expect(mismatch.message).toBe(MISMATCH);
    for (const weak of ['short1A', 'nouppercase1', 'NOLOWERCASE1', 'NoDigitsAtAll']) {
      const error = expectError(await reset({ oobCode, password: weak, confirmPassword: weak }), 400);
      expect(error).toMatchObject({ message: RESET_WEAK, field: 'password' });
    }

    const ok = await reset({ oobCode, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('works once; afterwards old sessions are dead, the old password fails and the new one works', async () => {
    const { user, email, cookies: registerSession } = await signUp(t);
    const loginSession = await logIn(t, email, VALID_PASSWORD);
    expect(await sessionUser(t, loginSession)).toMatchObject({ id: user.id });
    const oobCode = await resetCode(email);
    const hashBefore = (await t.database.db.select().from(accounts).where(eq(accounts.userId, user.id)))[0]?.password;

    const response = await reset({ oobCode, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toEqual(expect.any(String));

    const hashAfter = (await t.database.db.select().from(accounts).where(eq(accounts.userId, user.id)))[0]?.password;
    expect(hashAfter).not.toBe(hashBefore);
    expect(hashAfter).toMatch(/^\$argon2id\$/);

    expect(await sessionUser(t, registerSession)).toBeNull();
    expect(await sessionUser(t, loginSession)).toBeNull();
    expect(await sessionCount(user.id)).toBe(0);

    expectError(await login({ email, password: VALID_PASSWORD }), 401, 'UNAUTHENTICATED');
    expect((await login({ email, password: NEW_PASSWORD })).statusCode).toBe(200);

    const again = expectError(await reset({ oobCode, password: 'Another789!', confirmPassword: 'Another789!' }), 400, 'VALIDATION');
    expect(again.message).toBe(BAD_LINK);
    expectError(await login({ email, password: 'Another789!' }), 401);
  });

  it('an expired code (older than one hour) → 400, password unchanged', async () => {
    const { email } = await signUp(t);
    const oobCode = await resetCode(email);
    const updated = await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(verifications.identifier, `reset-password:${oobCode}`))
      .returning();
    expect(updated).toHaveLength(1);
    expect(expectError(await reset({ oobCode, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }), 400).message).toBe(BAD_LINK);
    expect((await login({ email, password: VALID_PASSWORD })).statusCode).toBe(200);
  });

  it('the code expires one hour after it was sent', async () => {
    const { email } = await signUp(t);
    const oobCode = await resetCode(email);
    const [row] = await t.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${oobCode}`));
    const minutes = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('a garbage code → 400', async () => {
    const error = expectError(await reset({ oobCode: 'not-a-real-code', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }), 400, 'VALIDATION');
    expect(error.message).toBe(BAD_LINK);
  });

  it("one user's code never resets another user's password", async () => {
    const victim = await signUp(t);
    const attacker = await signUp(t);
    const oobCode = await resetCode(attacker.email);
    expect((await reset({ oobCode, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await login({ email: victim.email, password: VALID_PASSWORD })).statusCode).toBe(200);
    expectError(await login({ email: victim.email, password: NEW_PASSWORD }), 401);
  });
});

describe('change password', () => {
  const change = (payload: Record<string, unknown>, cookies?: string[]) => post('/api/auth/change-password', payload, cookies);

  it('requires a session (401)', async () => {
    expectError(await change({ currentPassword: VALID_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }), 401, 'UNAUTHENTICATED');
  });

  it('a wrong current password → 400 on field currentPassword, nothing changed', async () => {
    const { email, cookies } = await signUp(t);
    const error = expectError(
      await change({ currentPassword: 'NotMine123', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, cookies),
      400,
      'VALIDATION',
    );
    expect(error.field).toBe('currentPassword');
    expect(error.message).toBe('Your current password is not correct.');
    expect((await login({ email, password: VALID_PASSWORD })).statusCode).toBe(200);
    expect(await sessionUser(t, cookies)).not.toBeNull();
  });

  it('validates the new password like reset does', async () => {
    const { cookies } = await signUp(t);
    const mismatch = expectError(await change({ currentPassword: VALID_PASSWORD, password: 'weak', confirmPassword: 'other' }, cookies), 400);
    expect(mismatch).toMatchObject({ message: MISMATCH, field: 'confirmPassword' });
    const weak = expectError(await change({ currentPassword: VALID_PASSWORD, password: 'weakpass', confirmPassword: 'weakpass' }, cookies), 400);
    expect(weak).toMatchObject({ message: RESET_WEAK, field: 'password' });
  });

  it('succeeds: other sessions are revoked, this browser stays signed in, only the new password works', async () => {
    const { user, email, cookies: other } = await signUp(t);
    const current = await logIn(t, email, VALID_PASSWORD);

    const response = await change({ currentPassword: VALID_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, current);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been changed.' });

    expect(await sessionUser(t, other)).toBeNull();
    expect(await sessionUser(t, withCookiesOf(current, response))).toMatchObject({ id: user.id });
    expect(await sessionCount(user.id)).toBe(1);

    expectError(await login({ email, password: VALID_PASSWORD }), 401);
    expect((await login({ email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });
});

describe('set password (/update-password for social sign-ups)', () => {
  const setPassword = (payload: Record<string, unknown>, cookies?: string[]) => post('/api/auth/set-password', payload, cookies);

  it('requires a session (401)', async () => {
    expectError(await setPassword({ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }), 401, 'UNAUTHENTICATED');
  });

  it('refuses a user who already has a password (409)', async () => {
    const { cookies } = await signUp(t);
    expectError(await setPassword({ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, cookies), 409, 'CONFLICT');
  });

  it('lets a user without a password set one, validated like reset', async () => {
    const { user, email, cookies } = await signUp(t);
    await t.database.db.delete(accounts).where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')));
    expect(await sessionUser(t, cookies)).toMatchObject({ hasPassword: false });

    expect(expectError(await setPassword({ password: NEW_PASSWORD, confirmPassword: 'x' }, cookies), 400).message).toBe(MISMATCH);
    expect(expectError(await setPassword({ password: 'weakweak', confirmPassword: 'weakweak' }, cookies), 400).message).toBe(RESET_WEAK);

    const response = await setPassword({ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, cookies);
    expect(response.statusCode, response.body).toBe(200);
    expect(await sessionUser(t, cookies)).toMatchObject({ hasPassword: true });
    expect((await login({ email, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await findUserRow(t.database, email))?.id).toBe(user.id);
  });
});

describe('session answer', () => {
  it('is the session user shape, with no secrets', async () => {
    const { cookies, user } = await signUp(t);
    const response = await t.request({ method: 'GET', url: '/api/session', cookies });
    expect(Object.keys(response.json().user).sort()).toEqual(
      [
        'advisorLinkActive',
        'clientAdvisorCount',
        'clientVerified',
        'companyLogoUrl',
        'completionDate',
        'email',
        'firstName',
        'hasPassword',
        'id',
        'inviteLinkCount',
        'lastName',
        'parentId',
        'photoUrl',
        'plan',
        'role',
        'subscriptionStatus',
        'twoFactorEnabled',
        'verified',
        'welcomeSeen',
      ].sort(),
    );
    expect(response.body).not.toMatch(/argon2|session_token|"token"|"password"/i);
    const row = (await t.database.db.select().from(users).where(eq(users.id, user.id)))[0];
    expect(row?.role).toBe('client');
  });
});
