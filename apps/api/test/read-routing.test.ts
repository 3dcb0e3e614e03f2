import { type Db, openDatabase, type ReadRouter, type ReplicaStatus, rowsOf } from '@finboard/db';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from '@finboard/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITE_MARK_COOKIE } from '../src/server/plugins/read-routing';
import { cookiesOf, createTestApp, signUp, type TestApp } from './test-app';

// Where the server sends the reads that tolerate lag, with a fake router in place of replicas (no
// second PostgreSQL needed): the mark each read carries (read-your-writes by cookie and by user),
// the mark a write answers, nothing changed without replicas, and /readyz with a replica down.
// The lag rule itself is packages/db's replica-set.test.ts; the real thing is `npm run test:replicas`.

const LIFETIME_MS = 1_500;
const DOWN: ReplicaStatus = { name: '127.0.0.1:5433/finboard', state: 'down', lagMs: null, replayLsn: null, reason: 'connect ECONNREFUSED 127.0.0.1:5433' };

function fakeReplicas(primary: Db) {
  let position = 0x100n;
  const asked: (bigint | null)[] = [];
  const router: ReadRouter = {
    hasReplicas: true,
    markLifetimeMs: LIFETIME_MS,
    readDb(mark) {
      asked.push(mark);
      return Promise.resolve(primary);
    },
    markWrite() {
      position += 0x10n;
      return Promise.resolve(position);
    },
    status: () => [DOWN],
    close: () => Promise.resolve(),
  };
  return { router, asked };
}

const markCookie = (cookies: string[]) => cookies.find((pair) => pair.startsWith(`${WRITE_MARK_COOKIE}=`));
const withoutMark = (cookies: string[]) => cookies.filter((pair) => !pair.startsWith(`${WRITE_MARK_COOKIE}=`));

describe('without replicas (DATABASE_READ_URL unset)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('takes no mark, sets no cookie, and answers reads and /readyz as before', async () => {
    const client = await signUp(t);
    expect(markCookie(client.cookies)).toBeUndefined();
    const netWorth = await t.request({ method: 'GET', url: '/api/net-worth', cookies: client.cookies });
    expect(netWorth.statusCode, netWorth.body).toBe(200);
    const ready = await t.request({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({ status: 'ready' });
  });
});

describe('with replicas', () => {
  let t: TestApp;
  let asked: (bigint | null)[];
  beforeAll(async () => {
    const database = await createTestDatabase();
    const fake = fakeReplicas(database.db);
    asked = fake.asked;
    t = await createTestApp({}, { database: { ...database, reads: fake.router } });
  });
  afterAll(() => t.close());

  it("answers a signed-in user's write with the primary position after it, in a cookie that outlives it just long enough", async () => {
    const client = await signUp(t);
    // A registration (no one signed in yet) takes no mark and sets no cookie of ours.
    expect(markCookie(client.cookies)).toBeUndefined();
    const response = await t.request({ method: 'POST', url: '/api/me/welcome-seen', payload: {}, cookies: client.cookies });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const raw = ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith(`${WRITE_MARK_COOKIE}=`));
    expect(raw).toMatch(new RegExp(`^${WRITE_MARK_COOKIE}=0/[0-9A-F]+; Path=/; Max-Age=2; HttpOnly; SameSite=Lax$`));
    // Reads leave no mark.
    const read = await t.request({ method: 'GET', url: '/api/session', cookies: client.cookies });
    expect(markCookie(cookiesOf(read))).toBeUndefined();
  });

  it("hands a lag-tolerant read the mark of this browser's last write", async () => {
    const client = await signUp(t);
    const write = await t.request({ method: 'POST', url: '/api/me/welcome-seen', payload: {}, cookies: client.cookies });
    const mark = markCookie(cookiesOf(write));
    expect(mark).toBeDefined();
    asked.length = 0;
    const response = await t.request({ method: 'GET', url: '/api/net-worth', cookies: [...client.cookies, mark ?? ''] });
    expect(response.statusCode, response.body).toBe(200);
    expect(asked).toEqual([BigInt(`0x${mark?.split('/')[1]}`)]);
  });

  it("hands another device of the same user this instance's memory of that user's last write", async () => {
    const client = await signUp(t);
    const write = await t.request({ method: 'POST', url: '/api/me/welcome-seen', payload: {}, cookies: client.cookies });
    expect(write.statusCode, write.body).toBeLessThan(300);
    const written = markCookie(cookiesOf(write));
    asked.length = 0;
    // The same session's cookie without the mark: as the user's phone after a write on the laptop.
    const response = await t.request({ method: 'GET', url: '/api/cash-flow', cookies: withoutMark(client.cookies) });
    expect(response.statusCode, response.body).toBe(200);
    expect(asked).toEqual([BigInt(`0x${written?.split('/')[1]}`)]);
  });

  it('asks with no mark for a reader who has not written lately, and forgets a mark after its lifetime', async () => {
    const client = await signUp(t);
    await t.request({ method: 'POST', url: '/api/me/welcome-seen', payload: {}, cookies: client.cookies });
    await new Promise((resolve) => setTimeout(resolve, LIFETIME_MS + 100));
    asked.length = 0;
    const response = await t.request({ method: 'GET', url: '/api/net-worth', cookies: withoutMark(client.cookies) });
    expect(response.statusCode, response.body).toBe(200);
    expect(asked).toEqual([null]);
  });

  it('never asks for reads that must be current (the accounts list, the session)', async () => {
    const client = await signUp(t);
    asked.length = 0;
    expect((await t.request({ method: 'GET', url: '/api/institutions', cookies: client.cookies })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/session', cookies: client.cookies })).statusCode).toBe(200);
    expect(asked).toEqual([]);
  });

  it('stays ready with a replica down, and says so', async () => {
    const response = await t.request({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', replicas: [DOWN] });
  });
});

// The real router on PostgreSQL with a replica that refuses connections: reads fall back to the primary.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a replica that cannot be reached (PostgreSQL)', () => {
  it('is reported down and every lag-tolerant read goes to the primary', async () => {
    const test = await createTestDatabase();
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    const name = rowsOf<{ name: string }>(await test.db.execute(sql`select current_database() as name`))[0]?.name ?? '';
    url.pathname = `/${name}`;
    const unreachable = 'postgres://root@127.0.0.1:1/nowhere';
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), readUrls: [unreachable], connectTimeoutMs: 1_000 });
    try {
      expect(database.reads.status()).toEqual([expect.objectContaining({ name: '127.0.0.1:1/nowhere', state: 'down' })]);
      expect(await database.reads.readDb(null)).toBe(database.db);
      expect(typeof (await database.reads.markWrite())).toBe('bigint');
    } finally {
      await database.close();
      await test.close();
    }
  });
});
