import { randomUUID } from 'node:crypto';
import { advisorDataViews, clientAdvisorLinks, institutions, netWorthSnapshots, users } from '@finboard/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectError, signUp, type TestApp } from './test-app';

/** My Clients at scale (issue 34): server-side search, filters, sort, pages, favourites first, and only the caller's own clients. */

type Party = Awaited<ReturnType<typeof signUp>>;
interface Row {
  client: { id: string; firstName: string; lastName: string; email: string };
  connection: { source: string; advisorId: string; share: { netWorth: boolean; cashFlow: boolean } };
  isFavorite: boolean;
  netWorthCents: number | null;
  needsAttention: boolean;
}
interface Page {
  clients: Row[];
  total: number;
  page: number;
  pageSize: number;
  sources: string[];
}

let t: TestApp;
let advisor: Party;
let otherAdvisor: Party;
const DAY = 86_400_000;

const get = (who: Party, url: string) => t.request({ method: 'GET', url, cookies: who.cookies });
async function page(query = '', who: Party = advisor): Promise<Page> {
  const answer = await get(who, `/api/connections/clients/page${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}
const names = (result: Page) => result.clients.map((row) => row.client.firstName);

interface Seed {
  firstName: string;
  lastName?: string;
  source?: string;
  daysAgo: number;
  share?: { netWorth: boolean; cashFlow: boolean; retirementScore: boolean };
  status?: 'connected' | 'pending' | 'disconnected';
  netWorthCents?: number;
  advisorId?: string;
}

/** A client straight in the database: the list reads users and links only, and 13 sign-ups would be slow. */
async function seedClient(seed: Seed): Promise<string> {
  const id = randomUUID();
  const { db } = t.database;
  const email = `${seed.firstName.toLowerCase()}.${id.slice(0, 6)}@example.test`;
  await db
    .insert(users)
    .values({ id, name: seed.firstName, email, emailVerified: true, firstName: seed.firstName, lastName: seed.lastName ?? 'Client', role: 'client' });
  const share = seed.share ?? { netWorth: true, cashFlow: true, retirementScore: true };
  const at = new Date(Date.now() - seed.daysAgo * DAY);
  await db.insert(clientAdvisorLinks).values({
    id: randomUUID(),
    userId: id,
    advisorId: seed.advisorId ?? advisor.user.id,
    status: seed.status ?? 'connected',
    requestedBy: 'client',
    source: seed.source ?? 'Referral',
    shareNetWorth: share.netWorth,
    shareCashFlow: share.cashFlow,
    shareRetirementScore: share.retirementScore,
    shareAll: share.netWorth && share.cashFlow && share.retirementScore,
    requestedAt: at,
    acceptedAt: seed.status === 'pending' ? null : at,
  });
  if (seed.netWorthCents !== undefined) {
    await db
      .insert(netWorthSnapshots)
      .values({ userId: id, trackingDate: '2026-01-01', netWorthCents: 1, assetsCents: 1, liabilitiesCents: 0, investmentsCents: 0, institutionCount: 0 });
    await db.insert(netWorthSnapshots).values({
      userId: id,
      trackingDate: '2026-02-01',
      netWorthCents: seed.netWorthCents,
      assetsCents: seed.netWorthCents,
      liabilitiesCents: 0,
      investmentsCents: 0,
      institutionCount: 0,
    });
  }
  return id;
}

async function linkBank(userId: string, { errorCode = null, syncedDaysAgo }: { errorCode?: string | null; syncedDaysAgo: number }) {
  await t.database.db.insert(institutions).values({
    id: randomUUID(),
    userId,
    provider: 'sandbox',
    providerItemId: randomUUID(),
    name: 'Bank',
    errorCode,
    lastSyncedAt: new Date(Date.now() - syncedDaysAgo * DAY),
  });
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' });
  advisor = await signUp(t, { role: 'advisor' });
  otherAdvisor = await signUp(t, { role: 'advisor' });
  // 13 connected clients, the newest first by name order c01 (1 day ago) … c13 (13 days ago).
  for (let n = 1; n <= 13; n++) {
    const firstName = `C${String(n).padStart(2, '0')}`;
    ids[firstName] = await seedClient({ firstName, daysAgo: n, source: n % 2 ? 'Referral' : 'Facebook', netWorthCents: n * 1000 });
  }
  ids.Ada = await seedClient({
    firstName: 'Ada',
    lastName: 'Lovelace',
    daysAgo: 20,
    source: 'Spring Fair',
    share: { netWorth: false, cashFlow: true, retirementScore: false },
    netWorthCents: 99_999_00,
  });
  ids.Pending = await seedClient({ firstName: 'Pending', daysAgo: 0, status: 'pending' });
  ids.Gone = await seedClient({ firstName: 'Gone', daysAgo: 0, status: 'disconnected' });
  // Another advisor's client, named to match every search below.
  ids.Intruder = await seedClient({ firstName: 'Ada', lastName: 'Intruder', daysAgo: 0, advisorId: otherAdvisor.user.id, source: 'Referral' });
  for (const name of ['C07', 'C12']) {
    const answer = await t.request({ method: 'PUT', url: `/api/connections/favorites/${ids[name]}`, payload: {}, cookies: advisor.cookies });
    expect(answer.statusCode, answer.body).toBe(200);
  }
  await linkBank(ids.C03!, { errorCode: 'ITEM_LOGIN_REQUIRED', syncedDaysAgo: 0 });
  await linkBank(ids.C04!, { syncedDaysAgo: 5 });
  await linkBank(ids.C05!, { syncedDaysAgo: 1 });
  // Ada does not share Net Worth: her bank's state is not the advisor's to see.
  await linkBank(ids.Ada, { errorCode: 'ITEM_LOGIN_REQUIRED', syncedDaysAgo: 9 });
}, 240_000);
afterAll(() => t?.close());

describe('pages of My Clients', () => {
  it('shows 10 connected clients a page, favourites pinned first, then the newest', async () => {
    const first = await page();
    expect(first).toMatchObject({ total: 14, page: 1, pageSize: 10 });
    expect(names(first)).toEqual(['C07', 'C12', 'C01', 'C02', 'C03', 'C04', 'C05', 'C06', 'C08', 'C09']);
    expect(first.clients.slice(0, 2).every((row) => row.isFavorite)).toBe(true);
    const second = await page('?page=2');
    expect(names(second)).toEqual(['C10', 'C11', 'C13', 'Ada']);
    expect((await page('?pageSize=25')).clients).toHaveLength(14);
  });

  it("never lists a pending, a disconnected or another advisor's client", async () => {
    const all = await page('?pageSize=100');
    const listed = all.clients.map((row) => row.client.id);
    for (const name of ['Pending', 'Gone', 'Intruder']) expect(listed).not.toContain(ids[name]);
    expect(all.clients.every((row) => row.connection.advisorId === advisor.user.id)).toBe(true);
    // The other advisor sees their one client and none of these.
    const theirs = await page('', otherAdvisor);
    expect(theirs.clients.map((row) => row.client.id)).toEqual([ids.Intruder]);
    expect(theirs.sources).toEqual(['Referral']);
  });

  it('searches by name or email, every word, case and LIKE characters taken literally', async () => {
    expect((await page('?search=ada%20LOVE')).clients.map((row) => row.client.id)).toEqual([ids.Ada]);
    expect((await page('?search=lovelace%20ada')).total).toBe(1);
    const byEmail = await page(`?search=${encodeURIComponent(ids.C02!.slice(0, 6))}`);
    expect(byEmail.clients.map((row) => row.client.id)).toContain(ids.C02);
    expect((await page('?search=%25')).total).toBe(0);
    expect((await page('?search=_')).total).toBe(0);
    expect((await page('?search=Intruder')).total).toBe(0);
  });

  it('filters by source (any case), favourites, a shared part and attention, offering the sources it has', async () => {
    const bySource = await page('?source=facebook&pageSize=25');
    expect(names(bySource)).toEqual(['C12', 'C02', 'C04', 'C06', 'C08', 'C10']);
    expect(bySource.sources).toEqual(['Facebook', 'Referral', 'Spring Fair']);
    expect(names(await page('?favorites=true'))).toEqual(['C07', 'C12']);
    expect((await page('?shares=netWorth')).total).toBe(13);
    expect(names(await page('?shares=retirementScore&favorites=true'))).toEqual(['C07', 'C12']);
    // A bank needing login, one not synced for 3 days; not a fresh one, nor a client who does not share Net Worth.
    const attention = await page('?attention=true');
    expect(names(attention)).toEqual(['C03', 'C04']);
    expect(attention.clients.every((row) => row.needsAttention)).toBe(true);
    const ada = (await page('?search=lovelace')).clients[0];
    expect(ada).toMatchObject({ needsAttention: false, netWorthCents: null });
  });

  it('sorts by net worth either way, a client who does not share it last, favourites still first', async () => {
    const desc = await page('?sort=netWorthDesc&pageSize=25');
    expect(names(desc)).toEqual(['C12', 'C07', 'C13', 'C11', 'C10', 'C09', 'C08', 'C06', 'C05', 'C04', 'C03', 'C02', 'C01', 'Ada']);
    expect(desc.clients[2]!.netWorthCents).toBe(13_000);
    const asc = await page('?sort=netWorthAsc&pageSize=25');
    expect(names(asc)).toEqual(['C07', 'C12', 'C01', 'C02', 'C03', 'C04', 'C05', 'C06', 'C08', 'C09', 'C10', 'C11', 'C13', 'Ada']);
  });

  it('gives the total on a page past the end', async () => {
    expect(await page('?page=3')).toMatchObject({ clients: [], total: 14, page: 3 });
  });

  it('answers 400 with a clear message to a bad query, and 403 to a client', async () => {
    expect(expectError(await get(advisor, '/api/connections/clients/page?pageSize=7'), 400).message).toMatch(/Page size must be one of 10, 25, 50, 100/);
    expect(expectError(await get(advisor, '/api/connections/clients/page?page=0'), 400).message).toMatch(/Page must be 1 or more/);
    expect(expectError(await get(advisor, '/api/connections/clients/page?sort=name'), 400).message).toMatch(/Sort must be one of/);
    expect(expectError(await get(advisor, '/api/connections/clients/page?favorites=yes'), 400).message).toMatch(/Favorites must be true or false/);
    expect(expectError(await get(advisor, '/api/connections/clients/page?advisorId=x'), 400).message.length).toBeGreaterThan(0);
    const client = await signUp(t, { role: 'client' });
    expectError(await get(client, '/api/connections/clients/page'), 403);
  });

  it("lists a sub-advisor their primary's connected clients with the favourites of their own", async () => {
    const sub = await signUp(t, { role: 'advisor' });
    await t.database.db.update(users).set({ parentId: advisor.user.id }).where(eq(users.id, sub.user.id));
    const result = await page('?pageSize=25', sub);
    expect(result.total).toBe(14);
    expect(result.clients.some((row) => row.isFavorite)).toBe(false);
  });
});

describe("the side menu's recent clients", () => {
  it("gives the advisor's own latest read of each client, never another advisor's", async () => {
    const { db } = t.database;
    const view = (advisorId: string, at: string) => ({ id: randomUUID(), userId: ids.C09!, advisorId, scope: 'netWorth', viewedAt: new Date(at) });
    await db
      .insert(advisorDataViews)
      .values([
        view(advisor.user.id, '2026-03-01T10:00:00Z'),
        view(advisor.user.id, '2026-03-02T10:00:00Z'),
        view(otherAdvisor.user.id, '2026-03-05T10:00:00Z'),
      ]);
    const answer = await get(advisor, '/api/connections/clients');
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = answer.json().clients as { client: { id: string }; lastViewedAt: string | null }[];
    expect(rows.find((row) => row.client.id === ids.C09)?.lastViewedAt).toBe('2026-03-02T10:00:00.000Z');
    expect(rows.find((row) => row.client.id === ids.C08)?.lastViewedAt).toBeNull();
  });
});
