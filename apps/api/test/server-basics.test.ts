import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, signUp, type TestApp, uniqueEmail, VALID_PASSWORD } from './test-app';

// A small limit so brute force is quick to reach; each route has its own count per client address.
const LIMIT = 5;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    { AUTH_RATE_LIMIT_MAX: String(LIMIT) },
    {
      beforeReady(app) {
        app.get('/api/test/explode', { config: { access: { kind: 'public' } } }, async () => {
          throw new Error('secret internal detail at /srv/finboard/db.ts:42');
        });
        app.get('/api/test/explode-raw', { config: { access: { kind: 'public' } } }, async () => {
          // A non-Error throw, as some libraries do.
          throw { statusCode: 500, stack: 'stack at secret.ts:1', message: 'raw' };
        });
      },
    },
  );
});
afterAll(() => t?.close());

describe('brute-force protection', () => {
  it(`allows ${LIMIT} login attempts a window, then answers 429 RATE_LIMITED, even with the right password`, async () => {
    const { email } = await signUp(t);
    const ip = '203.0.113.7';
    // Each failure on another account, so the per-account throttle (sign-in-throttle.test.ts) stays out of it.
    for (let attempt = 1; attempt <= LIMIT; attempt += 1) {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: uniqueEmail(), password: `Wrong${attempt}xx` },
        remoteAddress: ip,
      });
      expectError(response, 401, 'UNAUTHENTICATED');
    }
    const blocked = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: VALID_PASSWORD }, remoteAddress: ip });
    const error = expectError(blocked, 429, 'RATE_LIMITED');
    expect(error.message).toBe('Too many attempts. Please wait a minute and try again.');
    expect(blocked.headers['set-cookie']).toBeUndefined();
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // Another address is not affected.
    const other = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: VALID_PASSWORD }, remoteAddress: '203.0.113.8' });
    expect(other.statusCode, other.body).toBe(200);
  });

  it('counts malformed attempts too, and a forged X-Forwarded-For does not reset the count', async () => {
    const ip = '203.0.113.9';
    for (let attempt = 1; attempt <= LIMIT; attempt += 1) {
      const response = await t.request({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'nope' },
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `10.0.0.${attempt}` },
      });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: uniqueEmail() },
      remoteAddress: ip,
      headers: { 'x-forwarded-for': '10.0.0.99' },
    });
    expectError(blocked, 429, 'RATE_LIMITED');
  });

  it('limits registration as well', async () => {
    const ip = '203.0.113.10';
    for (let attempt = 1; attempt <= LIMIT; attempt += 1) {
      const response = await t.request({ method: 'POST', url: '/api/auth/register', payload: { role: 'client' }, remoteAddress: ip });
      expect(response.statusCode).toBe(400);
    }
    expectError(await t.request({ method: 'POST', url: '/api/auth/register', payload: {}, remoteAddress: ip }), 429, 'RATE_LIMITED');
  });
});

describe('security headers', () => {
  it('an api response carries the security headers', async () => {
    const response = await t.request({ method: 'GET', url: '/api/auth/social-providers' });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // The sandbox's card form is the app's own: no third-party script, frame or API is allowed.
    expect(csp).not.toMatch(/stripe/i);
    for (const directive of ['script-src', 'connect-src', 'frame-src']) expect(csp).toMatch(new RegExp(`${directive} 'self'(;|$)`));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('error responses carry them too', async () => {
    const response = await t.request({ method: 'GET', url: '/api/nothing-here' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
  });

  it('/api/session is never cached, signed in or not', async () => {
    const anonymous = await t.request({ method: 'GET', url: '/api/session' });
    expect(anonymous.headers['cache-control']).toBe('no-store');
    const { cookies } = await signUp(t);
    const signedIn = await t.request({ method: 'GET', url: '/api/session', cookies });
    expect(signedIn.headers['cache-control']).toBe('no-store');
  });
});

describe('social sign-in without configuration', () => {
  it('lists Google and Apple as not configured', async () => {
    const response = await t.request({ method: 'GET', url: '/api/auth/social-providers' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      providers: [
        { id: 'google', configured: false },
        { id: 'apple', configured: false },
      ],
    });
  });

  it.each([
    ['google', 'Sign-in with Google is not configured.'],
    ['apple', 'Sign-in with Apple is not configured.'],
  ])('POST /api/auth/social/sign-in {provider: %s} → 400 with a clear message, no cookie', async (provider, message) => {
    const response = await t.request({ method: 'POST', url: '/api/auth/social/sign-in', payload: { provider } });
    const error = expectError(response, 400, 'VALIDATION');
    expect(error).toMatchObject({ message, field: 'provider' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('unknown paths and unexpected errors', () => {
  it.each([
    ['GET', '/api/does-not-exist'],
    ['POST', '/api/auth/not-a-route'],
    ['GET', '/api'],
  ] as const)('%s %s → 404 JSON', async (method, url) => {
    const response = await t.request({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
    const error = expectError(response, 404, 'NOT_FOUND');
    expect(error.message).toBe('Not found');
  });

  it('better-auth routes other than the OAuth callback are not exposed', async () => {
    for (const url of ['/api/auth/sso/sign-up/email', '/api/auth/sso/sign-in/email', '/api/auth/sso/get-session', '/api/auth/sso/list-sessions']) {
      const method = url.endsWith('session') || url.endsWith('sessions') ? 'GET' : 'POST';
      const response = await t.request({ method, url, payload: method === 'POST' ? { email: uniqueEmail(), password: VALID_PASSWORD, name: 'x' } : undefined });
      expectError(response, 404, 'NOT_FOUND');
    }
  });

  it.each(['/api/test/explode', '/api/test/explode-raw'])('%s → a generic 500 with a request id, no stack or detail', async (url) => {
    const response = await t.request({ method: 'GET', url });
    const error = expectError(response, 500, 'INTERNAL');
    expect(error.message).toBe(`Sorry, something went wrong. Reference: ${error.requestId}`);
    expect(error).not.toHaveProperty('field');
    expect(response.body).not.toMatch(/secret|stack|\.ts|at /);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
