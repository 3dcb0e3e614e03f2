import { randomUUID } from 'node:crypto';
import { clientAdvisorLinks, institutions } from '@finboard/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, signUp, type TestApp } from './test-app';

/** The advisor's dashboard: tiles equal the clients' own totals, only what each client shares, sync health, filters. */

type Party = Awaited<ReturnType<typeof signUp>>;
type Json = Record<string, unknown>;

let t: TestApp;
let advisor: Party;
let shareAll: Party;
let cashFlowOnly: Party;
let pendingClient: Party;

const get = (who: Party, url: string) => t.request({ method: 'GET', url, cookies: who.cookies });
const dashboard = async (query = '') => {
  const answer = await get(advisor, `/api/advisor/dashboard${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

async function addAccount(client: Party, account: Json) {
  const payload = { institutionName: 'Home Ledger', date: '2024-03-01', ...account };
  const answer = await t.request({ method: 'POST', url: '/api/accounts/manual', payload, cookies: client.cookies });
  expect(answer.statusCode, answer.body).toBe(201);
}

async function connect(client: Party, share: Json) {
  const requested = await t.request({
    method: 'POST',
    url: '/api/connections',
    payload: { advisorId: advisor.user.id, share, source: 'Referral' },
    cookies: client.cookies,
  });
  expect(requested.statusCode, requested.body).toBe(201);
  const id = requested.json().connection.id as string;
  const accepted = await t.request({ method: 'POST', url: `/api/connections/${id}/accept`, payload: {}, cookies: advisor.cookies });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return id;
}

async function giveAccounts(client: Party) {
  await addAccount(client, { name: 'Savings', balanceType: 'assets', accountType: 'depository', accountSubtype: 'savings', amount: '25000.10' });
  await addAccount(client, { name: 'My 401k', balanceType: 'assets', accountType: 'investment', accountSubtype: '401k', amount: '180000' });
  await addAccount(client, { name: 'Brokerage', balanceType: 'assets', accountType: 'investment', accountSubtype: 'brokerage', amount: '40000.55' });
  await addAccount(client, { name: 'Card', balanceType: 'liabilities', accountType: 'credit', accountSubtype: 'credit card', amount: '1200.40' });
  await addAccount(client, { name: 'Car loan', balanceType: 'liabilities', accountType: 'loan', accountSubtype: 'auto', amount: '15000' });
}

beforeAll(async () => {
  // Each test changes the clients' data and reads at once; the cache has its own test (advisor-dashboard-cache).
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', DASHBOARD_CACHE_SECONDS: '0' });
  advisor = await signUp(t, { role: 'advisor' });
  shareAll = await signUp(t, { firstName: 'Alice' });
  cashFlowOnly = await signUp(t, { firstName: 'Bob' });
  pendingClient = await signUp(t, { firstName: 'Carol' });
  for (const client of [shareAll, cashFlowOnly, pendingClient]) await giveAccounts(client);
  await connect(shareAll, { netWorth: true, cashFlow: true, retirementScore: true });
  await connect(cashFlowOnly, { netWorth: false, cashFlow: true, retirementScore: false });
  const pending = await t.request({ method: 'POST', url: '/api/connections', payload: { advisorId: advisor.user.id }, cookies: pendingClient.cookies });
  expect(pending.statusCode).toBe(201);
}, 60_000);
afterAll(() => t?.close());

describe("the tiles are the clients' own totals", () => {
  it("sums what the sharing client's own assets, liabilities and net-worth pages show", async () => {
    const [assets, liabilities, netWorth] = await Promise.all(
      ['/api/assets', '/api/liabilities', '/api/net-worth'].map(async (url) => (await get(shareAll, url)).json()),
    );
    const cash = (assets.accounts as { isCash: boolean; amountCents: number }[])
      .filter((account) => account.isCash)
      .reduce((sum, account) => sum + account.amountCents, 0);
    const ownNetWorth = assets.totalCents - liabilities.totalCents;
    // The net-worth page's own lists give the same figure.
    const listed = (list: { amountCents: number }[]) => list.reduce((sum, account) => sum + account.amountCents, 0);
    expect(listed(netWorth.assets) - listed(netWorth.liabilities)).toBe(ownNetWorth);

    const { tiles } = await dashboard('?period=All');
    expect(tiles.clients).toEqual({ connectedClients: 2, linkedAssets: 3, totalAssetsCents: assets.totalCents, totalNetWorthCents: ownNetWorth });
    expect(tiles.accounts).toEqual({ totalAccounts: 5, investment: 2, banking: 1, liabilities: 2 });
    expect(tiles.assets).toEqual({
      totalAssetsCents: assets.totalCents,
      retirementCents: assets.categories.retirement,
      investmentCents: (assets.categories.investment ?? 0) + (assets.categories.brokerage ?? 0),
      cashCents: cash,
    });
    expect(tiles.netWorth).toEqual({
      totalNetWorthCents: ownNetWorth,
      assetsCents: assets.totalCents,
      liabilitiesCents: liabilities.totalCents,
      cashCents: cash,
    });
    expect(assets.totalCents).toBe(24_500_065);
  });

  it("the advisor reading the client's own endpoints sees the same figures as the dashboard row", async () => {
    const assets = (await get(advisor, `/api/assets?userId=${shareAll.user.id}`)).json();
    const liabilities = (await get(advisor, `/api/liabilities?userId=${shareAll.user.id}`)).json();
    const { clients } = await dashboard();
    const row = clients.find((client: { id: string }) => client.id === shareAll.user.id);
    expect(row).toMatchObject({
      firstName: 'Alice',
      sharesNetWorth: true,
      accountCount: 5,
      assetsCents: assets.totalCents,
      liabilitiesCents: liabilities.totalCents,
      netWorthCents: assets.totalCents - liabilities.totalCents,
    });
  });

  it('a Cash-Flow-only client counts as connected and contributes no figures; a pending one not at all', async () => {
    const { clients, tiles } = await dashboard();
    const bob = clients.find((client: { id: string }) => client.id === cashFlowOnly.user.id);
    expect(bob).toMatchObject({ sharesNetWorth: false, accountCount: null, assetsCents: null, netWorthCents: null, sync: null });
    expect(clients.some((client: { id: string }) => client.id === pendingClient.user.id)).toBe(false);
    expect(tiles.clients.connectedClients).toBe(2);
  });

  it('a switch turned off is obeyed by the next read', async () => {
    const [link] = await t.database.db
      .select()
      .from(clientAdvisorLinks)
      .where(and(eq(clientAdvisorLinks.userId, shareAll.user.id), eq(clientAdvisorLinks.status, 'connected')));
    const off = await t.request({
      method: 'PUT',
      url: `/api/connections/${link?.id}/share`,
      payload: { netWorth: false, cashFlow: true, retirementScore: true },
      cookies: shareAll.cookies,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await dashboard()).tiles.netWorth).toEqual({ totalNetWorthCents: 0, assetsCents: 0, liabilitiesCents: 0, cashCents: 0 });
    await t.request({
      method: 'PUT',
      url: `/api/connections/${link?.id}/share`,
      payload: { netWorth: true, cashFlow: true, retirementScore: true },
      cookies: shareAll.cookies,
    });
    expect((await dashboard()).tiles.clients.totalAssetsCents).toBe(24_500_065);
  });
});

describe('sync health', () => {
  it('shows the last successful sync, institutions needing login and stale data of a linked institution', async () => {
    const fiveDaysAgo = new Date(Date.now() - 5 * 86_400_000);
    const today = new Date(Date.now() - 3_600_000);
    for (const [name, lastSyncedAt, errorCode] of [
      ['Old Bank', fiveDaysAgo, 'ITEM_LOGIN_REQUIRED'],
      ['New Bank', today, null],
    ] as const) {
      await t.database.db
        .insert(institutions)
        .values({ id: randomUUID(), userId: shareAll.user.id, provider: 'sandbox', providerItemId: randomUUID(), name, lastSyncedAt, errorCode });
    }
    const { clients } = await dashboard();
    const alice = clients.find((client: { id: string }) => client.id === shareAll.user.id);
    expect(alice.sync).toEqual({ lastSyncedAt: today.toISOString(), needsLogin: ['Old Bank'], isStale: true });
  });
});

describe('Your Collections', () => {
  it('filters by source and by period; an unknown period is one month', async () => {
    const all = await dashboard('?source=All&period=1M');
    expect(all.collection).toEqual({
      source: null,
      period: '1M',
      institution: null,
      clientIds: expect.arrayContaining([shareAll.user.id, cashFlowOnly.user.id]),
    });
    expect(all.clientsBySource).toEqual([{ source: 'Referral', count: 2 }]);
    expect(all.sources.slice(0, 8)).toEqual(['Email', 'Facebook', 'Twitter', 'Linkedin', 'Youtube', 'Instagram', 'Tiktok', 'Referral']);
    expect((await dashboard('?source=referral')).collection.clientIds).toHaveLength(2);
    expect((await dashboard('?source=Facebook')).collection.clientIds).toEqual([]);

    const twoMonthsAgo = new Date(Date.now() - 62 * 86_400_000);
    await t.database.db.update(clientAdvisorLinks).set({ acceptedAt: twoMonthsAgo }).where(eq(clientAdvisorLinks.userId, cashFlowOnly.user.id));
    expect((await dashboard('?period=1M')).collection.clientIds).toEqual([shareAll.user.id]);
    expect((await dashboard('?period=bogus')).collection).toMatchObject({ period: '1M', clientIds: [shareAll.user.id] });
    expect((await dashboard('?period=3M')).collection.clientIds).toHaveLength(2);
    expect((await dashboard('?period=All')).collection.clientIds).toHaveLength(2);
  });

  it("is the advisor's alone: a client is refused", async () => {
    expectError(await get(shareAll, '/api/advisor/dashboard'), 403, 'FORBIDDEN');
  });
});

describe("the spec's optional institution query", () => {
  it('narrows Your Collections to the sharing clients who hold an institution of that name (any case), and says which', async () => {
    // Both connected clients hold 'Home Ledger'; only Alice shares net worth, so only she can be matched.
    const holding = await dashboard('?period=All&institution=home%20ledger');
    expect(holding.collection).toMatchObject({ institution: 'home ledger', clientIds: [shareAll.user.id] });
    // The figures of every client stay: only the collection is narrowed.
    expect(holding.tiles.clients.connectedClients).toBe(2);
    expect((await dashboard('?period=All&institution=Nowhere%20Bank')).collection).toMatchObject({ institution: 'Nowhere Bank', clientIds: [] });
    expect((await dashboard('?period=All&institution=%20%20')).collection).toMatchObject({ institution: null });
    expectError(await get(advisor, `/api/advisor/dashboard?institution=${'x'.repeat(201)}`), 400, 'VALIDATION');
  });
});
