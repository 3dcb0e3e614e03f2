import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePlaidServer, type FakePlaidServer } from '../../../../test/fakes/fake-plaid-server';
import type { AggregationProvider } from '../aggregation-provider';
import { AggregationProviderError, type ProviderTransaction } from '../aggregation-types';
import { createAggregationProvider } from '../create-aggregation-provider';

let fake: FakePlaidServer;
let provider: AggregationProvider;

beforeAll(async () => {
  fake = await startFakePlaidServer();
  provider = createAggregationProvider({
    provider: 'plaid',
    plaid: { clientId: fake.clientId, secret: fake.secret, env: 'sandbox', baseUrl: fake.url },
  }).provider;
});
afterAll(() => fake.close());

async function link(options: Parameters<FakePlaidServer['createPublicToken']>[0] = {}) {
  return provider.exchangePublicToken(fake.createPublicToken(options));
}

async function failureOf(promise: Promise<unknown>): Promise<AggregationProviderError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AggregationProviderError);
  return error as AggregationProviderError;
}

async function syncAll(accessToken: string, cursor: string | null = null, count?: number) {
  const pages: { added: ProviderTransaction[]; modified: ProviderTransaction[]; removed: string[] }[] = [];
  let next = cursor;
  for (;;) {
    const page = await provider.syncTransactions(accessToken, next, count ? { count } : undefined);
    pages.push({ added: page.added, modified: page.modified, removed: page.removed.map((entry) => entry.transactionId) });
    next = page.nextCursor;
    if (!page.hasMore) return { pages, cursor: next, added: pages.flatMap((entry) => entry.added) };
  }
}

describe('Plaid adapter against a server that answers like Plaid', () => {
  it('is the provider chosen by name: Plaid with its keys, the sandbox only when asked for', () => {
    expect(provider.kind).toBe('plaid');
    const sandbox = createAggregationProvider({ provider: 'sandbox', plaid: null });
    expect(sandbox.provider.kind).toBe('sandbox');
    expect(sandbox.sandbox).not.toBeNull();
    // Missing keys never fall back to the sandbox bank.
    expect(() => createAggregationProvider({ provider: 'plaid', plaid: null })).toThrow(/PLAID_CLIENT_ID/);
  });

  it('creates a link token for a new link and for update mode', async () => {
    const created = await provider.createLinkToken({ userId: 'user-1', webhookUrl: 'https://finboard.example/api/webhooks/plaid' });
    expect(created.linkToken).toMatch(/^link-sandbox-/);
    expect(Date.parse(created.expiration)).toBeGreaterThan(Date.now());
    const sent = fake.requests.filter((request) => request.path === '/link/token/create').at(-1)?.body;
    expect(sent).toMatchObject({
      client_name: 'Finboard',
      language: 'en',
      country_codes: ['US'],
      user: { client_user_id: 'user-1' },
      products: ['transactions'],
      optional_products: ['investments', 'liabilities'],
      transactions: { days_requested: 730 },
      webhook: 'https://finboard.example/api/webhooks/plaid',
    });
    expect(sent).not.toHaveProperty('client_id');

    const { accessToken } = await link();
    await provider.createLinkToken({ userId: 'user-1', accessToken });
    const update = fake.requests.filter((request) => request.path === '/link/token/create').at(-1)?.body;
    expect(update).toMatchObject({ access_token: accessToken });
    expect(update).not.toHaveProperty('products');
  });

  it("exchanges a public token once for the item's access token", async () => {
    const publicToken = fake.createPublicToken();
    const { accessToken, itemId } = await provider.exchangePublicToken(publicToken);
    expect(accessToken).toBe(fake.item(accessToken).accessToken);
    expect(itemId).toBe(fake.item(accessToken).itemId);
    expect((await failureOf(provider.exchangePublicToken(publicToken))).code).toBe('INVALID_PUBLIC_TOKEN');
    expect(await provider.getItem(accessToken)).toEqual({ itemId, institutionId: 'ins_109508', errorCode: null, consentExpirationTime: null });
  });

  it('reads the institution with its logo and colour', async () => {
    expect(await provider.getInstitution('ins_109508')).toMatchObject({ institutionId: 'ins_109508', name: 'First Platypus Bank', primaryColor: '#1f1f1f' });
    expect((await provider.getInstitution('ins_109508')).logoBase64).toMatch(/^iVBORw0KGgo/);
    expect((await failureOf(provider.getInstitution('ins_nope'))).code).toBe('INVALID_INSTITUTION');
  });

  it("maps accounts, including Plaid's legacy brokerage type", async () => {
    const { accessToken } = await link();
    const accounts = await provider.getAccounts(accessToken);
    expect(accounts.map((account) => `${account.type}/${account.subtype}`)).toEqual([
      'depository/checking',
      'depository/savings',
      'credit/credit card',
      'loan/mortgage',
      'loan/student',
      'investment/401k',
      'investment/brokerage',
    ]);
    expect(accounts[0]).toMatchObject({
      name: 'Checking',
      officialName: 'Plaid Checking',
      mask: '0000',
      currentBalance: 110,
      availableBalance: 100,
      creditLimit: null,
      isoCurrencyCode: 'USD',
    });
    expect(accounts[2]).toMatchObject({ currentBalance: 410, creditLimit: 2000 });
  });

  it('pages /transactions/sync across 3+ pages and stops with nothing new from the final cursor', async () => {
    const { accessToken } = await link({ transactions: 1_098 });
    const all = await syncAll(accessToken);
    expect(all.pages).toHaveLength(3);
    expect(all.pages.map((page) => page.added.length)).toEqual([500, 500, 100]);
    const ids = all.added.map((transaction) => transaction.transactionId);
    expect(new Set(ids).size).toBe(1_100);
    expect(ids).toEqual(fake.item(accessToken).log.map((entry) => (entry.kind === 'added' ? entry.transaction.transaction_id : '')));
    const syncs = fake.requests.filter((request) => request.path === '/transactions/sync' && request.body.access_token === accessToken);
    expect(syncs.map((request) => [request.body.count, request.body.cursor === undefined])).toEqual([
      [500, true],
      [500, false],
      [500, false],
    ]);
    const again = await provider.syncTransactions(accessToken, all.cursor);
    expect(again).toEqual({ added: [], modified: [], removed: [], nextCursor: all.cursor, hasMore: false });

    const small = await syncAll(accessToken, null, 300);
    expect(small.pages).toHaveLength(4);
    expect(small.added).toEqual(all.added);
  });

  it('maps a transaction field by field', async () => {
    const { accessToken } = await link({ transactions: 1 });
    const [first] = (await provider.syncTransactions(accessToken, null)).added;
    expect(first).toEqual({
      transactionId: expect.any(String),
      accountId: fake.item(accessToken).accounts[0]?.account_id,
      amount: 5,
      isoCurrencyCode: 'USD',
      date: '2025-05-01',
      authorizedDate: '2025-06-09',
      name: 'Starbucks #1234',
      merchantName: 'Starbucks',
      logoUrl: 'https://plaid-merchant-logos.plaid.com/starbucks_956.png',
      categoryPrimary: 'FOOD_AND_DRINK',
      categoryDetailed: 'FOOD_AND_DRINK_COFFEE',
      paymentChannel: 'in store',
      pending: false,
      pendingTransactionId: null,
    });
  });

  it('reports pending → posted in a later sync through pending_transaction_id, and modifications', async () => {
    const { accessToken } = await link({ transactions: 3 });
    const first = await syncAll(accessToken);
    const pending = first.added.filter((transaction) => transaction.pending);
    expect(pending).toHaveLength(2);
    const posted = fake.postPending(accessToken, pending[0]?.transactionId ?? '', { amount: 49.9 });
    const original = fake.item(accessToken).log[0];
    if (original?.kind !== 'added') throw new Error('the fixture starts with an added transaction');
    fake.modifyTransaction(accessToken, { ...original.transaction, name: 'STARBUCKS STORE 1234' });

    const later = await syncAll(accessToken, first.cursor);
    const page = later.pages[0];
    expect(page?.removed).toEqual([pending[0]?.transactionId]);
    expect(page?.added).toEqual([
      expect.objectContaining({ transactionId: posted.transaction_id, pending: false, pendingTransactionId: pending[0]?.transactionId, amount: 49.9 }),
    ]);
    expect(page?.modified.map((transaction) => transaction.name)).toEqual(['STARBUCKS STORE 1234']);
  });

  it('reads holdings with their securities, and investment transactions across pages', async () => {
    const { accessToken } = await link({ investmentTransactions: 620 });
    const { holdings, securities } = await provider.getHoldings(accessToken);
    expect(holdings).toHaveLength(3);
    expect(holdings[0]).toMatchObject({
      securityId: 'sec-vti',
      quantity: 85.5,
      institutionPrice: 262.4,
      institutionValue: 22435.2,
      costBasis: 18000,
      isoCurrencyCode: 'USD',
    });
    expect(holdings[2]?.costBasis).toBeNull();
    expect(securities.find((security) => security.securityId === 'sec-vti')).toEqual({
      securityId: 'sec-vti',
      name: 'Vanguard Total Stock Market ETF',
      tickerSymbol: 'VTI',
      type: 'etf',
      closePrice: 262.4,
      closePriceAsOf: '2025-06-17',
      isoCurrencyCode: 'USD',
    });
    const history = await provider.getInvestmentTransactions(accessToken, { startDate: '2025-01-01', endDate: '2025-06-30' });
    expect(history.transactions).toHaveLength(620);
    expect(new Set(history.transactions.map((entry) => entry.investmentTransactionId)).size).toBe(620);
    expect(history.transactions[0]).toMatchObject({ securityId: 'sec-vti', type: 'buy', subtype: 'buy', quantity: 1, amount: 262.4, fees: 0 });
    const offsets = fake.requests
      .filter((request) => request.path === '/investments/transactions/get' && request.body.access_token === accessToken)
      .map((request) => (request.body.options as { offset: number }).offset);
    expect(offsets).toEqual([0, 500]);
  });

  it('treats an item without investment accounts as holding nothing', async () => {
    const { accessToken } = await link({ withInvestments: false });
    expect(await provider.getHoldings(accessToken)).toEqual({ holdings: [], securities: [] });
    expect(await provider.getInvestmentTransactions(accessToken, { startDate: '2025-01-01', endDate: '2025-06-30' })).toEqual({
      transactions: [],
      securities: [],
    });
  });

  it('maps liabilities: card APRs, mortgage and student loan terms', async () => {
    const { accessToken } = await link();
    const accounts = await provider.getAccounts(accessToken);
    const liabilities = await provider.getLiabilities(accessToken);
    const idOf = (subtype: string) => accounts.find((account) => account.subtype === subtype)?.accountId;
    expect(liabilities.find((entry) => entry.kind === 'credit')).toMatchObject({
      accountId: idOf('credit card'),
      minimumPaymentAmount: 20,
      nextPaymentDueDate: '2025-06-28',
      lastPaymentAmount: 168.25,
      aprs: expect.arrayContaining([{ aprType: 'purchase_apr', aprPercentage: 12.5, balanceSubjectToApr: 157.01, interestChargeAmount: 25.66 }]),
    });
    expect(liabilities.find((entry) => entry.kind === 'mortgage')).toMatchObject({
      accountId: idOf('mortgage'),
      interestRatePercentage: 3.99,
      minimumPaymentAmount: 3141.54,
      expectedPayoffDate: '2045-07-31',
      originationDate: '2015-08-01',
      originationPrincipalAmount: 425000,
      accountNumber: '3120194154',
    });
    expect(liabilities.find((entry) => entry.kind === 'student')).toMatchObject({
      accountId: idOf('student'),
      interestRatePercentage: 5.25,
      minimumPaymentAmount: 25,
      expectedPayoffDate: '2032-07-28',
      disbursementDates: ['2002-08-28'],
    });
  });

  it('maps ITEM_LOGIN_REQUIRED, and update mode repairs the item', async () => {
    const { accessToken, itemId } = await link();
    fake.setItemError(accessToken, 'ITEM_LOGIN_REQUIRED');
    const error = await failureOf(provider.getAccounts(accessToken));
    expect(error.code).toBe('ITEM_LOGIN_REQUIRED');
    expect(error.message).toContain('ITEM_ERROR');
    expect(error.message).not.toContain(accessToken);
    expect(JSON.stringify(error)).not.toContain(accessToken);
    expect((await failureOf(provider.syncTransactions(accessToken, null))).code).toBe('ITEM_LOGIN_REQUIRED');
    expect((await provider.getItem(accessToken)).errorCode).toBe('ITEM_LOGIN_REQUIRED');

    await provider.createLinkToken({ userId: 'user-1', accessToken });
    expect(await provider.exchangePublicToken(fake.createPublicToken({ accessToken }))).toEqual({ accessToken, itemId });
    expect((await provider.getItem(accessToken)).errorCode).toBeNull();
    expect(await provider.getAccounts(accessToken)).toHaveLength(7);
  });

  it('maps Plaid errors without leaking the secret or the access token', async () => {
    const wrong = createAggregationProvider({
      provider: 'plaid',
      plaid: { clientId: fake.clientId, secret: 'not-the-secret', env: 'sandbox', baseUrl: fake.url },
    }).provider;
    const { accessToken } = await link();
    const error = await failureOf(wrong.getAccounts(accessToken));
    expect(error.code).toBe('INVALID_API_KEYS');
    for (const secret of ['not-the-secret', accessToken]) {
      expect(error.message).not.toContain(secret);
      expect(JSON.stringify(error)).not.toContain(secret);
      expect(error.cause).toBeUndefined();
    }
    expect((await failureOf(provider.getAccounts('access-sandbox-unknown'))).code).toBe('INVALID_ACCESS_TOKEN');
  });

  it('has a stand-in that checks the keys in the body as Plaid does', async () => {
    const post = (body: object) =>
      fetch(`${fake.url}/accounts/get`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const { accessToken } = await link();
    expect((await post({ client_id: fake.clientId, secret: fake.secret, access_token: accessToken })).status).toBe(200);
    const refused = await post({ client_id: fake.clientId, secret: 'wrong', access_token: accessToken });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error_type: 'INVALID_INPUT',
      error_code: 'INVALID_API_KEYS',
      error_message: 'invalid client_id or secret provided',
      display_message: null,
      request_id: expect.any(String),
    });
    expect(await (await post({ access_token: accessToken })).json()).toMatchObject({ error_type: 'INVALID_REQUEST', error_code: 'MISSING_FIELDS' });
  });

  it('removes an item, after which its token no longer works', async () => {
    const { accessToken } = await link();
    await provider.removeItem(accessToken);
    expect((await failureOf(provider.getAccounts(accessToken))).code).toBe('INVALID_ACCESS_TOKEN');
  });

  it('reports an unreachable Plaid as PLAID_UNREACHABLE', async () => {
    const offline = await startFakePlaidServer();
    await offline.close();
    const unreachable = createAggregationProvider({
      provider: 'plaid',
      plaid: { clientId: 'id', secret: 'secret', env: 'production', baseUrl: offline.url },
    }).provider;
    const error = await failureOf(unreachable.getAccounts('access-production-123'));
    expect(error.code).toBe('PLAID_UNREACHABLE');
    expect(error.message).not.toContain('access-production-123');
  });
});
