import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rowsOf } from '@finboard/db';
import { createTestDatabase, type TestDatabase } from '@finboard/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCuttableProxy, type CuttableProxy } from './support/cuttable-proxy';
import { databaseUrlFor, registerVerifiedClient, startServerProcess, type Answer, type ServerProcess } from './support/server-process';

// PostgreSQL "restarted" under load: the real server (main.ts) reaches its database through a TCP
// proxy the test controls (the machine's PostgreSQL is shared with other tests, so it is not the
// one restarted). Four clients keep reading and writing; the proxy cuts every connection and
// refuses new ones for 3 s, then accepts again. Every request must be answered within its bound,
// 2xx or a 503 in the api's error shape with Retry-After (never a 500), /readyz says not ready
// meanwhile, and the server recovers by itself. PostgreSQL only: PGlite is inside the process.

const serverUrl = process.env.TEST_DATABASE_URL;
const REQUEST_TIMEOUT_MS = 8_000;
const OUTAGE_MS = 3_000;

let dataDir: string;
let database: TestDatabase | undefined;
let proxy: CuttableProxy | undefined;
let server: ServerProcess | undefined;

beforeAll(async () => {
  if (!serverUrl) return;
  dataDir = mkdtempSync(join(tmpdir(), 'finboard-outage-'));
  database = await createTestDatabase();
  const [current] = rowsOf<{ name: string }>(await database.db.execute(sql`select current_database() as name`));
  const direct = new URL(serverUrl);
  proxy = await startCuttableProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  // The session cache off, so every request needs the database; a short wait for a connection.
  server = await startServerProcess(dataDir, {
    DATABASE_URL: databaseUrlFor(current?.name ?? '', proxy.host),
    SESSION_CACHE_SECONDS: '0',
    DATABASE_CONNECT_TIMEOUT_MS: '1000',
  });
}, 120_000);

afterAll(async () => {
  await server?.kill('SIGKILL');
  await proxy?.close();
  await database?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

type Phase = 'before' | 'outage' | 'after';
interface Outcome {
  /** The phase when the answer came. */
  phase: Phase;
  /** Sent once /readyz had said ready again (a request sent during the outage may still end in a 503 after it). */
  sentAfterRecovery: boolean;
  answer?: Answer;
  error?: string;
}

describe.skipIf(!serverUrl)('PostgreSQL restarted under load', () => {
  it('answers 503 with Retry-After during the outage, never a 500 or a hung request, and recovers by itself', async () => {
    const live = server as ServerProcess;
    const { cookie } = await registerVerifiedClient(live);
    let phase: Phase = 'before';
    let recovered = false;
    let running = true;
    const outcomes: Outcome[] = [];
    let counter = 0;
    const requests: (() => Promise<Answer>)[] = [
      () => live.send('GET', '/api/session', { cookie, timeoutMs: REQUEST_TIMEOUT_MS }),
      () => live.send('GET', '/api/institutions', { cookie, timeoutMs: REQUEST_TIMEOUT_MS }),
      () => live.send('GET', '/api/net-worth', { cookie, timeoutMs: REQUEST_TIMEOUT_MS }),
      () =>
        live.send('POST', '/api/accounts/manual', {
          cookie,
          timeoutMs: REQUEST_TIMEOUT_MS,
          body: {
            institutionName: 'Outage Bank',
            name: `Savings ${(counter += 1)}`,
            balanceType: 'assets',
            accountType: 'depository',
            accountSubtype: 'savings',
            amount: '100',
          },
        }),
    ];
    const worker = async (index: number) => {
      for (let turn = index; running; turn += 1) {
        const sentAfterRecovery = recovered;
        try {
          const answer = await (requests[turn % requests.length] as () => Promise<Answer>)();
          outcomes.push({ phase, sentAfterRecovery, answer });
        } catch (error) {
          outcomes.push({ phase, sentAfterRecovery, error: String(error) });
        }
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    await sleep(1_000);
    // The phase turns first: a request the cut fails may be answered (503) before cut() resolves,
    // and it must not count as answered before the cut.
    phase = 'outage';
    await (proxy as CuttableProxy).cut();
    await sleep(500);
    const notReady = await live.send('GET', '/readyz', { timeoutMs: REQUEST_TIMEOUT_MS });
    await sleep(OUTAGE_MS - 500);
    await (proxy as CuttableProxy).restore();
    phase = 'after';
    // It finds the database again by itself: /readyz turns ready within a few seconds.
    const deadline = Date.now() + 15_000;
    let ready: Answer | undefined;
    while (Date.now() < deadline) {
      ready = await live.send('GET', '/readyz', { timeoutMs: REQUEST_TIMEOUT_MS });
      if (ready.status === 200) break;
      await sleep(200);
    }
    recovered = true;
    await sleep(1_500);
    running = false;
    await Promise.all(workers);

    expect(notReady.status).toBe(503);
    expect(ready?.status, ready?.body).toBe(200);
    // No hung request, no socket error: every request was answered within its bound.
    expect(outcomes.filter((outcome) => outcome.error).map((outcome) => outcome.error)).toEqual([]);
    const answers = outcomes.map((outcome) => outcome.answer as Answer);
    const unexpected = answers.filter((answer) => !(answer.status < 300 || answer.status === 503));
    expect(unexpected.map((answer) => `${answer.status} ${answer.body}`)).toEqual([]);
    const unavailable = answers.filter((answer) => answer.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const answer of unavailable) {
      expect(answer.headers['retry-after']).toBe('5');
      const body = JSON.parse(answer.body) as { error: { code: string; message: string; requestId: string } };
      expect(body.error).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is briefly unavailable. Please try again in a few seconds.',
        requestId: expect.any(String),
      });
      // Bounded by the pool's connection timeout (1 s here), not left waiting for the database.
      expect(answer.ms).toBeLessThan(REQUEST_TIMEOUT_MS);
    }
    // Before the cut everything worked (answered before it); once ready again, everything works again.
    expect(outcomes.filter((outcome) => outcome.phase === 'before').every((outcome) => (outcome.answer as Answer).status < 300)).toBe(true);
    const afterRecovery = outcomes.filter((outcome) => outcome.sentAfterRecovery).map((outcome) => (outcome.answer as Answer).status);
    expect(afterRecovery.length).toBeGreaterThan(0);
    expect(afterRecovery.filter((status) => status >= 300)).toEqual([]);
    expect(live.output()).not.toContain('unhandled error');
  }, 90_000);
});
