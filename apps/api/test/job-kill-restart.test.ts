import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { institutions, rowsOf, transactions } from '@finboard/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueJob } from '../src/jobs/job-runner';
import { dailyRefreshSchedule } from '../src/modules/institutions/daily-refresh.job';
import { INSTITUTION_SYNC_JOB } from '../src/modules/institutions/institution-sync.job';
import { productToday } from '../src/platform/clock';
import { decryptToken } from '../src/modules/institutions/token-crypto';
import { startFakePlaidServer, type FakePlaidServer } from './fakes/fake-plaid-server';
import { expireRunningJobs, jobRows, makeJobsDue } from './support/job-rows';
import { createTestApp, setPlan, signUp, type TestApp } from './test-app';

// kill -9 in the middle of a background sync: a second api process runs the job queue, its sync is
// caught waiting on Plaid and the process is killed outright. Once pg-boss expires the job it runs
// again (a sync is repeatable) and brings the update in once, with nothing duplicated.
// PostgreSQL only: the embedded PGlite is one process's database, a second process cannot share it.

const serverUrl = process.env.TEST_DATABASE_URL;
const TOKEN_KEY = Buffer.alloc(32, 9).toString('base64');

let fake: FakePlaidServer;
let t: TestApp;
let worker: ChildProcess | undefined;

beforeAll(async () => {
  if (!serverUrl) return;
  fake = await startFakePlaidServer();
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '100000',
    PLAID_CLIENT_ID: fake.clientId,
    PLAID_SECRET: fake.secret,
    PLAID_BASE_URL: fake.url,
    TOKEN_ENCRYPTION_KEY: TOKEN_KEY,
  });
}, 60_000);
afterAll(async () => {
  worker?.kill('SIGKILL');
  await t?.close();
  await fake?.close();
});

/** The api entry point's way to run TypeScript: node with tsx's loader. */
function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const script = fileURLToPath(new URL('./support/job-runner-process.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve(child));
    child.once('exit', (code) => reject(new Error(`the job process ended (${code}) before it was ready: ${errors}`)));
  });
}

describe.skipIf(!serverUrl)('a background sync killed with kill -9', () => {
  it('runs again after the restart and brings the update in exactly once', async () => {
    const client = await signUp(t);
    await setPlan(t.database, client.user.id, 'paid');
    const created = await t.request({
      method: 'POST',
      url: '/api/institutions',
      cookies: client.cookies,
      payload: { publicToken: fake.createPublicToken({ transactions: 40 }), institutionId: 'ins_109508', institutionName: 'Platypus' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const institutionId = created.json().institution.id as string;
    const [row] = await t.database.db.select().from(institutions).where(eq(institutions.id, institutionId));
    const accessToken = decryptToken(t.config.tokenEncryptionKey, row?.accessTokenEncrypted ?? '');
    const liveCount = async () =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(transactions)
          .where(and(eq(transactions.institutionId, institutionId), isNull(transactions.deletedAt)))
      )[0]?.n;
    const before = await liveCount();

    // Plaid has an update: a pending transaction posted. Its webhook queues the sync.
    const pending = fake.item(accessToken).log.find((entry) => entry.kind === 'added' && entry.transaction.pending);
    if (pending?.kind !== 'added') throw new Error('the fake item has a pending transaction');
    const posted = fake.postPending(accessToken, pending.transaction.transaction_id);
    const raw = JSON.stringify({
      webhook_type: 'TRANSACTIONS',
      webhook_code: 'SYNC_UPDATES_AVAILABLE',
      item_id: row?.providerItemId,
      initial_update_complete: true,
      historical_update_complete: true,
      environment: 'sandbox',
    });
    const delivered = await t.request({
      method: 'POST',
      url: '/api/webhooks/aggregation',
      payload: raw,
      headers: { 'content-type': 'application/json', 'plaid-verification': fake.webhooks.sign(raw), origin: 'https://plaid.com' },
    });
    expect(delivered.json()).toEqual({ received: true, handled: true });

    // Today's refresh has run already (a started runner would queue it, and its sync of the item would do this work too).
    const refresh = dailyRefreshSchedule(productToday).due(new Date());
    await t.database.db.transaction((tx) => queueJob(tx, refresh));
    await t.database.querySql(`update pgboss.job set state = 'completed', completed_on = now() where name = $1`, [refresh.kind]);
    // The other process takes the job and is caught in the middle of the sync, then killed outright.
    const held = fake.holdNext('/transactions/sync');
    const [current] = rowsOf<{ name: string }>(await t.database.db.execute(sql`select current_database() as name`));
    const name = current?.name ?? '';
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    worker = await startWorker({
      DATABASE_URL: url.toString(),
      PLAID_CLIENT_ID: fake.clientId,
      PLAID_SECRET: fake.secret,
      PLAID_BASE_URL: fake.url,
      TOKEN_ENCRYPTION_KEY: TOKEN_KEY,
    });
    await held.reached;
    const jobsOf = () => jobRows(t.database, { kind: INSTITUTION_SYNC_JOB });
    expect((await jobsOf()).map((job) => [job.state, job.retryCount])).toEqual([['active', 0]]);
    worker.kill('SIGKILL');
    await new Promise((resolve) => worker?.once('exit', resolve));
    held.release();
    expect(await liveCount()).toBe(before);

    // Time passes: the job outlives its expiry and the item its sync lease (as in a minute and ten);
    // pg-boss expires the job, to be retried after its backoff, which passes too.
    await expireRunningJobs(t.database);
    await t.database.db
      .update(institutions)
      .set({ syncLeaseUntil: new Date(Date.now() - 1000) })
      .where(eq(institutions.id, institutionId));
    await t.app.jobs.drain();
    expect((await jobsOf()).map((job) => [job.state, job.retryCount])).toEqual([['retry', 0]]);
    await makeJobsDue(t.database);
    await t.app.jobs.drain();

    expect((await jobsOf()).map((job) => [job.state, job.retryCount])).toEqual([['completed', 1]]);
    expect(await liveCount()).toBe(before);
    const [postedRow] = await t.database.db.select().from(transactions).where(eq(transactions.providerTransactionId, posted.transaction_id));
    expect(postedRow).toMatchObject({ pending: false, deletedAt: null });
    const [pendingRow] = await t.database.db.select().from(transactions).where(eq(transactions.providerTransactionId, pending.transaction.transaction_id));
    expect(pendingRow?.deletedAt).toBeInstanceOf(Date);
  }, 120_000);
});
