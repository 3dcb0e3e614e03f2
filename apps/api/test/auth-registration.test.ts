import { mailOutbox, users } from '@finboard/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cookiesOf,
  countUsers,
  createTestApp,
  expectError,
  findUserRow,
  registration,
  sessionUser,
  signUp,
  type TestApp,
  uniqueEmail,
  VALID_PASSWORD,
} from './test-app';

const ALL_REQUIRED = 'All fields are required! You should input all the fields!';
const EMAIL_INVALID = 'Email is not valid!';
const MISMATCH = 'Password and confirmation password do not match.';
const WEAK = 'Password must be 8 char long with at least 1 upper case, 1 lower case and 1 number!';
const TERMS = 'You need to accept all terms and conditions to register.';
const BAD_LINK = 'This link is invalid or has expired. Please ask for a new one.';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
});
afterAll(() => t?.close());

const register = (payload: Record<string, unknown>, cookies?: string[]) => t.request({ method: 'POST', url: '/api/auth/register', payload, cookies });

async function countMailsTo(email: string) {
  const [row] = await t.database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  return Number(row?.n ?? 0);
}

/** A link is signed to the second: waits for the next second, so the next link differs from the last. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1010 - (Date.now() % 1000)));

function verificationLink(links: string[]) {
  const link = links.find((candidate) => candidate.includes('/verify-email?'));
  expect(link, `no verification link in ${JSON.stringify(links)}`).toBeDefined();
  return new URL(link as string);
}

describe('registration', () => {
  it.each(['client', 'advisor'] as const)(
    'registers a %s: 202, no session yet, the role stored, a verification email whose link signs them in',
    async (role) => {
      const email = uniqueEmail(role);
      const before = await countUsers(t.database);
      const response = await register(registration({ role, email, firstName: 'Grace', lastName: 'Hopper' }));

      expect(response.statusCode, response.body).toBe(202);
      expect(response.json()).toEqual({ status: 'verification_sent', email, linkNotice: null });
      // No session until the address is proved.
      expect(response.headers['set-cookie']).toBeUndefined();

      expect(await countUsers(t.database)).toBe(before + 1);
      const row = await findUserRow(t.database, email);
      expect(row).toMatchObject({ role, firstName: 'Grace', lastName: 'Hopper', emailVerified: false });

      const link = verificationLink(await t.latestLinks(email));
      expect(link.origin).toBe('http://localhost:3000');
      expect(link.pathname).toBe('/verify-email');
      expect(link.searchParams.get('token')).toMatch(/.{20,}/);
      expect(link.searchParams.get('id')).toBe(row?.id);

      // The link verifies and signs in: the cookie is a working session for the new user.
      const verified = await t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token: link.searchParams.get('token') } });
      expect(verified.statusCode, verified.body).toBe(200);
      const user = verified.json().user;
      expect(user).toMatchObject({
        id: row?.id,
        email,
        firstName: 'Grace',
        lastName: 'Hopper',
        role,
        verified: true,
        hasPassword: true,
        plan: 'free',
        completionDate: null,
      });
      const setCookie = ([] as string[]).concat(verified.headers['set-cookie'] as string[]);
      const session = setCookie.find((cookie) => cookie.startsWith('finboard.session_token='));
      expect(session).toBeDefined();
      expect(session).toMatch(/HttpOnly/i);
      expect(session).toMatch(/SameSite=Lax/i);
      expect(await sessionUser(t, cookiesOf(verified))).toMatchObject({ id: user.id, email, role, verified: true });
    },
  );

  it('stores the email in lower case and answers it so', async () => {
    const email = uniqueEmail('Mixed.Case').replace('mixed', 'MiXeD');
    const response = await register(registration({ email: email.toUpperCase() }));
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json().email).toBe(email.toLowerCase());
    expect(await findUserRow(t.database, email)).not.toBeNull();
  });

  it('keeps only what a link proved: unproved advisor, inviter and expiry parameters are dropped, and the answer says why', async () => {
    const email = uniqueEmail('context');
    const context = {
      advisor: 'advisor-uid-123',
      source: 'newsletter',
      advisorConnect: 'connect-uid-9',
      productUser: 'true',
      inviter: 'inviter-uid-7',
      inviteType: 'spouse',
      expiry: '2031-05-17',
    };
    const response = await register(registration({ email, context }));
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json().linkNotice).toBe('This invitation link is not valid, so your account is not linked to anyone. Please ask for a new invitation.');
    const row = await findUserRow(t.database, email);
    expect(row?.registrationContext).toEqual({ productUser: 'true' });
  });

  it('stores an empty context when none is given', async () => {
    const email = uniqueEmail('nocontext');
    expect((await register(registration({ email }))).statusCode).toBe(202);
    expect((await findUserRow(t.database, email))?.registrationContext).toEqual({});
  });

  it.each([
    ['inviteType', { inviteType: 'boss' }],
    ['expiry', { expiry: '17/05/2031' }],
    ['productUser', { productUser: 'yes' }],
    ['context.unknown', { somethingElse: 'x' }],
  ])('refuses a malformed context (%s) and stores nothing', async (_label, context) => {
    const before = await countUsers(t.database);
    const error = expectError(await register(registration({ email: uniqueEmail(), context })), 400, 'VALIDATION');
    expect(error.field ?? error.message).toMatch(/^context/);
    expect(await countUsers(t.database)).toBe(before);
  });

  describe('validation messages, exactly and in the spec order', () => {
    it.each(['firstName', 'lastName', 'email', 'password'])('%s empty → the all-fields message', async (field) => {
      const before = await countUsers(t.database);
      const error = expectError(await register(registration({ email: uniqueEmail(), [field]: '' })), 400, 'VALIDATION');
      expect(error.message).toBe(ALL_REQUIRED);
      expect(error.field).toBe(field);
      expect(await countUsers(t.database)).toBe(before);
    });

    it('a blank (spaces only) name counts as empty', async () => {
      const error = expectError(await register(registration({ email: uniqueEmail(), firstName: '   ' })), 400);
      expect(error.message).toBe(ALL_REQUIRED);
    });

    it('all-fields comes before every other rule', async () => {
      const body = registration({ lastName: '', email: 'not-an-email', confirmPassword: 'x', password: 'weak', acceptTerms: false });
      expect(expectError(await register(body), 400).message).toBe(ALL_REQUIRED);
    });

    it.each(['plainaddress', 'a@b', 'a@b.c', 'a@b.toolong', 'a b@example.com', 'a@@example.com', 'a..b@example.com', 'ädä@example.com'])(
      'invalid email %j → the email message',
      async (email) => {
        const before = await countUsers(t.database);
        const error = expectError(await register(registration({ email })), 400, 'VALIDATION');
        expect(error).toMatchObject({ message: EMAIL_INVALID, field: 'email' });
        expect(await countUsers(t.database)).toBe(before);
      },
    );

    it.each(['first%last@example.com', 'dot.@example.com', 'a@.example.com'])(
      '%j passes the spec pattern but not better-auth: still the spec message on field email, nothing stored',
      async (email) => {
        const before = await countUsers(t.database);
        const response = await register(registration({ email }));
        expect(response.statusCode, response.body).toBe(400);
        expect(expectError(response, 400, 'VALIDATION')).toMatchObject({ message: EMAIL_INVALID, field: 'email' });
        expect(await countUsers(t.database)).toBe(before);
      },
    );

    it('invalid email AND mismatched passwords → the email message first', async () => {
      const error = expectError(await register(registration({ email: 'nope', confirmPassword: 'Other123' })), 400);
      expect(error.message).toBe(EMAIL_INVALID);
    });

    it('mismatched confirmation → the mismatch message', async () => {
      const error = expectError(await register(registration({ email: uniqueEmail(), confirmPassword: 'Secret1234' })), 400);
      expect(error).toMatchObject({ message: MISMATCH, field: 'confirmPassword' });
    });

    it('mismatch comes before a weak password', async () => {
      const error = expectError(await register(registration({ email: uniqueEmail(), password: 'weak', confirmPassword: 'weaker' })), 400);
      expect(error.message).toBe(MISMATCH);
    });

    it.each(['Short1', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere', `Aa1${'x'.repeat(130)}`])(
      'weak password %j → the strength message',
      async (password) => {
        const before = await countUsers(t.database);
        const error = expectError(await register(registration({ email: uniqueEmail(), password, confirmPassword: password })), 400);
        expect(error).toMatchObject({ message: WEAK, field: 'password' });
        expect(await countUsers(t.database)).toBe(before);
      },
    );

    it('a weak password comes before the terms', async () => {
      const error = expectError(await register(registration({ email: uniqueEmail(), password: 'weak', confirmPassword: 'weak', acceptTerms: false })), 400);
      expect(error.message).toBe(WEAK);
    });

    it('terms not accepted → the terms message, nothing stored', async () => {
      const before = await countUsers(t.database);
      const error = expectError(await register(registration({ email: uniqueEmail(), acceptTerms: false })), 400);
      expect(error).toMatchObject({ message: TERMS, field: 'acceptTerms' });
      expect(await countUsers(t.database)).toBe(before);
    });
  });

  it('a taken email → the same 202 as a new one, no second user, no session cookie, the first account untouched', async () => {
    const first = await signUp(t, { firstName: 'First' });
    const before = await countUsers(t.database);
    const original = await findUserRow(t.database, first.email);

    const response = await register(
      registration({ email: first.email.toUpperCase(), firstName: 'Second', role: 'advisor', password: 'Other1234!', confirmPassword: 'Other1234!' }),
    );
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ status: 'verification_sent', email: first.email, linkNotice: null });
    expect(response.headers['set-cookie']).toBeUndefined();

    expect(await countUsers(t.database)).toBe(before);
    expect(await findUserRow(t.database, first.email)).toEqual(original);
    // The original password still works, the attacker's does not.
    const wrong = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: first.email, password: 'Other1234!' } });
    expect(wrong.statusCode).toBe(401);
    const right = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: first.email, password: VALID_PASSWORD } });
    expect(right.statusCode).toBe(200);
  });

  it('cannot register as admin', async () => {
    const before = await countUsers(t.database);
    const error = expectError(await register(registration({ email: uniqueEmail(), role: 'admin' })), 400, 'VALIDATION');
    expect(error.field).toBe('role');
    expect(await countUsers(t.database)).toBe(before);
  });
});

describe('email verification', () => {
  const verify = (token: string, cookies?: string[]) => t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token }, cookies });
  const signUpUnverified = () => signUp(t, {}, { verified: false });

  it('the link token verifies the email', async () => {
    const { user, email, cookies } = await signUpUnverified();
    const token = verificationLink(await t.latestLinks(email)).searchParams.get('token') as string;

    const response = await verify(token, cookies);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ id: user.id, email, verified: true });
    expect((await findUserRow(t.database, email))?.emailVerified).toBe(true);
    expect(await sessionUser(t, cookies)).toMatchObject({ id: user.id, verified: true });
  });

  it('works without a session too (the link opened in another browser): it signs the owner in there', async () => {
    const { email, user } = await signUpUnverified();
    const token = verificationLink(await t.latestLinks(email)).searchParams.get('token') as string;
    const response = await verify(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ id: user.id, email, verified: true });
    expect(await sessionUser(t, cookiesOf(response))).toMatchObject({ id: user.id, verified: true });
    expect((await findUserRow(t.database, email))?.emailVerified).toBe(true);
  });

  it('a link for an email verified already (by another link) signs nobody in and names nobody', async () => {
    const { email, cookies } = await signUpUnverified();
    const first = verificationLink(await t.latestLinks(email)).searchParams.get('token') as string;
    await nextSecond();
    expect((await t.request({ method: 'POST', url: '/api/auth/resend-verification', payload: {}, cookies })).statusCode).toBe(200);
    const second = verificationLink(await t.latestLinks(email)).searchParams.get('token') as string;
    expect(second).not.toBe(first);
    expect((await verify(second)).statusCode).toBe(200);
    const response = await verify(first);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ user: null });
    expect(cookiesOf(response)).toEqual([]);
  });

  it.each(['garbage', 'a.b.c', 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi5jbyJ9.c2lnbmF0dXJl'])(
    'a garbage token %j → 400 and nothing verified',
    async (token) => {
      const { email } = await signUpUnverified();
      const error = expectError(await verify(token), 400, 'VALIDATION');
      expect(error.message).toBe(BAD_LINK);
      expect((await findUserRow(t.database, email))?.emailVerified).toBe(false);
    },
  );

  it("a user's token verifies that user only", async () => {
    const victim = await signUpUnverified();
    const attacker = await signUpUnverified();
    const token = verificationLink(await t.latestLinks(attacker.email)).searchParams.get('token') as string;
    expect((await verify(token)).statusCode).toBe(200);
    expect((await findUserRow(t.database, victim.email))?.emailVerified).toBe(false);
  });

  it('a link works once: opened again it is refused, starts no session, and the email stays verified', async () => {
    const { email, cookies } = await signUpUnverified();
    const token = verificationLink(await t.latestLinks(email)).searchParams.get('token') as string;
    expect((await verify(token, cookies)).statusCode).toBe(200);
    const again = expectError(await verify(token, cookies), 400, 'VALIDATION');
    expect(again.message).toBe('This link has already been used. Please log in, or ask for a new one.');
    const elsewhere = await verify(token);
    expect(expectError(elsewhere, 400, 'VALIDATION').message).toBe(again.message);
    expect(cookiesOf(elsewhere)).toEqual([]);
    expect((await findUserRow(t.database, email))?.emailVerified).toBe(true);
  });

  it('an expired link (older than 3 days) → 400, nothing verified', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 4 * 24 * 60 * 60 * 1000 });
    let email: string;
    try {
      ({ email } = await signUpUnverified());
    } finally {
      vi.useRealTimers();
    }
    const token = verificationLink(await t.latestLinks(email)).searchParams.get('token') as string;
    expect(expectError(await verify(token), 400, 'VALIDATION').message).toBe(BAD_LINK);
    expect((await findUserRow(t.database, email))?.emailVerified).toBe(false);
  });

  it("a link for an account that no longer exists → 400 (not 'please log in')", async () => {
    const { user, email } = await signUpUnverified();
    const token = verificationLink(await t.latestLinks(email)).searchParams.get('token') as string;
    await t.database.db.delete(users).where(eq(users.id, user.id));
    expect(expectError(await verify(token), 400, 'VALIDATION').message).toBe(BAD_LINK);
  });

  it('resending requires a session: 401 without one', async () => {
    const response = await t.request({ method: 'POST', url: '/api/auth/resend-verification', payload: {} });
    expectError(response, 401, 'UNAUTHENTICATED');
  });

  it('resend with a session sends a new working link', async () => {
    const { email, cookies, user } = await signUpUnverified();
    const sentBefore = await countMailsTo(email);
    const response = await t.request({ method: 'POST', url: '/api/auth/resend-verification', payload: {}, cookies });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toContain(email);
    const second = verificationLink(await t.latestLinks(email));
    expect(second.searchParams.get('id')).toBe(user.id);
    expect(await countMailsTo(email)).toBe(sentBefore + 1);
    expect((await verify(second.searchParams.get('token') as string)).statusCode).toBe(200);
  });

  it('resend once verified → 409', async () => {
    const { email, cookies } = await signUpUnverified();
    const token = verificationLink(await t.latestLinks(email)).searchParams.get('token') as string;
    expect((await verify(token)).statusCode).toBe(200);
    expectError(await t.request({ method: 'POST', url: '/api/auth/resend-verification', payload: {}, cookies }), 409, 'CONFLICT');
  });
});

describe('role selection (POST /api/me/role)', () => {
  const chooseRole = (role: unknown, cookies?: string[]) => t.request({ method: 'POST', url: '/api/me/role', payload: { role }, cookies });

  it('a user without a role picks one, once', async () => {
    const { user, cookies } = await signUp(t);
    await t.database.db.update(users).set({ role: null }).where(eq(users.id, user.id));
    expect(await sessionUser(t, cookies)).toMatchObject({ role: null });

    const response = await chooseRole('advisor', cookies);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().user).toMatchObject({ id: user.id, role: 'advisor' });
    expect((await findUserRow(t.database, user.email))?.role).toBe('advisor');

    // Now it has one: a second choice is refused and changes nothing.
    expectError(await chooseRole('client', cookies), 409, 'CONFLICT');
    expect((await findUserRow(t.database, user.email))?.role).toBe('advisor');
  });

  it('a user who registered with a role cannot change it (409)', async () => {
    const { user, cookies } = await signUp(t, { role: 'client' });
    expectError(await chooseRole('advisor', cookies), 409, 'CONFLICT');
    expect((await findUserRow(t.database, user.email))?.role).toBe('client');
  });

  it('admin cannot be chosen (400), even by a user without a role', async () => {
    const { user, cookies } = await signUp(t);
    await t.database.db.update(users).set({ role: null }).where(eq(users.id, user.id));
    const error = expectError(await chooseRole('admin', cookies), 400, 'VALIDATION');
    expect(error.field).toBe('role');
    expect((await findUserRow(t.database, user.email))?.role).toBeNull();
  });

  it('requires a session (401)', async () => {
    expectError(await chooseRole('client'), 401, 'UNAUTHENTICATED');
  });
});
