import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rowsOf } from '@finboard/db';
import { createTestDatabase, type TestDatabase } from '@finboard/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { gracefulShutdown } from '../src/server/graceful-shutdown';
import { databaseUrlFor, registerVerifiedClient, startServerProcess, type ServerProcess } from './support/server-process';
import { VALID_PASSWORD } from './test-app';

// The real server (apps/api/src/main.ts, as `npm start` runs it) in a process of its own, on a
// temporary PGlite folder or, with TEST_DATABASE_URL, a fresh PostgreSQL database; its job runner
// on. SIGTERM arrives while a notification stream is open and a login is half sent: the login is
// answered, the stream ends, and the process exits 0 well within the 10 s bound.

let dataDir: string;
let database: TestDatabase | undefined;
let server: ServerProcess;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'finboard-shutdown-'));
  let env: Record<string, string> = {};
  if (process.env.TEST_DATABASE_URL) {
    database = await createTestDatabase();
    const [current] = rowsOf<{ name: string }>(await database.db.execute(sql`select current_database() as name`));
    env = { DATABASE_URL: databaseUrlFor(current?.name ?? '') };
  }
  server = await startServerProcess(dataDir, { RUN_JOBS: 'true', ...env });
}, 120_000);

afterAll(async () => {
  await server?.kill('SIGKILL');
  // Its pool must be gone before the database is dropped (WITH (FORCE) would end it anyway).
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM', () => {
  it('finishes the request in flight, ends the notification stream, and exits 0 within 10 s', async () => {
    // A verified client (the stream is for verified clients and advisors), through the development mailbox.
    const { cookie, email } = await registerVerifiedClient(server);
    expect((await server.send('GET', '/readyz')).body).toBe('{"status":"ready"}');

    // The stream is open (its first bytes arrived).
    const stream = await new Promise<IncomingMessage>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: server.port, path: '/api/notifications/stream', headers: { cookie, accept: 'text/event-stream' } },
        (res) => {
          res.once('data', () => resolve(res));
        },
      );
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
    const login = server.send('POST', '/api/auth/login', { body: { email, password: VALID_PASSWORD }, hold: rest });
    await sleep(300);

    const signalledAt = Date.now();
    const exited = server.kill('SIGTERM').then((code) => ({ code, afterMs: Date.now() - signalledAt }));
    await sleep(500);
    sendTheRest();

    const answered = await login;
    expect(answered.status, answered.body).toBe(200);
    expect(answered.headers.connection).toBe('close');
    expect(await streamEnded).toBe('ended');
    const { code, afterMs } = await exited;
    expect(code, server.output()).toBe(0);
    expect(afterMs).toBeLessThan(10_000);
    expect(server.output()).toContain('SIGTERM: shutting down');
    expect(server.output()).toContain('Shut down cleanly.');
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
