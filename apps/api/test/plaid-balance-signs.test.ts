import { institutions, netWorthSnapshots } from '@finboard/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decryptToken } from '../src/modules/institutions/token-crypto';
import { startFakePlaidServer, type FakePlaidServer } from './fakes/fake-plaid-server';
import { createTestApp, setPlan, signUp, type TestApp } from './test-app';

// Plaid's balances.current is signed, and so are ours, through the whole server: a credit card
// overpaid by $25.50 (-25.5) lowers the liabilities, a checking account overdrawn by $50 (-50) lowers
// the assets, in every total that adds accounts up (accounts, institutions, the assets and
// liabilities pages, net worth and its daily snapshot).

type Json = Record<string, unknown>;
interface Account {
  id: string;
  name: string;
  balanceType: string;
  amountCents: number;
}

let fake: FakePlaidServer;
let t: TestApp;
let client: Awaited<ReturnType<typeof signUp>>;
let institutionId: string;
let accessToken: string;
let providerIds: Map<string, string>;

// The fake bank's accounts as linked: Checking 110, Saving 210, Credit Card 410, Mortgage 56,302.06, Student Loan 65,262.
const SAVING = 21_000;
const LOANS = 5_630_206 + 6_526_200;

beforeAll(async () => {
  fake = await startFakePlaidServer();
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000', PLAID_CLIENT_ID: fake.clientId, PLAID_SECRET: fake.secret, PLAID_BASE_URL: fake.url });
  client = await signUp(t);
  await setPlan(t.database, client.user.id, 'paid');
  const publicToken = fake.createPublicToken({ transactions: 4, withInvestments: false });
  const linked = await get(
    t.request({
      method: 'POST',
      url: '/api/institutions',
      payload: { publicToken, institutionId: 'ins_109508', institutionName: 'Platypus' },
      cookies: client.cookies,
    }),
    201,
  );
  institutionId = (linked.institution as { id: string }).id;
  const [row] = await t.database.db.select().from(institutions).where(eq(institutions.id, institutionId));
  accessToken = decryptToken(t.config.tokenEncryptionKey, row?.accessTokenEncrypted ?? '');
  providerIds = new Map(fake.item(accessToken).accounts.map((account) => [account.name, account.account_id]));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function get(promise: ReturnType<TestApp['request']>, status = 200): Promise<Json> {
  const response = await promise;
  expect(response.statusCode, response.body).toBe(status);
  return response.json<Json>();
}
const read = (url: string) => get(t.request({ method: 'GET', url, cookies: client.cookies }));

/** The bank reports new balances (dollars, signed as Plaid's) and the client syncs. */
async function bankReports(balances: Record<string, number>) {
  for (const [name, current] of Object.entries(balances)) fake.setBalance(accessToken, providerIds.get(name) ?? '', current);
  await get(t.request({ method: 'POST', url: `/api/institutions/${institutionId}/sync`, payload: {}, cookies: client.cookies }));
}

async function amountsByName(): Promise<Record<string, number>> {
  const { accounts } = (await read(`/api/institutions/${institutionId}/accounts`)) as { accounts: Account[] };
  return Object.fromEntries(accounts.map((account) => [account.name, account.amountCents]));
}

async function latestSnapshot() {
  const [row] = await t.database.db
    .select()
    .from(netWorthSnapshots)
    .where(eq(netWorthSnapshots.userId, client.user.id))
    .orderBy(desc(netWorthSnapshots.trackingDate))
    .limit(1);
  return { assets: Number(row?.assetsCents), liabilities: Number(row?.liabilitiesCents), netWorth: Number(row?.netWorthCents) };
}

/** Every total that adds the accounts up, as the pages read them. */
async function totals() {
  const { institutions: list } = (await read('/api/institutions')) as { institutions: { id: string; assetsCents: number; liabilitiesCents: number }[] };
  const institution = list.find((entry) => entry.id === institutionId);
  const assets = (await read('/api/assets')) as { totalCents: number; categories: Record<string, number>; institutions: { totalCents: number }[] };
  const liabilities = (await read('/api/liabilities')) as { totalCents: number; categories: Record<string, number>; institutions: { totalCents: number }[] };
  const netWorth = (await read('/api/net-worth')) as {
    points: { netWorthCents: number; assetsCents: number; liabilitiesCents: number }[];
    assets: Account[];
    liabilities: Account[];
  };
  const sum = (accounts: Account[]) => accounts.reduce((total, account) => total + account.amountCents, 0);
  return {
    institution: { assets: institution?.assetsCents, liabilities: institution?.liabilitiesCents },
    assetsPage: { total: assets.totalCents, byInstitution: assets.institutions[0]?.totalCents, depository: assets.categories.depository },
    liabilitiesPage: { total: liabilities.totalCents, byInstitution: liabilities.institutions[0]?.totalCents, credit: liabilities.categories.credit },
    netWorthLists: { assets: sum(netWorth.assets), liabilities: sum(netWorth.liabilities) },
    netWorthToday: netWorth.points.at(-1),
    snapshot: await latestSnapshot(),
  };
}

function expectTotals(
  found: Awaited<ReturnType<typeof totals>>,
  { assets, liabilities, checking, card }: { assets: number; liabilities: number; checking: number; card: number },
) {
  expect(found).toEqual({
    institution: { assets, liabilities },
    assetsPage: { total: assets, byInstitution: assets, depository: checking + SAVING },
    liabilitiesPage: { total: liabilities, byInstitution: liabilities, credit: card },
    netWorthLists: { assets, liabilities },
    netWorthToday: expect.objectContaining({ assetsCents: assets, liabilitiesCents: liabilities, netWorthCents: assets - liabilities }),
    snapshot: { assets, liabilities, netWorth: assets - liabilities },
  });
}

describe('signed balances from Plaid', () => {
  it('as linked, every balance is positive: assets and debts as the bank shows them', async () => {
    expect(await amountsByName()).toEqual({ Checking: 11_000, Saving: SAVING, 'Credit Card': 41_000, Mortgage: 5_630_206, 'Student Loan': 6_526_200 });
    expectTotals(await totals(), { assets: 11_000 + SAVING, liabilities: 41_000 + LOANS, checking: 11_000, card: 41_000 });
  });

  it('a card overpaid by $25.50 lowers the liabilities by 25.50; checking overdrawn by $50 lowers the assets by 50', async () => {
    const before = await latestSnapshot();
    await bankReports({ 'Credit Card': -25.5, Checking: -50 });
    const amounts = await amountsByName();
    expect(amounts).toMatchObject({ Checking: -5_000, 'Credit Card': -2_550 });
    const assets = SAVING - 5_000;
    const debts = LOANS - 2_550;
    expectTotals(await totals(), { assets, liabilities: debts, checking: -5_000, card: -2_550 });
    // Against the card at $410 owed and checking at $110: net worth up 410 + 25.50, down 110 + 50.
    expect((await latestSnapshot()).netWorth - before.netWorth).toBe(41_000 + 2_550 - 11_000 - 5_000);
  });

  it('the cash-flow account filter still lists only cash accounts above 0 (spec), so not the overdrawn one', async () => {
    const { institutions: list } = (await read('/api/cash-flow/accounts')) as { institutions: { accounts: { name: string; amountCents: number }[] }[] };
    expect(list.flatMap((entry) => entry.accounts.map((account) => account.name))).toEqual(['Saving']);
  });

  it('a third decimal is rounded half away from zero on either side of zero (1.005 → 101 cents, -1.005 → -101)', async () => {
    await bankReports({ Checking: 1.005, 'Credit Card': -1.005 });
    expect(await amountsByName()).toMatchObject({ Checking: 101, 'Credit Card': -101 });
    expectTotals(await totals(), { assets: 101 + SAVING, liabilities: LOANS - 101, checking: 101, card: -101 });
  });

  it('back above zero, the same accounts count as before; the day keeps one snapshot', async () => {
    await bankReports({ 'Credit Card': 410, Checking: 110 });
    expectTotals(await totals(), { assets: 11_000 + SAVING, liabilities: 41_000 + LOANS, checking: 11_000, card: 41_000 });
    const days = await t.database.db.select().from(netWorthSnapshots).where(eq(netWorthSnapshots.userId, client.user.id));
    expect(days).toHaveLength(1);
  });
});
