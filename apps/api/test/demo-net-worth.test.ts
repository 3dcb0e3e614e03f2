import { transactions, financialAccounts } from '@finboard/db';
import { addDays } from '@finboard/domain/calendar';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoNetWorthHistory } from '../src/modules/demo/demo-net-worth';
import type { DemoContext } from '../src/modules/demo/demo-seeders';
import { createSandboxAggregation } from '../src/providers/aggregation/sandbox/sandbox-aggregation-provider';
import { productToday } from '../src/platform/clock';
import { linkEvergreen, ok } from './cash-flow-helpers';
import { createTestApp, signUp, type TestApp } from './test-app';

// The demo client's net-worth history: weekday snapshots walked back from today's balances
// through the transactions, so the chart has a past and weekends carry Friday forward.

const NOW = new Date();
const sandbox = createSandboxAggregation({ clock: () => NOW });
const TODAY = productToday(NOW);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' }, { aggregation: { provider: sandbox.provider, sandbox: sandbox.controls } });
});
afterAll(() => t?.close());

interface Point {
  date: string;
  assetsCents: number;
  liabilitiesCents: number;
  netWorthCents: number;
  isSnapshot: boolean;
}

it('seeds weekday snapshots whose day-to-day changes are the transactions of the day', async () => {
  const client = await signUp(t);
  await linkEvergreen(t, client);
  await seedDemoNetWorthHistory({ db: t.database.db, today: TODAY, userIds: { client: client.user.id } } as unknown as DemoContext);
  const { points } = await ok<{ points: Point[] }>(t.request({ method: 'GET', url: '/api/net-worth?period=3M', cookies: client.cookies }));
  expect(points.length).toBeGreaterThan(85);
  for (const point of points) {
    const weekday = ![0, 6].includes(new Date(`${point.date}T00:00:00Z`).getUTCDay());
    expect(point.isSnapshot, point.date).toBe(weekday || point.date === TODAY);
    expect(point.netWorthCents).toBe(point.assetsCents - point.liabilitiesCents);
  }
  const rows = await t.database.db
    .select({ date: transactions.date, amountCents: transactions.amountCents, balanceType: financialAccounts.balanceType })
    .from(transactions)
    .innerJoin(financialAccounts, eq(financialAccounts.id, transactions.accountId))
    .where(and(eq(transactions.userId, client.user.id), isNull(transactions.deletedAt)));
  // Between two consecutive weekday snapshots, assets fell by the money that left asset accounts.
  const snapshots = points.filter((point) => point.isSnapshot);
  let checked = 0;
  for (let index = 1; index < snapshots.length; index++) {
    const [before, after] = [snapshots[index - 1] as Point, snapshots[index] as Point];
    const spent = rows
      .filter((row) => row.balanceType === 'assets' && row.date > before.date && row.date <= after.date)
      .reduce((sum, row) => sum + row.amountCents, 0);
    expect(before.assetsCents - after.assetsCents, `${before.date} → ${after.date}`).toBe(spent);
    if (spent !== 0) checked++;
  }
  expect(checked).toBeGreaterThan(10);
  expect(points.some((point) => point.date === addDays(TODAY, -1))).toBe(true);
});
