import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_ADMIN_AUTHENTICATOR_KEY, DEMO_PASSWORD } from '../src/modules/demo/demo-accounts';
import { awayFromStepEdge } from './support/totp';
import { expectError, type TestApp, withCookiesOf } from './test-app';
import { createDemoApp } from './support/demo-people';

// The demo admin, like every admin, has an authenticator app: its public key signs in as the browser tests do (e2e/support/demo-authenticator.ts).

let t: TestApp;
beforeAll(async () => {
  t = await createDemoApp();
}, 300_000);
afterAll(() => t?.close());

/** RFC 6238 over the key's bytes as text, as better-auth keeps a key it made. */
function demoAdminCode(): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const digest = createHmac('sha1', Buffer.from(DEMO_ADMIN_AUTHENTICATOR_KEY, 'utf8')).update(counter).digest();
  return String((digest.readUInt32BE(digest[digest.length - 1]! & 0x0f) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

it('the demo admin signs in with the password and a code from the public key, then opens the admin api', async () => {
  const email = DEMO_ACCOUNTS.find((account) => account.key === 'admin')!.email;
  const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password: DEMO_PASSWORD } });
  expect(login.json()).toEqual({ twoFactorRequired: true });
  const challenge = withCookiesOf([], login);
  expectError(await t.request({ method: 'GET', url: '/api/admin/dashboard', cookies: challenge }), 401);
  await awayFromStepEdge();
  const verified = await t.request({ method: 'POST', url: '/api/auth/two-factor/verify', payload: { code: demoAdminCode() }, cookies: challenge });
  expect(verified.statusCode, verified.body).toBe(200);
  const cookies = withCookiesOf(challenge, verified);
  expect((await t.request({ method: 'GET', url: '/api/admin/dashboard', cookies })).statusCode).toBe(200);
}, 120_000);
