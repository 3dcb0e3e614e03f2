import { netWorthSnapshots } from '@finboard/db';
import { addDays, addMonths } from '@finboard/domain/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxAggregation } from '../src/providers/aggregation/sandbox/sandbox-aggregation-provider';
import { productToday } from '../src/platform/clock';
import { linkEvergreen, ok } from './cash-flow-helpers';
import { createTestApp, expectError, signUp, type TestApp } from './test-app';

// The net-worth chart: a point a day, the last snapshot carried over days without one, none
// before the first; today's assets and liabilities beside it; access as every client read.

const NOW = new Date();
const sandbox = createSandboxAggregation({ clock: () => NOW });
const TODAY = productToday(NOW);

interface Point {
  date: string;
  netWorthCents: number;
  assetsCents: number;
  liabilitiesCents: number;
  isSnapshot: boolean;
}
interface NetWorth {
  startDate: string;
  endDate: string;
  points: Point[];
  assets: { id: string; balanceType: string; amountCents: number }[];
  liabilities: { id: string; balanceType: string; amountCents: number }[];
}

let t: TestApp;
let client: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' }, { aggregation: { provider: sandbox.provider, sandbox: sandbox.controls } });
  client = await signUp(t);
  other = await signUp(t);
  await linkEvergreen(t, client);
  const snapshot = (daysAgo: number, assets: number, liabilities: number) => ({
    userId: client.user.id,
    trackingDate: addDays(TODAY, -daysAgo),
    assetsCents: assets,
    liabilitiesCents: liabilities,
    netWorthCents: assets - liabilities,
    investmentsCents: 0,
    institutionCount: 1,
  });
  await t.database.db.insert(netWorthSnapshots).values([snapshot(10, 500_000, 100_000), snapshot(5, 700_000, 150_000)]);
});
afterAll(() => t?.close());

const get = (cookies: string[], url: string) => t.request({ method: 'GET', url, cookies });
const netWorth = (query: string, cookies = client.cookies) => ok<NetWorth>(get(cookies, `/api/net-worth?${query}`));

describe('net worth history', () => {
  it('one point a day from the first snapshot, the last value carried forward', async () => {
    const body = await netWorth(`startDate=${addDays(TODAY, -12)}&endDate=${TODAY}`);
    expect(body.points.map((point) => point.date)).toEqual(Array.from({ length: 11 }, (_, index) => addDays(TODAY, index - 10)));
    const at = (daysAgo: number) => body.points.find((point) => point.date === addDays(TODAY, -daysAgo));
    expect(at(10)).toMatchObject({ netWorthCents: 400_000, assetsCents: 500_000, liabilitiesCents: 100_000, isSnapshot: true });
    expect(at(6)).toMatchObject({ netWorthCents: 400_000, isSnapshot: false });
    expect(at(5)).toMatchObject({ netWorthCents: 550_000, isSnapshot: true });
    expect(at(1)).toMatchObject({ netWorthCents: 550_000, assetsCents: 700_000, liabilitiesCents: 150_000, isSnapshot: false });
    // Today's snapshot is the one the link wrote: the live balances.
    const today = at(0) as Point;
    expect(today.isSnapshot).toBe(true);
    const sum = (rows: { amountCents: number }[]) => rows.reduce((total, row) => total + row.amountCents, 0);
    expect(today).toMatchObject({
      assetsCents: sum(body.assets),
      liabilitiesCents: sum(body.liabilities),
      netWorthCents: sum(body.assets) - sum(body.liabilities),
    });
  });

  it('a range starting between snapshots begins with the one before it; the chips end today', async () => {
    const body = await netWorth(`startDate=${addDays(TODAY, -7)}&endDate=${addDays(TODAY, -3)}`);
    expect(body.points.map((point) => [point.date, point.netWorthCents])).toEqual([
      [addDays(TODAY, -7), 400_000],
      [addDays(TODAY, -6), 400_000],
      [addDays(TODAY, -5), 550_000],
      [addDays(TODAY, -4), 550_000],
      [addDays(TODAY, -3), 550_000],
    ]);
    expect(await netWorth('period=1W')).toMatchObject({ startDate: addDays(TODAY, -6), endDate: TODAY });
    expect(await netWorth('')).toMatchObject({ startDate: addMonths(TODAY, -1), endDate: TODAY });
    const year = await netWorth('period=1Y');
    expect(year.points[0]?.date).toBe(addDays(TODAY, -10));
    expect(year.points.at(-1)?.date).toBe(TODAY);
    // Before the first snapshot there is nothing to show.
    expect((await netWorth(`startDate=${addDays(TODAY, -40)}&endDate=${addDays(TODAY, -20)}`)).points).toEqual([]);
  });

  it('lists the assets and liabilities as the assets page does', async () => {
    const body = await netWorth('');
    const assetsPage = await ok<{ accounts: unknown[] }>(get(client.cookies, '/api/assets'));
    const liabilitiesPage = await ok<{ accounts: unknown[] }>(get(client.cookies, '/api/liabilities'));
    expect(body.assets).toEqual(assetsPage.accounts);
    expect(body.liabilities).toEqual(liabilitiesPage.accounts);
    expect(body.assets.length).toBeGreaterThan(0);
    expect(body.liabilities.length).toBeGreaterThan(0);
  });

  it('validates the range and keeps each client to their own data', async () => {
    expectError(await get(client.cookies, `/api/net-worth?startDate=${TODAY}&endDate=${addDays(TODAY, -1)}`), 400, 'VALIDATION');
    expectError(await get(client.cookies, '/api/net-worth?startDate=2023-02-29&endDate=2023-03-01'), 400, 'VALIDATION');
    const refusal = expectError(await get(other.cookies, `/api/net-worth?userId=${client.user.id}`), 403, 'FORBIDDEN');
    expect(refusal.message).toBe("you don't have access to this feature");
    expectError(await t.request({ method: 'GET', url: '/api/net-worth' }), 401);
    expect(await netWorth('', other.cookies)).toMatchObject({ points: [], assets: [], liabilities: [] });
  });
});
