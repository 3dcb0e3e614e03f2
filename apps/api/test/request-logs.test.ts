import { createTestDatabase, type TestDatabase } from '@finboard/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/env';
import { findRecentOutboxMessages } from '../src/modules/mail/outbox.repository';
import { buildServer } from '../src/server/build-server';
import { cookiesOf, registration, TEST_ORIGIN, uniqueEmail, VALID_PASSWORD } from './test-app';

// The server's own log lines, as pino writes them (JSON, one a line), read from a stream of the test's.
let database: TestDatabase;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = parseConfig({ NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN, DEMO_DATA: 'false', LOG_LEVEL: 'info' });
  app = await buildServer({ config, database, logStream: { write: (line) => void lines.push(line) } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type LogLine = Record<string, unknown> & { reqId?: string; msg?: string };

function linesOf(requestId: string): LogLine[] {
  return lines.map((line) => JSON.parse(line) as LogLine).filter((line) => line.reqId === requestId);
}

describe('request logs', () => {
  it("a login's lines carry its request id, method, path, status and duration, and no email, password or session cookie", async () => {
    const email = uniqueEmail('logged');
    const registered = await app.inject({ method: 'POST', url: '/api/auth/register', headers: { origin: TEST_ORIGIN }, payload: registration({ email }) });
    expect(registered.statusCode, registered.body).toBe(202);
    // The verification link signs the new user in: its session cookie is the first one.
    const [mail] = (await findRecentOutboxMessages(database.db, 10)).filter((row) => row.toAddress === email);
    const token = new URL(mail?.textBody.match(/https?:\/\/\S+/)?.[0] ?? 'http://invalid/').searchParams.get('token');
    const verified = await app.inject({ method: 'POST', url: '/api/auth/verify-email', headers: { origin: TEST_ORIGIN }, payload: { token } });
    expect(verified.statusCode, verified.body).toBe(200);
    const firstCookie = cookiesOf(verified).join('; ');
    expect(firstCookie).not.toBe('');
    const before = lines.length;

    const login = await app.inject({
      method: 'POST',
      url: `/api/auth/login?email=${encodeURIComponent(email)}`,
      headers: { origin: TEST_ORIGIN, cookie: firstCookie, authorization: 'Bearer secret-bearer-token' },
      payload: { email, password: VALID_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const sessionCookie = cookiesOf(login).join('; ');
    expect(sessionCookie).not.toBe('');

    const written = lines.slice(before);
    const requestLines = written.map((line) => JSON.parse(line) as LogLine).filter((line) => line.reqId !== undefined);
    const requestId = requestLines[0]?.reqId;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const mine = linesOf(requestId as string);
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(mine[0]?.req).toEqual({ method: 'POST', path: '/api/auth/login' });
    expect(mine[1]?.res).toEqual({ method: 'POST', path: '/api/auth/login', statusCode: 200 });
    expect(mine[1]?.responseTime).toEqual(expect.any(Number));

    const text = written.join('');
    for (const secret of [
      email,
      encodeURIComponent(email),
      VALID_PASSWORD,
      'secret-bearer-token',
      ...[firstCookie, sessionCookie].flatMap((cookie) => cookie.split('; ').map((pair) => pair.split('=')[1] ?? '')),
    ]) {
      expect(secret.length).toBeGreaterThan(3);
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/cookie|authorization/i);
  });

  it('redacts personal data and secrets from anything else that logs them', () => {
    const before = lines.length;
    app.log.info(
      {
        req: { method: 'GET', url: '/alerts/off?token=abc', headers: { cookie: 'x=1' } },
        body: { email: 'a@b.c' },
        user: { email: 'a@b.c', password: 'p' },
        headers: { 'stripe-signature': 't=1,v1=x', 'plaid-verification': 'jwt' },
      },
      'something',
    );
    const line = lines.slice(before).join('');
    expect(line).not.toMatch(/a@b\.c|abc|x=1|v1=x|jwt|"p"/);
    expect(JSON.parse(line)).toMatchObject({ req: { method: 'GET', path: '/alerts/off' }, body: '[redacted]' });
  });
});
