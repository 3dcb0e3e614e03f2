import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, signUp, type TestApp } from './test-app';

// Security item 5: a NUL or a lone surrogate in a query string or path parameter is a 400 naming
// the field, as in a JSON body, never a 500 from deep in a query.
const UNSTORABLE_MESSAGE = 'contains characters that are not allowed (a null character or broken Unicode).';
/** The field as the message names it. */
const LABELS: Record<string, string> = {
  search: 'Search',
  institutionIds: 'Institution IDs',
  'institutionIds.1': 'Institution IDs',
  userId: 'User ID',
  id: 'ID',
  fileId: 'File ID',
  anything: 'Anything',
  name: 'Name',
};

let t: TestApp;
let cookies: string[];
let userId: string;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
  ({
    cookies,
    user: { id: userId },
  } = await signUp(t, { role: 'client' }));
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, signedIn = true) => t.request({ method: 'GET', url, cookies: signedIn ? cookies : undefined });

function expectUnstorable(response: Parameters<typeof expectError>[0], field: string) {
  const error = expectError(response, 400, 'VALIDATION');
  expect(error).toMatchObject({ field, message: `${LABELS[field] ?? field} ${UNSTORABLE_MESSAGE}` });
}

describe('a NUL character in a query string or path parameter → 400 on that field', () => {
  it.each([
    ['/api/scenarios?search=%00', 'search'],
    ['/api/scenarios?search=abc%00def', 'search'],
    ['/api/cash-flow?search=%00', 'search'],
    ['/api/cash-flow?institutionIds=%00', 'institutionIds'],
    ['/api/cash-flow?institutionIds=a,b%00', 'institutionIds'],
    ['/api/cash-flow/report.xlsx?institutionIds=%00', 'institutionIds'],
    ['/api/advisors/%00/profile', 'userId'],
    ['/api/scenarios/%00', 'id'],
    ['/api/files/%00', 'fileId'],
  ])('GET %s → 400 on %s', async (url, field) => {
    expectUnstorable(await get(url), field);
  });

  it('a repeated query key names its position; a NUL in a key names the key', async () => {
    expectUnstorable(await get('/api/cash-flow?institutionIds=a&institutionIds=%00'), 'institutionIds.1');
    expectError(await get('/api/scenarios?%00=1'), 400, 'VALIDATION');
  });

  it('comes after the route’s access policy (who may call it at all) and before the caller’s plan is looked at', async () => {
    for (const url of ['/api/cash-flow?search=%00', '/api/cash-flow/report.xlsx?institutionIds=%00', '/api/advisors/%00/profile']) {
      expectError(await get(url, false), 401, 'UNAUTHENTICATED');
    }
    // A public route has no one to refuse: the characters are.
    expectUnstorable(await get('/api/session?anything=%00', false), 'anything');
  });

  it('an advisor’s ?userId= with a NUL is a 400, not a 500 from the access gate’s grant lookup (found by the route fuzz)', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    for (const url of ['/api/assets?userId=%00', '/api/cash-flow?userId=a%00b', '/api/clients/profile?userId=%00']) {
      expectUnstorable(await t.request({ method: 'GET', url, cookies: advisor.cookies }), 'userId');
    }
  });

  it('a route without a query or params schema is checked too', async () => {
    expectUnstorable(await get('/api/session?anything=%00'), 'anything');
    expect((await get('/api/session?anything=fine')).statusCode).toBe(200);
  });

  it('the same requests without the NUL are answered normally (the refusal is the character’s doing)', async () => {
    for (const url of [
      '/api/scenarios?search=abc',
      '/api/cash-flow?search=abc',
      `/api/advisors/${userId}/profile`,
      '/api/cash-flow/report.xlsx?institutionIds=a',
    ]) {
      expect((await get(url)).statusCode, url).toBeLessThan(500);
    }
    expect((await get('/api/scenarios?search=abc')).statusCode).toBe(200);
  });

  it('an unknown /api path stays a 404, whatever it carries', async () => {
    expectError(await get('/api/no-such-route/%00'), 404, 'NOT_FOUND');
    expectError(await get('/api/no-such-route?x=%00'), 404, 'NOT_FOUND');
    expectError(await t.request({ method: 'POST', url: '/api/no-such-route?x=%00', cookies, payload: { name: 'a\u0000' } }), 404, 'NOT_FOUND');
  });
});

describe('broken Unicode', () => {
  it('a lone surrogate (only JSON can carry one: percent-decoding never yields it) → 400 on the field', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/scenarios',
      cookies,
      payload: '{"name":"a\\ud800b"}',
      headers: { 'content-type': 'application/json' },
    });
    expectUnstorable(response, 'name');
  });

  it.each(['%ED%A0%80', '%C0%80', '%FF', '%uD800', '%', '%E0%A4%A'])('%s (not UTF-8) in a query string → a normal answer, never a 500', async (raw) => {
    for (const url of [`/api/scenarios?search=${raw}`, `/api/cash-flow?search=${raw}`, `/api/session?x=${raw}`]) {
      const response = await get(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
    }
    expect((await get(`/api/scenarios?search=${raw}`)).statusCode).toBe(200);
  });

  it.each(['%ED%A0%80', '%C0%80', '%FF'])('%s (not UTF-8) in a path → 400 (Fastify refuses the url) in the api’s error shape, never a 500', async (raw) => {
    for (const url of [`/api/advisors/${raw}/profile`, `/api/scenarios/${raw}`, `/api/no-such-route/${raw}`]) {
      expect(expectError(await get(url), 400, 'VALIDATION').message, url).toBe('The address is not valid.');
    }
  });
});

describe('a path parameter over the router’s length limit (found by the route fuzz)', () => {
  it('is a 400 in the api’s error shape, not Fastify’s own 414 echoing the path', async () => {
    for (const url of [`/api/scenarios/${'a'.repeat(101)}`, `/api/advisors/${'%41'.repeat(150)}/profile`]) {
      const response = await get(url);
      expect(expectError(response, 400, 'VALIDATION').message, url).toBe('A part of the address is too long.');
      expect(response.body).not.toContain('aaaa');
      expect(response.headers['cache-control']).toBe('no-store');
    }
    // At the limit the route answers itself (its schema: not a scenario id).
    expect(expectError(await get(`/api/scenarios/${'a'.repeat(100)}`), 400, 'VALIDATION').field).toBe('id');
  });
});
