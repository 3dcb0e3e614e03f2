import { financialAccounts, holdings, institutions, netWorthSnapshots, transactions } from '@finboard/db';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../src/jobs/job-queue';
import { queueJob } from '../src/jobs/job-runner';
import { DAILY_REFRESH_JOB, DAILY_SYNC_SPACING_MS, dailyRefreshSchedule } from '../src/modules/institutions/daily-refresh.job';
import { INSTITUTION_SYNC_JOB } from '../src/modules/institutions/institution-sync.job';
import { claimSyncLease, releaseSyncLease } from '../src/modules/institutions/sync-lease.repository';
import { decryptToken } from '../src/modules/institutions/token-crypto';
import { productToday } from '../src/platform/clock';
import { startFakePlaidServer, type FakePlaidServer } from './fakes/fake-plaid-server';
import { jobRows, makeJobsDue } from './support/job-rows';
import { createTestApp, setPlan, signUp, type TestApp } from './test-app';

// How a sync behaves when Plaid answers as its documentation says it sometimes will: the mutation
// error mid-pagination, 5xx and 429 on one product, a dropped connection, repeated and retried
// webhooks, and a second sync of the same item while one runs.

type Json = Record<string, unknown>;
interface Institution {
  id: string;
  lastSyncedAt: string | null;
  incompleteParts: string[];
  needsLogin: boolean;
}

let fake: FakePlaidServer;
let t: TestApp;
let client: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  fake = await startFakePlaidServer();
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', PLAID_CLIENT_ID: fake.clientId, PLAID_SECRET: fake.secret, PLAID_BASE_URL: fake.url });
  client = await signUp(t);
  await setPlan(t.database, client.user.id, 'paid');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const post = (url: string, payload: Json = {}) => t.request({ method: 'POST', url, payload, cookies: client.cookies });
async function ok(promise: ReturnType<typeof post>, status = 200) {
  const response = await promise;
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}
const requestsTo = (path: string) => fake.requests.filter((request) => request.path === path);

/** Links a new Plaid item (1,100 posted and 2 pending transactions unless told otherwise). */
async function linkItem(transactionCount = 1100) {
  const created = await ok(
    post('/api/institutions', {
      publicToken: fake.createPublicToken({ transactions: transactionCount }),
      institutionId: 'ins_109508',
      institutionName: 'Platypus',
    }),
    201,
  );
  const institution = created.institution as Institution;
  const [row] = await t.database.db.select().from(institutions).where(eq(institutions.id, institution.id));
  return { institution, accessToken: decryptToken(t.config.tokenEncryptionKey, row?.accessTokenEncrypted ?? ''), itemId: row?.providerItemId ?? '' };
}

const syncNow = async (id: string) => (await ok(post(`/api/institutions/${id}/sync`))).institution as Institution;
const institutionRow = async (id: string) => (await t.database.db.select().from(institutions).where(eq(institutions.id, id)))[0];
const liveTransactionIds = async (institutionId: string) =>
  (
    await t.database.db
      .select({ id: transactions.providerTransactionId })
      .from(transactions)
      .where(and(eq(transactions.institutionId, institutionId), isNull(transactions.deletedAt)))
  )
    .map((row) => row.id)
    .sort();
const allTransactionIds = async (institutionId: string) =>
  (await t.database.db.select({ id: transactions.providerTransactionId }).from(transactions).where(eq(transactions.institutionId, institutionId)))
    .map((row) => row.id)
    .sort();
const accountNamed = async (institutionId: string, name: string) =>
  (
    await t.database.db
      .select()
      .from(financialAccounts)
      .where(and(eq(financialAccounts.institutionId, institutionId), eq(financialAccounts.name, name)))
  )[0];

/** What Plaid holds for the item now: the live transactions after every added, modified and removed entry. */
function plaidTransactionIds(accessToken: string): string[] {
  const live = new Set<string>();
  for (const entry of fake.item(accessToken).log) {
    if (entry.kind === 'removed') live.delete(entry.transactionId);
    else live.add(entry.transaction.transaction_id);
  }
  return [...live].sort();
}

function deliver(body: Json) {
  const raw = JSON.stringify(body);
  return t.request({
    method: 'POST',
    url: '/api/webhooks/aggregation',
    payload: raw,
    headers: { 'content-type': 'application/json', 'plaid-verification': fake.webhooks.sign(raw), origin: 'https://plaid.com' },
  });
}
const syncUpdates = (itemId: string) => ({
  webhook_type: 'TRANSACTIONS',
  webhook_code: 'SYNC_UPDATES_AVAILABLE',
  item_id: itemId,
  initial_update_complete: true,
  historical_update_complete: true,
  environment: 'sandbox',
});
const syncJobs = (institutionId: string) => jobRows(t.database, { kind: INSTITUTION_SYNC_JOB, data: { institutionId } });
/** Brings every waiting job forward to now, as if its backoff had passed. */
const retriesFallDue = () => makeJobsDue(t.database);

describe('TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION', () => {
  it("restarts the whole update from its first cursor and converges to exactly Plaid's set, pending replaced by posted", async () => {
    let posted: string | null = null;
    // The first sync after linking: page 1 answers, then a pending transaction posts and page 2 is refused.
    fake.failNext('/transactions/sync', 'mutation', {
      skip: 1,
      before: (body) => {
        const accessToken = String(body.access_token);
        const pending = fake.item(accessToken).log.find((entry) => entry.kind === 'added' && entry.transaction.pending);
        if (pending?.kind === 'added') posted = fake.postPending(accessToken, pending.transaction.transaction_id).transaction_id;
      },
    });
    const seen = requestsTo('/transactions/sync').length;
    const { institution, accessToken } = await linkItem();
    const cursors = requestsTo('/transactions/sync')
      .slice(seen)
      .map((request) => request.body.cursor);
    // page 1, page 2 (refused), then page 1 again from the update's first cursor (none), 2 and 3.
    expect(cursors).toHaveLength(5);
    expect(cursors[0]).toBeUndefined();
    expect(cursors[2]).toBeUndefined();
    expect(cursors[3]).toBe(cursors[1]);
    expect(posted).not.toBeNull();
    expect(await liveTransactionIds(institution.id)).toEqual(plaidTransactionIds(accessToken));
    // The pending one that posted during the update was never stored beside its posted version.
    expect(await allTransactionIds(institution.id)).toEqual(plaidTransactionIds(accessToken));
    expect(institution.incompleteParts).toEqual([]);
  });

  it('gives up on transactions after three restarts: nothing half-applied, the cursor kept, the institution says so; the next sync catches up', async () => {
    const { institution, accessToken } = await linkItem(30);
    const cursor = (await institutionRow(institution.id))?.transactionsCursor;
    const item = fake.item(accessToken);
    const pending = item.log.find((entry) => entry.kind === 'added' && entry.transaction.pending);
    if (pending?.kind !== 'added') throw new Error('the fake item has a pending transaction');
    fake.postPending(accessToken, pending.transaction.transaction_id);
    const before = await allTransactionIds(institution.id);

    // The first try and each of the three restarts are refused.
    fake.failNext('/transactions/sync', 'mutation', { times: 4 });
    const partial = await syncNow(institution.id);
    expect(partial.incompleteParts).toEqual(['transactions']);
    expect(partial.lastSyncedAt).toBe(institution.lastSyncedAt);
    expect((await institutionRow(institution.id))?.transactionsCursor).toBe(cursor);
    expect(await allTransactionIds(institution.id)).toEqual(before);

    const complete = await syncNow(institution.id);
    expect(complete.incompleteParts).toEqual([]);
    expect(Date.parse(complete.lastSyncedAt ?? '')).toBeGreaterThan(Date.parse(institution.lastSyncedAt ?? ''));
    expect(await liveTransactionIds(institution.id)).toEqual(plaidTransactionIds(accessToken));
  });
});

describe('a transient failure is not "none"', () => {
  it("a 500 on /liabilities/get keeps the card's APRs, minimum payment and due date; balances still refresh; the sync says it is partial", async () => {
    const { institution, accessToken } = await linkItem(10);
    const card = await accountNamed(institution.id, 'Credit Card');
    expect(card?.details).toMatchObject({
      next_payment_due_date: '2025-06-28',
      aprs: expect.arrayContaining([expect.objectContaining({ apr_type: 'purchase_apr' })]),
    });
    const checking = fake.item(accessToken).accounts.find((account) => account.name === 'Checking');
    if (!checking) throw new Error('the fake item has a checking account');
    checking.balances.current = 345.67;

    fake.failNext('/liabilities/get', 'internal');
    const partial = await syncNow(institution.id);
    expect(partial.incompleteParts).toEqual(['liabilities']);
    expect(partial.lastSyncedAt).toBe(institution.lastSyncedAt);
    expect((await accountNamed(institution.id, 'Credit Card'))?.details).toEqual(card?.details);
    expect((await accountNamed(institution.id, 'Checking'))?.amountCents).toBe(34_567);

    // The page lists it: the client sees the bank is behind, not that the card has no APR.
    const listed = (await ok(t.request({ method: 'GET', url: '/api/institutions', cookies: client.cookies }))).institutions as Institution[];
    expect(listed.find((row) => row.id === institution.id)?.incompleteParts).toEqual(['liabilities']);

    expect((await syncNow(institution.id)).incompleteParts).toEqual([]);
  });

  it('a 429 on /investments/holdings/get keeps the holdings; a dropped connection on /accounts/get changes nothing at all', async () => {
    const { institution, accessToken } = await linkItem(10);
    const holdingsOf = async () =>
      (
        await t.database.db
          .select({ accountId: holdings.accountId, securityId: holdings.providerSecurityId, quantity: holdings.quantity })
          .from(holdings)
          .where(eq(holdings.institutionId, institution.id))
      )
        .map((row) => `${row.accountId} ${row.securityId} ${row.quantity}`)
        .sort();
    const holdingsBefore = await holdingsOf();
    expect(holdingsBefore).toHaveLength(3);

    fake.failNext('/investments/holdings/get', 'rate-limit');
    expect((await syncNow(institution.id)).incompleteParts).toEqual(['investments']);
    expect(await holdingsOf()).toEqual(holdingsBefore);

    const checking = fake.item(accessToken).accounts.find((account) => account.name === 'Checking');
    if (!checking) throw new Error('the fake item has a checking account');
    const amountBefore = (await accountNamed(institution.id, 'Checking'))?.amountCents;
    checking.balances.current = 1;
    fake.failNext('/accounts/get', 'drop');
    const failed = await syncNow(institution.id);
    expect(failed.incompleteParts).toEqual(['balances', 'liabilities', 'transactions', 'investments']);
    expect(failed.needsLogin).toBe(false);
    expect((await accountNamed(institution.id, 'Checking'))?.amountCents).toBe(amountBefore);
  });
});

describe('webhooks lead to syncs that are durable and coalesced', () => {
  it("a delivery whose work failed is answered with an error, and Plaid's retry of the same body is processed", async () => {
    const { institution, itemId } = await linkItem(10);
    // Our side cannot verify the signature (Plaid's key endpoint is down): not a 200, so Plaid retries.
    const body = syncUpdates(itemId);
    fake.failNext('/webhook_verification_key/get', 'internal');
    const failed = await deliver(body);
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(await syncJobs(institution.id)).toEqual([]);
    expect((await deliver(body)).json()).toEqual({ received: true, handled: true });
    expect((await syncJobs(institution.id)).map((job) => job.state)).toEqual(['created']);
    await t.app.jobs.drain();
    expect((await syncJobs(institution.id)).map((job) => job.state)).toEqual(['completed']);
  });

  it('a sync job that fails (Plaid 500) is retried and then brings the update in', async () => {
    const { institution, accessToken, itemId } = await linkItem(10);
    const target = fake.item(accessToken).log.find((entry) => entry.kind === 'added' && !entry.transaction.pending);
    if (target?.kind !== 'added') throw new Error('the fake item has posted transactions');
    fake.modifyTransaction(accessToken, { ...target.transaction, name: 'Corrected Name' });
    fake.failNext('/transactions/sync', 'internal');
    expect((await deliver(syncUpdates(itemId))).json()).toEqual({ received: true, handled: true });
    await t.app.jobs.drain();
    const [job] = await syncJobs(institution.id);
    expect(job).toMatchObject({ state: 'retry', retryCount: 0, output: { error: expect.stringContaining('transactions (INTERNAL_SERVER_ERROR)') } });
    await retriesFallDue();
    await t.app.jobs.drain();
    expect((await syncJobs(institution.id)).map((row) => row.state)).toEqual(['completed']);
    const [row] = await t.database.db.select().from(transactions).where(eq(transactions.providerTransactionId, target.transaction.transaction_id));
    expect(row?.name).toBe('Corrected Name');
  });

  it('identical webhooks each lead to a sync; while one waits, more of them add nothing', async () => {
    const { institution, itemId } = await linkItem(10);
    const body = syncUpdates(itemId);
    const seen = requestsTo('/transactions/sync').length;
    for (let delivery = 0; delivery < 3; delivery += 1) expect((await deliver(body)).json()).toEqual({ received: true, handled: true });
    expect(await syncJobs(institution.id)).toHaveLength(1);
    await t.app.jobs.drain();
    expect(requestsTo('/transactions/sync').length).toBe(seen + 1);
    // Later, the same bytes again: a new update at Plaid, so a new sync.
    expect((await deliver(body)).json()).toEqual({ received: true, handled: true });
    await t.app.jobs.drain();
    expect(requestsTo('/transactions/sync').length).toBe(seen + 2);
    expect((await syncJobs(institution.id)).map((job) => job.state)).toEqual(['completed', 'completed']);
  });

  it("one sync per item at a time: a job finding the item busy follows later; the client's Sync Now waits for the running one", async () => {
    const { institution, itemId } = await linkItem(10);
    expect(await claimSyncLease(t.database.db, institution.id, 60_000)).toBe(true);
    const seen = fake.requests.length;
    expect((await deliver(syncUpdates(itemId))).json()).toEqual({ received: true, handled: true });
    await t.app.jobs.drain();
    expect(fake.requests.length).toBe(seen);
    const jobs = await syncJobs(institution.id);
    expect(jobs.map((job) => job.state).sort()).toEqual(['completed', 'created']);
    expect(jobs.find((job) => job.state === 'created')?.startAfter.getTime()).toBeGreaterThan(Date.now());

    // The client's Sync Now while the other sync still runs: it waits, then syncs.
    setTimeout(() => void releaseSyncLease(t.database.db, institution.id), 600);
    const started = Date.now();
    const synced = await syncNow(institution.id);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(synced.incompleteParts).toEqual([]);
    expect(Date.parse(synced.lastSyncedAt ?? '')).toBeGreaterThan(Date.parse(institution.lastSyncedAt ?? ''));
    expect((await institutionRow(institution.id))?.syncLeaseUntil).toBeNull();
  });
});

describe('the daily refresh', () => {
  it("syncs every linked item by its own job, spaced out, and writes the day's snapshot of an owner with manual accounts only; once per day", async () => {
    // Earlier tests' follow-ups run first (an item with a sync already waiting would keep that one instead).
    await retriesFallDue();
    await t.app.jobs.drain();
    const manualOnly = await signUp(t);
    await ok(
      t.request({
        method: 'POST',
        url: '/api/accounts/manual',
        cookies: manualOnly.cookies,
        payload: { institutionName: 'Shoebox', name: 'Cash', balanceType: 'assets', accountType: 'depository', accountSubtype: 'cash', amount: '50' },
      }),
      201,
    );
    await t.database.db.delete(netWorthSnapshots).where(eq(netWorthSnapshots.userId, manualOnly.user.id));
    const items = await t.database.db
      .select()
      .from(institutions)
      .where(and(eq(institutions.userId, client.user.id), isNull(institutions.deletedAt)));
    expect(items.length).toBeGreaterThan(3);

    const day = productToday();
    const refresh = dailyRefreshSchedule(productToday).due(new Date());
    expect(refresh.dedupeKey).toBe(`${DAILY_REFRESH_JOB}:${day}`);
    await t.database.db.transaction((tx) => queueJob(tx, refresh));
    const accountReads = requestsTo('/accounts/get').length;
    await t.app.jobs.drain();
    // Spaced out: the first item's sync ran at once, the others wait their turn.
    const queued = (
      await Promise.all(items.map((item) => jobRows(t.database, { kind: INSTITUTION_SYNC_JOB, dedupeKey: `${INSTITUTION_SYNC_JOB}:${item.id}:daily:${day}` })))
    ).flat();
    expect(queued).toHaveLength(items.length);
    const starts = queued.map((job) => job.startAfter.getTime()).sort((a, b) => a - b);
    expect((starts.at(-1) ?? 0) - (starts[0] ?? 0)).toBeGreaterThanOrEqual(DAILY_SYNC_SPACING_MS * (items.length - 2));
    await retriesFallDue();
    await t.app.jobs.drain();

    expect(requestsTo('/accounts/get').length).toBe(accountReads + items.length);
    for (const item of items) expect((await institutionRow(item.id))?.lastSyncedAt?.getTime()).toBeGreaterThan(item.lastSyncedAt?.getTime() ?? 0);
    const snapshots = await t.database.db.select().from(netWorthSnapshots).where(eq(netWorthSnapshots.userId, manualOnly.user.id));
    expect(snapshots.map((row) => [row.trackingDate, row.netWorthCents])).toEqual([[day, 5_000]]);

    // Offered again the same day (another instance, the next poll): nothing more.
    expect(await t.database.db.transaction((tx) => enqueueJob(tx, dailyRefreshSchedule(productToday).due(new Date())))).toBe(false);
  });
});
