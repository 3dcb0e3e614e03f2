import { adminMrrSnapshots, billingSubscriptions } from '@finboard/db';
import { addDays } from '@finboard/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueJob } from '../src/jobs/job-runner';
import { mrrSnapshotSchedule } from '../src/modules/admin/mrr-snapshot.job';
import { productToday } from '../src/platform/clock';
import { addSubscription, signUpAdmin } from './admin-helpers';
import { createTestApp, signUp, type TestApp } from './test-app';

/**
 * MRR over time: the daily snapshot job records the day's MRR, which later changes to the
 * subscriptions do not rewrite; the dashboard's and Billing's series and the month's change are read
 * from the snapshots, with today's point live. Amounts are the catalogue's, worked out here by hand.
 */

let t: TestApp;
let adminCookies: string[];
const BASIC_WITH_ONE_EXTRA = 100 + 1597;
const FIRM = 59700;

beforeAll(async () => {
  t = await createTestApp();
  adminCookies = (await signUpAdmin(t)).cookies;
}, 60_000);
afterAll(() => t?.close());

const get = async (url: string) => {
  const response = await t.request({ method: 'GET', url, cookies: adminCookies });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

async function runSnapshotJob() {
  await queueJob(t.database.db, mrrSnapshotSchedule(productToday).due(new Date()));
  await t.app.jobs.drain();
}

describe('daily MRR snapshot', () => {
  it("records today's MRR once, keeps it when subscriptions change later, and draws the series and the month's change from it", async () => {
    const today = productToday();
    const advisor = (await signUp(t, { role: 'advisor' })).user.id;
    const firm = (await signUp(t, { role: 'advisor' })).user.id;
    await addSubscription(t, advisor, { planKey: 'basic', status: 'active', extraClients: 1 });
    const firmSubscription = await addSubscription(t, firm, { planKey: 'firm', status: 'active' });

    await runSnapshotJob();
    const [snapshot] = await t.database.db.select().from(adminMrrSnapshots).where(eq(adminMrrSnapshots.day, today));
    expect(snapshot).toMatchObject({ mrrCents: BASIC_WITH_ONE_EXTRA + FIRM, payingSubscriptions: 2 });

    // The firm cancels later today: today's point is live, the recorded snapshot stays what it was.
    await t.database.db.update(billingSubscriptions).set({ status: 'canceled' }).where(eq(billingSubscriptions.id, firmSubscription));
    const [kept] = await t.database.db.select().from(adminMrrSnapshots).where(eq(adminMrrSnapshots.day, today));
    expect(kept?.mrrCents).toBe(BASIC_WITH_ONE_EXTRA + FIRM);

    // Earlier days, as the job would have left them; a day it missed stays empty, not zero.
    const yesterday = addDays(today, -1);
    const tenDaysAgo = addDays(today, -10);
    const monthStart = `${today.slice(0, 7)}-01`;
    await t.database.db.insert(adminMrrSnapshots).values([
      { day: yesterday, mrrCents: 50_000, payingSubscriptions: 3 },
      { day: tenDaysAgo, mrrCents: 40_000, payingSubscriptions: 2 },
    ]);

    const dashboard = await get('/api/admin/dashboard');
    expect(dashboard.mrrCents).toBe(BASIC_WITH_ONE_EXTRA);
    expect(dashboard.series.mrr).toHaveLength(30);
    expect(dashboard.series.mrr.at(-1)).toEqual({ date: today, mrrCents: BASIC_WITH_ONE_EXTRA });
    expect(dashboard.series.mrr.at(-2)).toEqual({ date: yesterday, mrrCents: 50_000 });
    expect(dashboard.series.mrr.find((day: { date: string }) => day.date === tenDaysAgo).mrrCents).toBe(40_000);
    expect(dashboard.series.mrr.find((day: { date: string }) => day.date === addDays(today, -2)).mrrCents).toBeNull();

    // The change is against the month's earliest snapshot before today.
    const earliestThisMonth = [tenDaysAgo, yesterday].filter((day) => day >= monthStart).sort()[0];
    const from = earliestThisMonth === tenDaysAgo ? 40_000 : earliestThisMonth === yesterday ? 50_000 : null;
    expect(dashboard.mrrChange).toEqual(from === null ? null : { sinceDate: earliestThisMonth, fromCents: from, changeCents: BASIC_WITH_ONE_EXTRA - from });

    const billing = await get('/api/admin/billing');
    expect(billing.mrrSeries).toHaveLength(90);
    expect(billing.mrrSeries.at(-1)).toEqual({ date: today, mrrCents: BASIC_WITH_ONE_EXTRA });
    expect(billing.mrrChange).toEqual(dashboard.mrrChange);
  });
});
