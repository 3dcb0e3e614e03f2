import type { TAccount, TInstitution } from '@finboard/contracts';
import { institutions, notifications, transactions } from '@finboard/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptToken } from '../src/modules/institutions/token-crypto';
import { startFakePlaidServer, type FakePlaidServer } from './fakes/fake-plaid-server';
import { countInstitutionRows } from './institution-helpers';
import { createTestApp, expectError, setPlan, signUp, type TestApp } from './test-app';

// The Plaid adapter through the whole server: PLAID_* settings point the real adapter (and the
// official client) at a local server that answers like Plaid. Link, paginated sync, webhooks.

const POSTED = 1100;
const UPGRADE = 'You should upgrade your plan to paid plan or connect the advisor to link your bank.';

let fake: FakePlaidServer;
let t: TestApp;
let client: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  fake = await startFakePlaidServer();
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', PLAID_CLIENT_ID: fake.clientId, PLAID_SECRET: fake.secret, PLAID_BASE_URL: fake.url });
  client = await signUp(t);
  other = await signUp(t);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

type Json = Record<string, unknown>;
type Institution = TInstitution;
type Account = TAccount;

const post = (cookies: string[], url: string, payload: Json = {}) => t.request({ method: 'POST', url, payload, cookies });
async function ok(promise: ReturnType<typeof post>, status = 200) {
  const response = await promise;
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}
const rowsOf = (institutionId: string) => countInstitutionRows(t, institutionId, { holdingsCounted: 'all' });
const syncRequests = () => fake.requests.filter((request) => request.path === '/transactions/sync');

/** A webhook as Plaid delivers it: the exact raw body, signed in the Plaid-Verification header. */
function deliver(body: Json, sign: (raw: string) => string = (raw) => fake.webhooks.sign(raw)) {
  const raw = JSON.stringify(body);
  return t.request({
    method: 'POST',
    url: '/api/webhooks/aggregation',
    payload: raw,
    // Plaid posts from its own servers: not our origin, no cookies.
    headers: { 'content-type': 'application/json', 'plaid-verification': sign(raw), origin: 'https://plaid.com' },
  });
}

async function transactionRow(institutionId: string, providerTransactionId: string) {
  const [row] = await t.database.db
    .select()
    .from(transactions)
    .where(and(eq(transactions.institutionId, institutionId), eq(transactions.providerTransactionId, providerTransactionId)));
  return row;
}

let linked: Institution;
let accessToken: string;
let itemId: string;

describe('Plaid chosen by configuration', () => {
  it("a free client is refused the link token with the spec's message; Plaid is never asked", async () => {
    const before = fake.requests.length;
    expect(expectError(await post(client.cookies, '/api/institutions/link-token', {}), 403, 'FORBIDDEN').message).toBe(UPGRADE);
    expect(
      expectError(
        await post(client.cookies, '/api/institutions', {
          publicToken: fake.createPublicToken(),
          institutionId: 'ins_109508',
          institutionName: 'First Platypus Bank',
        }),
        403,
        'FORBIDDEN',
      ).message,
    ).toBe(UPGRADE);
    expect(fake.requests.length).toBe(before);
  });

  it('a paid client gets a Plaid link token made for them; the sandbox screens do not exist', async () => {
    await setPlan(t.database, client.user.id, 'paid');
    const token = await ok(post(client.cookies, '/api/institutions/link-token', {}));
    expect(token).toMatchObject({ provider: 'plaid', linkToken: expect.stringMatching(/^link-sandbox-/) });
    expect(fake.requests.filter((request) => request.path === '/link/token/create').at(-1)?.body).toMatchObject({
      user: { client_user_id: client.user.id },
      products: ['transactions'],
    });
    expectError(await t.request({ method: 'GET', url: '/api/sandbox/institutions', cookies: client.cookies }), 404, 'NOT_FOUND');
  });
});

describe('link and sync through the Plaid adapter', () => {
  it(`addItem with a public token Plaid Link gave: institution, accounts, ${POSTED + 2} transactions read in pages of 500, holdings`, async () => {
    const publicToken = fake.createPublicToken({ transactions: POSTED });
    const created = await ok(post(client.cookies, '/api/institutions', { publicToken, institutionId: 'ins_109508', institutionName: 'Platypus' }), 201);
    linked = created.institution as Institution;
    expect(linked).toMatchObject({
      name: 'First Platypus Bank',
      provider: 'plaid',
      primaryColor: '#1f1f1f',
      logoUrl: expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/),
      errorCode: null,
      needsLogin: false,
    });

    const [row] = await t.database.db.select().from(institutions).where(eq(institutions.id, linked.id));
    accessToken = decryptToken(t.config.tokenEncryptionKey, row?.accessTokenEncrypted ?? '');
    itemId = row?.providerItemId ?? '';
    expect(fake.item(accessToken).itemId).toBe(itemId);
    expect(accessToken).toMatch(/^access-sandbox-/);
    expect(row?.accessTokenEncrypted).not.toContain('access-');
    expect(row?.accessTokenEncrypted).not.toContain(accessToken.slice('access-sandbox-'.length));

    // Pagination: three pages (500, 500, 102), each asking for 500, the cursor carried from page to page.
    const pages = syncRequests();
    expect(pages).toHaveLength(3);
    expect(pages.map((request) => request.body.count)).toEqual([500, 500, 500]);
    expect(pages[0]?.body.cursor).toBeUndefined();
    expect(pages[1]?.body.cursor).toEqual(expect.any(String));
    expect(pages[2]?.body.cursor).not.toBe(pages[1]?.body.cursor);
    expect(row?.transactionsCursor).toEqual(expect.any(String));

    // A part that failed (a network error, a timeout) would leave the counts below short: name it first.
    expect(row?.syncIssue, 'parts of the first sync that failed').toBeNull();
    const rows = await rowsOf(linked.id);
    expect(rows).toEqual({
      institutions: 1,
      accounts: 7,
      transactions: POSTED + 2,
      distinctTransactions: POSTED + 2,
      liveTransactions: POSTED + 2,
      holdings: 3,
      investmentTransactions: 6,
    });

    const { accounts } = (await ok(t.request({ method: 'GET', url: `/api/institutions/${linked.id}/accounts`, cookies: client.cookies }))) as {
      accounts: Account[];
    };
    const byName = new Map(accounts.map((account) => [account.name, account]));
    expect(byName.get('Checking')).toMatchObject({ accountType: 'depository', balanceType: 'assets', amountCents: 11_000, assetKey: 'depository' });
    expect(byName.get('Saving')).toMatchObject({ amountCents: 21_000, assetKey: 'depository' });
    expect(byName.get('401k')).toMatchObject({
      accountType: 'investment',
      isRetirement: true,
      assetKey: 'retirement',
      amountCents: 2_363_198,
      hasHoldings: true,
    });
    // Plaid's legacy "brokerage" type is an investment account.
    expect(byName.get('Brokerage')).toMatchObject({
      accountType: 'investment',
      assetKey: 'brokerage',
      isRetirement: false,
      amountCents: 500_000,
      hasHoldings: true,
    });
    expect(byName.get('Credit Card')).toMatchObject({ balanceType: 'liabilities', liabilityKey: 'credit', amountCents: 41_000 });
    expect(byName.get('Credit Card')?.details).toMatchObject({
      minimum_payment_amount_cents: 2_000,
      next_payment_due_date: '2025-06-28',
      aprs: [
        { apr_type: 'balance_transfer_apr', apr_percentage: 15.24, balance_subject_to_apr_cents: 156_232, interest_charge_amount_cents: 13_022 },
        { apr_type: 'cash_apr', apr_percentage: 27.95, balance_subject_to_apr_cents: 5_622, interest_charge_amount_cents: 1_481 },
        { apr_type: 'purchase_apr', apr_percentage: 12.5, balance_subject_to_apr_cents: 15_701, interest_charge_amount_cents: 2_566 },
      ],
    });
    expect(byName.get('Mortgage')).toMatchObject({
      liabilityKey: 'mortgage',
      amountCents: 5_630_206,
      details: expect.objectContaining({ interest_rate_percentage: 3.99, account_number: '3120194154', origination_principal_amount_cents: 42_500_000 }),
    });
    expect(byName.get('Student Loan')).toMatchObject({
      liabilityKey: 'studentLoan',
      amountCents: 6_526_200,
      details: expect.objectContaining({ disbursement_dates: ['2002-08-28'], expected_payoff_date: '2032-07-28' }),
    });
    expect(linked.assetsCents).toBe(11_000 + 21_000 + 2_363_198 + 500_000);
    expect(linked.liabilitiesCents).toBe(41_000 + 5_630_206 + 6_526_200);
    const assets = await ok(t.request({ method: 'GET', url: '/api/assets', cookies: client.cookies }));
    expect(assets.totalCents).toBe(linked.assetsCents);
    expect(assets.categories).toEqual({ depository: 32_000, retirement: 2_363_198, brokerage: 500_000 });
  });

  it('POST /sync twice: the stored cursor is sent, nothing new arrives, nothing is duplicated', async () => {
    const before = await rowsOf(linked.id);
    const seen = syncRequests().length;
    await ok(post(client.cookies, `/api/institutions/${linked.id}/sync`, {}));
    await ok(post(client.cookies, `/api/institutions/${linked.id}/sync`, {}));
    const [first, second] = syncRequests().slice(seen);
    expect(first?.body.cursor).toEqual(expect.any(String));
    expect(second?.body.cursor).toBe(first?.body.cursor);
    expect(await rowsOf(linked.id)).toEqual(before);
  });
});

describe('webhooks', () => {
  it("a signed SYNC_UPDATES_AVAILABLE syncs the item: a modified transaction is refreshed, a recategorised one keeps its category, a posted one inherits the pending one's", async () => {
    const item = fake.item(accessToken);
    const entries = item.log.flatMap((entry) => (entry.kind === 'added' ? [entry.transaction] : []));
    const target = entries.find((entry) => !entry.pending) as (typeof entries)[0];
    const pending = entries.find((entry) => entry.pending) as (typeof entries)[0];
    const db = t.database.db;
    // The client recategorised both (as the cash-flow page would); the defaults were non-essential.
    const lockedAt = new Date();
    for (const id of [target.transaction_id, pending.transaction_id]) {
      expect((await transactionRow(linked.id, id))?.categoryType).toBe('non-essential');
      await db
        .update(transactions)
        .set({ categoryType: 'savings', categoryLockedAt: lockedAt })
        .where(and(eq(transactions.institutionId, linked.id), eq(transactions.providerTransactionId, id)));
    }
    fake.modifyTransaction(accessToken, { ...target, name: 'Starbucks Reserve', amount: 99.99 });
    const posted = fake.postPending(accessToken, pending.transaction_id);

    const seen = syncRequests().length;
    const body = {
      webhook_type: 'TRANSACTIONS',
      webhook_code: 'SYNC_UPDATES_AVAILABLE',
      item_id: itemId,
      initial_update_complete: true,
      historical_update_complete: true,
      environment: 'sandbox',
    };
    expect(await ok(deliver(body))).toEqual({ received: true, handled: true });
    // Answered once the sync is durably queued; the job runner does it.
    await t.app.jobs.drain();
    expect(syncRequests().length).toBeGreaterThan(seen);

    const modified = await transactionRow(linked.id, target.transaction_id);
    expect(modified).toMatchObject({ name: 'Starbucks Reserve', amountCents: 9_999, categoryType: 'savings' });
    expect(modified?.categoryLockedAt?.getTime()).toBe(lockedAt.getTime());
    expect((await transactionRow(linked.id, pending.transaction_id))?.deletedAt).toBeInstanceOf(Date);
    expect(await transactionRow(linked.id, posted.transaction_id)).toMatchObject({
      pending: false,
      pendingTransactionId: pending.transaction_id,
      categoryType: 'savings',
      deletedAt: null,
    });
    const rows = await rowsOf(linked.id);
    expect(rows).toMatchObject({ transactions: POSTED + 3, distinctTransactions: POSTED + 3, liveTransactions: POSTED + 2 });

    // Two genuine SYNC_UPDATES_AVAILABLE are byte-identical (Plaid gives no event id): the same body again leads to a sync too, and duplicates nothing.
    const afterFirst = syncRequests().length;
    expect(await ok(deliver(body))).toEqual({ received: true, handled: true });
    await t.app.jobs.drain();
    expect(syncRequests().length).toBe(afterFirst + 1);
    expect(await rowsOf(linked.id)).toEqual(rows);
  });

  it('a forged, altered, stale or unsigned delivery → 401 and nothing happens', async () => {
    const body = { webhook_type: 'TRANSACTIONS', webhook_code: 'SYNC_UPDATES_AVAILABLE', item_id: itemId, forged: true };
    const seen = syncRequests().length;
    const refusals = [
      await deliver(body, (raw) => fake.webhooks.forge(raw)),
      await deliver(body, (raw) => fake.webhooks.sign(`${raw} `)),
      await deliver(body, (raw) => fake.webhooks.sign(raw, { issuedAt: Math.floor(Date.now() / 1000) - 10 * 60 })),
      await deliver(body, () => ''),
      await deliver(body, () => 'not.a.jwt'),
    ];
    for (const response of refusals) expectError(response, 401, 'UNAUTHENTICATED');
    expect(syncRequests().length).toBe(seen);
    // The genuine delivery of that body still counts.
    expect(await ok(deliver(body))).toEqual({ received: true, handled: true });
    await t.app.jobs.drain();
  });

  it('a body that is not JSON → 400 (never a server error); not JSON at all → 415', async () => {
    const send = (payload: string, contentType = 'application/json') =>
      t.request({
        method: 'POST',
        url: '/api/webhooks/aggregation',
        payload,
        headers: { 'content-type': contentType, 'plaid-verification': fake.webhooks.sign(payload) },
      });
    for (const payload of ['{not json', '', '{"webhook_type":', 'NaN']) {
      expect(expectError(await send(payload), 400, 'VALIDATION').message, payload).toBe('The request body is not valid JSON.');
    }
    expectError(await send('webhook_type=TRANSACTIONS', 'application/x-www-form-urlencoded'), 415, 'UNSUPPORTED_MEDIA_TYPE');
    // Valid JSON that is not a webhook, even correctly signed, is not genuine.
    expectError(await send('[]'), 401, 'UNAUTHENTICATED');
    expectError(await send('{"webhook_type":1}'), 401, 'UNAUTHENTICATED');
  });

  it('a webhook for an item nobody has linked is acknowledged and not handled', async () => {
    expect(await ok(deliver({ webhook_type: 'TRANSACTIONS', webhook_code: 'SYNC_UPDATES_AVAILABLE', item_id: 'no-such-item' }))).toEqual({
      received: true,
      handled: false,
    });
  });

  /** The client's account_login_required notifications, oldest first (one per breakage, never one per sync). */
  const loginNotices = async () =>
    (
      await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, client.user.id), eq(notifications.type, 'account_login_required')))
    ).map((row) => row.institutionId);

  it('ITEM_LOGIN_REQUIRED by webhook marks the institution needs-login; update mode through Plaid Link repairs it', async () => {
    fake.setItemError(accessToken, 'ITEM_LOGIN_REQUIRED');
    const body = {
      webhook_type: 'ITEM',
      webhook_code: 'ERROR',
      item_id: itemId,
      error: { error_type: 'ITEM_ERROR', error_code: 'ITEM_LOGIN_REQUIRED', error_message: 'login required' },
    };
    expect(await ok(deliver(body))).toEqual({ received: true, handled: true });
    const list = await ok(t.request({ method: 'GET', url: '/api/institutions', cookies: client.cookies }));
    expect(list.institutions[0]).toMatchObject({ id: linked.id, needsLogin: true, errorCode: 'ITEM_LOGIN_REQUIRED' });
    expect(await loginNotices()).toEqual([linked.id]);
    // A sync while broken keeps the data and the flag, and tells the client nothing new.
    const before = await rowsOf(linked.id);
    expect((await ok(post(client.cookies, `/api/institutions/${linked.id}/sync`, {}))).institution).toMatchObject({ needsLogin: true });
    expect(await rowsOf(linked.id)).toEqual(before);
    expect(await loginNotices()).toEqual([linked.id]);

    await ok(post(client.cookies, '/api/institutions/link-token', { institutionId: linked.id }));
    const update = fake.requests.filter((request) => request.path === '/link/token/create').at(-1)?.body;
    expect(update?.access_token).toBe(accessToken);
    expect(update).not.toHaveProperty('products');
    const exchanges = () => fake.requests.filter((request) => request.path === '/item/public_token/exchange').length;
    const exchangedBefore = exchanges();
    const relinked = await ok(post(client.cookies, `/api/institutions/${linked.id}/relink`, { publicToken: fake.createPublicToken({ accessToken }) }));
    expect(relinked.institution).toMatchObject({ id: linked.id, needsLogin: false, errorCode: null });
    // Plaid's update-mode guide: the access token does not change, so the public token is not exchanged.
    expect(exchanges()).toBe(exchangedBefore);
    expect(await rowsOf(linked.id)).toEqual(before);
  });

  it('PENDING_EXPIRATION by webhook also asks for a new login', async () => {
    expect(
      await ok(deliver({ webhook_type: 'ITEM', webhook_code: 'PENDING_EXPIRATION', item_id: itemId, consent_expiration_time: '2030-01-01T00:00:00Z' })),
    ).toEqual({ received: true, handled: true });
    const list = await ok(t.request({ method: 'GET', url: '/api/institutions', cookies: client.cookies }));
    expect(list.institutions[0]).toMatchObject({ needsLogin: true, errorCode: 'PENDING_EXPIRATION' });
    // Repaired in between, so this is a new breakage.
    expect(await loginNotices()).toEqual([linked.id, linked.id]);
    await ok(post(client.cookies, `/api/institutions/${linked.id}/relink`, { publicToken: fake.createPublicToken({ accessToken }) }));
  });
});

describe('ownership and removal', () => {
  it("another user's id → 404; a webhook never moves an item between users", async () => {
    await setPlan(t.database, other.user.id, 'paid');
    const before = await rowsOf(linked.id);
    expectError(await post(other.cookies, `/api/institutions/${linked.id}/sync`, {}), 404, 'NOT_FOUND');
    expectError(await t.request({ method: 'DELETE', url: `/api/institutions/${linked.id}`, cookies: other.cookies }), 404, 'NOT_FOUND');
    expect(await rowsOf(linked.id)).toEqual(before);
    expect(fake.item(accessToken).itemId).toBe(itemId);
  });

  it('DELETE removes the item at Plaid and every row it brought', async () => {
    const before = await rowsOf(linked.id);
    expect(before.transactions).toBeGreaterThan(500);
    expect(await ok(t.request({ method: 'DELETE', url: `/api/institutions/${linked.id}`, cookies: client.cookies }))).toEqual({ ok: true });
    expect(fake.requests.at(-1)?.path).toBe('/item/remove');
    expect(() => fake.item(accessToken)).toThrow();
    expect(await rowsOf(linked.id)).toEqual({
      institutions: 0,
      accounts: 0,
      transactions: 0,
      distinctTransactions: 0,
      liveTransactions: 0,
      holdings: 0,
      investmentTransactions: 0,
    });
    expect((await ok(t.request({ method: 'GET', url: '/api/institutions', cookies: client.cookies }))).institutions).toEqual([]);
    // A later webhook for the removed item is not handled.
    expect(await ok(deliver({ webhook_type: 'TRANSACTIONS', webhook_code: 'SYNC_UPDATES_AVAILABLE', item_id: itemId, after: 'removal' }))).toEqual({
      received: true,
      handled: false,
    });
  });

  it("no response in this file ever carried an access token ('access-sandbox')", () => {
    expect(t.responseBodies.length).toBeGreaterThan(20);
    expect(t.responseBodies.filter((body) => body.includes('access-sandbox') || /"access-/.test(body))).toEqual([]);
  });
});
