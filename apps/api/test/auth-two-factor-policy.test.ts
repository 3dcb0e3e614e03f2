import { users } from '@finboard/db';
import { TWO_FACTOR_MESSAGES } from '@finboard/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/env';
import { awayFromStepEdge, totpCode } from './support/totp';
import { createTestApp, expectError, signUp, type TestApp, withCookiesOf } from './test-app';

/** Issue #36's policy: admins set up two-factor sign-in before any admin page opens; REQUIRE_TWO_FACTOR_FOR adds roles. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', REQUIRE_TWO_FACTOR_FOR: 'advisor' });
});
afterAll(() => t?.close());

const get = (url: string, cookies: string[]) => t.request({ method: 'GET', url, cookies });

/** Sets up an authenticator app through the api, as the security page does; the browser's new cookies. */
async function setUpAuthenticator(person: { cookies: string[]; password: string }) {
  const setup = await t.request({ method: 'POST', url: '/api/auth/two-factor/setup', payload: { password: person.password }, cookies: person.cookies });
  const { secret } = setup.json<{ secret: string }>();
  await awayFromStepEdge();
  const confirm = await t.request({ method: 'POST', url: '/api/auth/two-factor/confirm', payload: { code: totpCode(secret) }, cookies: person.cookies });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return withCookiesOf(person.cookies, confirm);
}

describe('two-factor sign-in required by role', () => {
  it('an admin without an authenticator app opens no admin api, only the session and the security page, until one is set up', async () => {
    const admin = await signUp(t, { role: 'client' });
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const refused = expectError(await get('/api/admin/dashboard', admin.cookies), 403, 'FORBIDDEN');
    expect(refused.message).toBe(TWO_FACTOR_MESSAGES.setUpFirst);
    expect((await get('/api/session', admin.cookies)).statusCode).toBe(200);
    expect((await get('/api/auth/two-factor', admin.cookies)).json()).toMatchObject({ enabled: false, required: true });

    const cookies = await setUpAuthenticator(admin);
    expect((await get('/api/admin/dashboard', cookies)).statusCode).toBe(200);
  });

  it('REQUIRE_TWO_FACTOR_FOR=advisor: an advisor is held at the security page the same way; a client is not', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    expectError(await get('/api/advisor/sources', advisor.cookies), 403, 'FORBIDDEN');
    const cookies = await setUpAuthenticator(advisor);
    expect((await get('/api/advisor/sources', cookies)).statusCode).toBe(200);

    const client = await signUp(t, { role: 'client' });
    expect((await get('/api/assets', client.cookies)).statusCode).toBe(200);
    expect((await get('/api/auth/two-factor', client.cookies)).json()).toMatchObject({ required: false });
  });

  it('the setting names roles and can only add to admins', () => {
    expect(parseConfig({ NODE_ENV: 'test' }).twoFactorRequiredFor).toEqual(['admin']);
    expect(parseConfig({ NODE_ENV: 'test', REQUIRE_TWO_FACTOR_FOR: 'advisor, client' }).twoFactorRequiredFor).toEqual(['admin', 'advisor', 'client']);
    expect(() => parseConfig({ NODE_ENV: 'test', REQUIRE_TWO_FACTOR_FOR: 'root' })).toThrow();
  });
});
