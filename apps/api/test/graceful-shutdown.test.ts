import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rowsOf } from '@finboard/db';
import { createTestDatabase, type TestDatabase } from '@finboard/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { gracefulShutdown } from '../src/server/graceful-shutdown';
import { registration, uniqueEmail, VALID_PASSWORD } from './test-app';

// The real server (apps/api/src/main.ts, as `npm start` runs it) in a process of its own, on a
// temporary PGlite folder or, with TEST_DATABASE_URL, a fresh PostgreSQL database; its job runner
// on. SIGTERM arrives while a notification stream is open and a login is half sent: the login is
// answered, the stream ends, and the process exits 0 well within the 10 s bound.

let dataDir: string;
let database: TestDatabase | undefined;
let server: ChildProcess | undefined;
let output = '';
let port = 0;

function databaseEnv(name: string): Record<string, string> {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return { DATABASE_URL: url.toString() };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'finboard-shutdown-'));
  let env: Record<string, string> = {};
  if (process.env.TEST_DATABASE_URL) {
    database = await createTestDatabase();
    const [current] = rowsOf<{ name: string }>(await database.db.execute(sql`select current_database() as name`));
    env = databaseEnv(current?.name ?? '');
  }
  const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  server = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...inherited, NODE_ENV: 'development', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: 'false', RUN_JOBS: 'true', LOG_LEVEL: 'info', WEB_DIST_DIR: join(dataDir, 'no-web'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  port = await new Promise<number>((resolve, reject) => {
    server?.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (listening && output.includes('is ready at')) resolve(Number(listening[1]));
    });
    server?.once('exit', (code) => reject(new Error(`the server ended (${code}) before it was ready:\n${output}`)));
  });
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  // Its pool must be gone before the database is dropped (WITH (FORCE) would end it anyway).
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A request over a real socket; `hold` sends the body in two halves, the second when it resolves. */
function send(method: string, path: string, { body, cookie, hold }: { body?: unknown; cookie?: string; hold?: Promise<void> } = {}): Promise<Answer> {
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          origin: `http://127.0.0.1:${port}`,
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (!payload) return void req.end();
    if (!hold) return void req.end(payload);
    const half = Math.floor(payload.length / 2);
    req.write(payload.subarray(0, half));
    void hold.then(() => req.end(payload.subarray(half)));
  });
}

const cookieOf = (answer: Answer) => (answer.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; ');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM', () => {
  it('finishes the request in flight, ends the notification stream, and exits 0 within 10 s', async () => {
    // A verified client (the stream is for verified clients and advisors), through the development mailbox.
    const email = uniqueEmail('shutdown');
    const registered = await send('POST', '/api/auth/register', { body: registration({ email }) });
    expect(registered.status, registered.body).toBe(201);
    const cookie = cookieOf(registered);
    const mailbox = await send('GET', '/api/dev/mailbox');
    const token = /verify-email\?token=([^&"\s\\]+)/.exec(mailbox.body)?.[1];
    expect(token, mailbox.body).toBeDefined();
    const verified = await send('POST', '/api/auth/verify-email', { body: { token: decodeURIComponent(token as string) }, cookie });
    expect(verified.status, verified.body).toBe(200);
    expect((await send('GET', '/readyz')).body).toBe('{"status":"ready"}');

    // The stream is open (its first bytes arrived).
    const stream = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/api/notifications/stream', headers: { cookie, accept: 'text/event-stream' } }, (res) => {
        res.once('data', () => resolve(res));
      });
      req.on('error', reject);
      req.end();
    });
    expect(stream.statusCode).toBe(200);
    const streamEnded = new Promise<string>((resolve) => {
      stream.resume();
      stream.on('end', () => resolve('ended'));
      stream.on('aborted', () => resolve('aborted'));
      stream.on('error', () => resolve('errored'));
    });

    // A login is half sent: its headers are in, its body is not.
    let sendTheRest = () => {};
    const rest = new Promise<void>((resolve) => (sendTheRest = resolve));
    const login = send('POST', '/api/auth/login', { body: { email, password: VALID_PASSWORD }, hold: rest });
    await sleep(300);

    const exited = new Promise<{ code: number | null; afterMs: number }>((resolve) => {
      const signalledAt = Date.now();
      server?.once('exit', (code) => resolve({ code, afterMs: Date.now() - signalledAt }));
    });
    server?.kill('SIGTERM');
    await sleep(500);
    sendTheRest();

    const answered = await login;
    expect(answered.status, answered.body).toBe(200);
    expect(answered.headers.connection).toBe('close');
    expect(await streamEnded).toBe('ended');
    const { code, afterMs } = await exited;
    expect(code, output).toBe(0);
    expect(afterMs).toBeLessThan(10_000);
    expect(output).toContain('SIGTERM: shutting down');
    expect(output).toContain('Shut down cleanly.');
  }, 60_000);
});

describe('a shutdown that takes too long', () => {
  it('exits 1 after the bound with a log line saying what was still open', async () => {
    const errors: string[] = [];
    const app = {
      log: { info: () => {}, error: (message: unknown) => errors.push(String(message)) },
      beginShutdown: () => {},
      close: () => new Promise(() => {}),
      server: { getConnections: (callback: (error: Error | null, count: number) => void) => callback(null, 2) },
      jobs: { busy: true },
    } as unknown as FastifyInstance;
    const exitCode = await new Promise<number>((resolve) => {
      void gracefulShutdown({ app, closeDatabase: async () => {}, releaseLock: () => {}, timeoutMs: 50, exit: resolve })('SIGTERM');
    });
    expect(exitCode).toBe(1);
    expect(errors).toEqual([
      'Shutdown did not finish within 0.05 s; still open: waiting for the server to close (requests in flight, streams, job runner, audit); 2 open connections (requests or streams); a background job still running. Exiting anyway.',
    ]);
  });
});
