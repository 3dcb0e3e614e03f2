import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkReadiness, readCommittedMigrations } from '../src/server/health/readiness';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const committed = readCommittedMigrations();

describe('GET /healthz', () => {
  it('answers 200 ok without a database call, never cached, never a cookie', async () => {
    const execute = vi.spyOn(t.database.db, 'execute');
    const response = await t.request({ method: 'GET', url: '/healthz', cookies: ['better-auth.session_token=not-a-session'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(execute).not.toHaveBeenCalled();
    execute.mockRestore();
  });

  it('is not rate limited', async () => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      expect((await t.request({ method: 'GET', url: '/healthz', remoteAddress: '203.0.113.50' })).statusCode).toBe(200);
    }
  });
});

describe('GET /readyz', () => {
  it('answers 200 ready when the database answers and has every committed migration', async () => {
    const response = await t.request({ method: 'GET', url: '/readyz' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(committed.length).toBeGreaterThan(10);
  });

  it('asks the database every time (nothing cached) and is not rate limited', async () => {
    const execute = vi.spyOn(t.database.db, 'execute');
    for (let attempt = 0; attempt < 40; attempt += 1) {
      expect((await t.request({ method: 'GET', url: '/readyz', remoteAddress: '203.0.113.51' })).statusCode).toBe(200);
    }
    expect(execute).toHaveBeenCalledTimes(40);
    execute.mockRestore();
  });

  it('answers 503 not-ready naming a committed migration the database has not recorded', async () => {
    const last = committed.at(-1);
    if (!last) throw new Error('there are migrations');
    await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when}`);
    try {
      const response = await t.request({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not-ready', reason: `migrations not applied: ${last.tag}` });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await t.database.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('restored-by-test', ${last.when})`);
    }
    expect((await t.request({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers 503 once shutdown has begun, while /healthz still answers ok', async () => {
    t.app.beginShutdown();
    const response = await t.request({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'not-ready', reason: 'shutting down' });
    expect(response.headers['retry-after']).toBeDefined();
    expect((await t.request({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
  });
});

describe('the readiness check', () => {
  it('gives up on a database that does not answer in time', async () => {
    const hanging = { execute: () => new Promise<never>(() => {}) };
    expect(await checkReadiness(hanging as never, committed, 50)).toEqual({ ready: false, reason: 'the database did not answer within 50 ms' });
  });

  it('says the database is unreachable when the query fails', async () => {
    const failing = { execute: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) };
    expect(await checkReadiness(failing as never, committed, 1000)).toEqual({ ready: false, reason: 'the database is unreachable' });
  });

  it('accepts a database migrated further than this build (a newer instance went first)', async () => {
    const rows = [...committed.map((migration) => ({ created_at: String(migration.when) })), { created_at: String(Date.now()) }];
    expect(await checkReadiness({ execute: () => Promise.resolve({ rows }) } as never, committed, 1000)).toEqual({ ready: true });
  });
});
