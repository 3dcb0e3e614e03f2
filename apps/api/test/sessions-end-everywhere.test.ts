import type { AddressInfo } from 'node:net';
import type { Database } from '@finboard/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/env';
import { buildServer } from '../src/server/build-server';
import { signUpAdmin } from './admin-helpers';
import { openSse, type SseConnection } from './sse-client';
import { createTestApp, logIn, signUp, TEST_ORIGIN, type TestApp, VALID_PASSWORD } from './test-app';

/**
 * A live notification stream ends with its session, on every instance: sign-out, suspension,
 * password change (the other sessions), password reset, whichever instance did it. The
 * streams of other sessions and other users go on.
 */

let t: TestApp;
let baseUrl: string;
let second: Database;
let other: FastifyInstance;
let otherUrl: string;
const open: SseConnection[] = [];

const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = urlOf(t.app);
  second = await t.database.reopen();
  // The other instance with its session cache off: its streams still hear every revocation.
  other = await buildServer({
    config: parseConfig({ NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN, DEMO_DATA: 'false', LOG_LEVEL: 'silent', SESSION_CACHE_SECONDS: '0' }),
    database: second,
    logger: false,
  });
  await other.listen({ port: 0, host: '127.0.0.1' });
  otherUrl = urlOf(other);
}, 60_000);
afterAll(async () => {
  for (const connection of open) connection.close();
  await other?.close();
  await second?.close();
  await t?.close();
});

type Party = Awaited<ReturnType<typeof signUp>>;

async function stream(cookies: string[], url: string) {
  const connection = await openSse(url, cookies);
  open.push(connection);
  expect(connection.status).toBe(200);
  await connection.waitFor('ready');
  return connection;
}

const ENDS_WITHIN_MS = 2_000;
async function expectEnded(connection: SseConnection) {
  await expect(
    Promise.race([connection.ended.then(() => 'ended'), new Promise((resolve) => setTimeout(() => resolve('still open'), ENDS_WITHIN_MS))]),
  ).resolves.toBe('ended');
}
async function expectOpen(connection: SseConnection) {
  await expect(Promise.race([connection.ended.then(() => 'ended'), new Promise((resolve) => setTimeout(() => resolve('still open'), 300))])).resolves.toBe(
    'still open',
  );
}

const post = (url: string, payload: object, cookies: string[] = []) => t.request({ method: 'POST', url, payload, cookies });

async function twoSessions(role: 'client' | 'advisor' = 'advisor'): Promise<{ party: Party; again: string[] }> {
  const party = await signUp(t, { role });
  const again = await logIn(t, party.email, party.password);
  return { party, again };
}

describe('a live notification stream', () => {
  it('ends on both instances when its session signs out; another session of the user goes on', async () => {
    const { party, again } = await twoSessions();
    const here = await stream(party.cookies, baseUrl);
    const there = await stream(party.cookies, otherUrl);
    const otherSession = await stream(again, otherUrl);
    const bystander = await stream((await signUp(t, { role: 'client' })).cookies, otherUrl);
    expect((await post('/api/auth/logout', {}, party.cookies)).statusCode).toBe(200);
    await expectEnded(here);
    await expectEnded(there);
    await expectOpen(otherSession);
    await expectOpen(bystander);
  });

  it('ends everywhere when an admin suspends the account', async () => {
    const admin = await signUpAdmin(t);
    const { party, again } = await twoSessions();
    const pages = [await stream(party.cookies, baseUrl), await stream(party.cookies, otherUrl), await stream(again, otherUrl)];
    const answer = await post(`/api/admin/users/${party.user.id}/suspend`, { reason: 'Fraud report' }, admin.cookies);
    expect(answer.statusCode, answer.body).toBe(200);
    for (const page of pages) await expectEnded(page);
  });

  it("ends the other sessions' streams on a password change", async () => {
    const { party, again } = await twoSessions('client');
    const changing = await stream(party.cookies, otherUrl);
    const elsewhere = await stream(again, otherUrl);
    const answer = await post(
      '/api/auth/change-password',
      { currentPassword: VALID_PASSWORD, password: 'Changed-pass1!', confirmPassword: 'Changed-pass1!' },
      party.cookies,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    await expectEnded(elsewhere);
    // better-auth may give the changing page a new session (and end its old one): its stream is not asserted either way.
    changing.close();
  });

  it('ends every stream of the user on a password reset', async () => {
    const { party, again } = await twoSessions();
    const pages = [await stream(party.cookies, baseUrl), await stream(again, otherUrl)];
    expect((await post('/api/auth/forgot-password', { email: party.email })).statusCode).toBe(200);
    const link = (await t.latestLinks(party.email)).find((candidate) => candidate.includes('/reset-password?')) ?? '';
    const oobCode = new URL(link).searchParams.get('oobCode') ?? '';
    const answer = await post('/api/auth/reset-password', { oobCode, password: 'Reset-pass1!', confirmPassword: 'Reset-pass1!' });
    expect(answer.statusCode, answer.body).toBe(200);
    for (const page of pages) await expectEnded(page);
  });
});
