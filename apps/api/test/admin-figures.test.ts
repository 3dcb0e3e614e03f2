import { users } from '@finboard/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productToday } from '../src/platform/clock';
import { addInvoice, addSubscription, connect, countBySql, linkInstitution, signUpAdmin } from './admin-helpers';
import { createTestApp, expectError, signUp, type TestApp } from './test-app';

/**
 * The admin figures, each held against a count the test makes in SQL of its own over the same
 * database (and the MRR against the catalogue's prices by hand).
 */

let t: TestApp;
let adminCookies: string[];
const ids: Record<string, string> = {};
const DAY = 86_400_000;
const NY = sql.raw(`'America/New_York'`);

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000000' });
  adminCookies = (await signUpAdmin(t)).cookies;
  const people = [
    ['zed', 'client', 'Zed', 'Quarry'],
    ['amy', 'client', 'Amy', 'Archer'],
    ['bob', 'client', 'Bob', 'Baker'],
    ['cat', 'client', 'Cat', 'Cooper'],
    ['firm', 'advisor', 'Fiona', 'Firm'],
    ['sub', 'advisor', 'Sam', 'Sub'],
    ['solo', 'advisor', 'Oscar', 'Solo'],
  ] as const;
  for (const [key, role, firstName, lastName] of people) ids[key] = (await signUp(t, { role, firstName, lastName })).user.id;
  const db = t.database.db;
  await db
    .update(users)
    .set({ parentId: ids.firm })
    .where(eq(users.id, ids.sub as string));
  await db
    .update(users)
    .set({ suspendedAt: new Date(), plan: 'paid' })
    .where(eq(users.id, ids.cat as string));
  await db
    .update(users)
    .set({ lastActiveAt: new Date(Date.now() - 90 * DAY) })
    .where(eq(users.id, ids.bob as string));
  await db
    .update(users)
    .set({ registrationContext: { source: 'Directory' } })
    .where(eq(users.id, ids.amy as string));
  await db
    .update(users)
    .set({ registrationContext: { advisor: ids.firm as string } })
    .where(eq(users.id, ids.zed as string));
  await connect(t, ids.zed as string, ids.firm as string);
  await connect(t, ids.amy as string, ids.sub as string);
  await connect(t, ids.bob as string, ids.sub as string);
  await connect(t, ids.cat as string, ids.solo as string, 'pending');
  await linkInstitution(t, ids.zed as string);
  await linkInstitution(t, ids.zed as string, 'ITEM_LOGIN_REQUIRED');
  await linkInstitution(t, ids.amy as string);
  const now = new Date();
  await addSubscription(t, ids.firm as string, { planKey: 'firm', status: 'trialing', trialEnd: now, currentPeriodEnd: now });
  await addSubscription(t, ids.solo as string, { planKey: 'basic', status: 'active', extraClients: 2, provider: 'stripe', currentPeriodEnd: now });
  await addSubscription(t, ids.zed as string, { planKey: 'client', status: 'past_due' });
  await addSubscription(t, ids.amy as string, { planKey: 'client', status: 'canceled' });
  await addSubscription(t, ids.sub as string, { planKey: 'advanced', status: 'paused', trialEnd: new Date(now.getTime() - DAY) });
  await addInvoice(t, ids.solo as string, { status: 'paid', amountCents: 3294 });
  await addInvoice(t, ids.solo as string, { status: 'open', amountCents: 3294, attemptCount: 2, nextPaymentAttempt: now });
  await addInvoice(t, ids.zed as string, { status: 'open', amountCents: 17900 });
  await addInvoice(t, ids.zed as string, { status: 'uncollectible', amountCents: 17900, attemptCount: 4 });
}, 60_000);
afterAll(() => t?.close());

const get = async (url: string) => {
  const response = await t.request({ method: 'GET', url, cookies: adminCookies });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('dashboard', () => {
  it('counts as the database does', async () => {
    const body = await get('/api/admin/dashboard');
    const startOf30Days = sql`(((now() at time zone ${NY})::date - 29)::timestamp at time zone ${NY})`;
    expect(body.signUps.total).toBe(await countBySql(t, sql`select count(*) as n from users`));
    expect(body.signUps.last30Days).toBe(await countBySql(t, sql`select count(*) as n from users where created_at >= ${startOf30Days}`));
    expect(body.activeClients).toBe(
      await countBySql(t, sql`select count(*) as n from users where role = 'client' and suspended_at is null and last_active_at >= now() - interval '30 days'`),
    );
    expect(body.activeClients).toBe(2); // zed and amy: bob was last active 90 days ago, cat is suspended
    expect(body.activeAdvisors).toBe(
      await countBySql(
        t,
        sql`select count(*) as n from users where role = 'advisor' and suspended_at is null and last_active_at >= now() - interval '30 days'`,
      ),
    );
    expect(body.connections).toEqual({
      connected: await countBySql(t, sql`select count(*) as n from client_advisor_links where status = 'connected'`),
      pending: await countBySql(t, sql`select count(*) as n from client_advisor_links where status = 'pending'`),
    });
    expect(body.institutions).toEqual({ linked: 3, needingLogin: 1 });
    // basic active with 2 extra clients + the client plan past due; trials, paused and canceled pay nothing.
    expect(body.mrrCents).toBe(100 + 2 * 1597 + 17900);
    // The firm's trial is not revenue: shown apart with the MRR it will add (domain business figures).
    expect(body.inTrial).toEqual({ count: 1, mrrCents: 59_700 });
    // The Sunday-to-Saturday week of today in New York (date_trunc's weeks start on Monday: shifted a day).
    const weekStart = sql`((date_trunc('week', (now() at time zone ${NY}) + interval '1 day') - interval '1 day') at time zone ${NY})`;
    expect(body.trialsEndingThisWeek.count).toBe(
      await countBySql(
        t,
        sql`select count(*) as n from billing_subscriptions where status = 'trialing' and trial_end >= ${weekStart} and trial_end < ${weekStart} + interval '7 days'`,
      ),
    );
    expect(body.trialsEndingThisWeek.count).toBe(1);
    // The week holds today and runs to its Saturday: never a week that ended before today.
    expect(body.trialsEndingThisWeek.week.startDate <= productToday() && productToday() <= body.trialsEndingThisWeek.week.endDate).toBe(true);
    expect(new Date(`${body.trialsEndingThisWeek.week.endDate}T12:00:00Z`).getUTCDay()).toBe(6);
    expect(body.series.signUps).toHaveLength(30);
    expect(body.series.signUps.at(-1)).toEqual({ date: productToday(), count: body.signUps.last30Days });
    expect(body.series.connections.at(-1).count).toBe(3);
  });
});

describe('clients list', () => {
  it('lists clients only, with their plan, advisors, institutions and no secrets', async () => {
    const body = await get('/api/admin/clients?sort=name&order=asc&pageSize=100');
    expect(body.total).toBe(await countBySql(t, sql`select count(*) as n from users where role = 'client'`));
    expect(body.totalCapped).toBe(false);
    const zed = body.rows.find((row: { id: string }) => row.id === ids.zed);
    expect(zed).toMatchObject({ firstName: 'Zed', connectedAdvisors: 1, linkedInstitutions: 2, plan: 'free', suspendedAt: null });
    expect(Object.keys(zed).sort()).toEqual(
      [
        'connectedAdvisors',
        'createdAt',
        'email',
        'emailVerified',
        'firstName',
        'id',
        'lastActiveAt',
        'lastName',
        'linkedInstitutions',
        'plan',
        'suspendedAt',
      ].sort(),
    );
    const lastNames = body.rows.map((row: { lastName: string }) => row.lastName);
    expect(lastNames).toEqual([...lastNames].sort());
    expect(body.rows.some((row: { id: string }) => row.id === ids.firm)).toBe(false);
  });

  it('searches, filters and pages on the server', async () => {
    const searched = await get('/api/admin/clients?search=quarry');
    expect(searched.rows.map((row: { id: string }) => row.id)).toEqual([ids.zed]);
    // A search with few matches finds them first, then sorts them (another plan): still in order.
    const sortedMatches = await get('/api/admin/clients?search=example.com&sort=name&order=desc');
    const names = sortedMatches.rows.map((row: { lastName: string }) => row.lastName);
    expect(names).toEqual([...names].sort().reverse());
    expect(names).toContain('Quarry');
    const wildcard = await get(`/api/admin/clients?search=${encodeURIComponent('%')}`);
    expect(wildcard.total).toBe(0);
    const suspended = await get('/api/admin/clients?status=suspended');
    expect(suspended.rows.map((row: { id: string }) => row.id)).toEqual([ids.cat]);
    const paid = await get('/api/admin/clients?plan=paid');
    expect(paid.total).toBe(await countBySql(t, sql`select count(*) as n from users where role = 'client' and plan <> 'free'`));
    const first = await get('/api/admin/clients?pageSize=2&page=1&sort=createdAt&order=asc');
    const second = await get('/api/admin/clients?pageSize=2&page=2&sort=createdAt&order=asc');
    expect(first.rows).toHaveLength(2);
    expect(second.rows[0].id).not.toBe(first.rows[1].id);
    const recent = await get('/api/admin/clients?sort=lastActiveAt&order=desc&pageSize=100');
    // Bob's last session was 90 days ago: the least recent of the clients.
    expect(recent.rows.at(-1).id).toBe(ids.bob);
    const times = recent.rows.map((row: { lastActiveAt: string | null }) => row.lastActiveAt ?? '');
    expect(times.filter(Boolean)).toEqual([...times.filter(Boolean)].sort().reverse());
  });

  it('refuses a bad page, sort or filter with a readable message', async () => {
    const cases: [string, string][] = [
      ['page=0', 'Page must be 1 or more'],
      ['page=abc', 'Page must be a whole number'],
      ['pageSize=1000', 'Page size can be at most 100'],
      ['sort=password', 'Sort must be one of createdAt, lastActiveAt, name, email'],
      ['order=sideways', 'Order must be asc or desc'],
      ['status=deleted', 'Status must be active or suspended'],
    ];
    for (const [query, message] of cases) {
      const response = await t.request({ method: 'GET', url: `/api/admin/clients?${query}`, cookies: adminCookies });
      expect(expectError(response, 400, 'VALIDATION').message, query).toBe(message);
    }
    const unknown = await t.request({ method: 'GET', url: '/api/admin/clients?role=admin', cookies: adminCookies });
    expect(expectError(unknown, 400, 'VALIDATION').message).toMatch(/role/i);
  });
});

describe('firms', () => {
  it('groups sub-advisors under their primary advisor, with the firm subscription', async () => {
    const { firms, total } = await get('/api/admin/firms?pageSize=100');
    expect(firms.some((firm: { id: string }) => firm.id === ids.sub)).toBe(false);
    const firm = firms.find((row: { id: string }) => row.id === ids.firm);
    expect(firm).toMatchObject({ planKey: 'firm', subscriptionStatus: 'trialing', connectedClients: 1, totalConnectedClients: 3 });
    expect(firm.trialEndAt).not.toBeNull();
    expect(firm.subAdvisors).toEqual([expect.objectContaining({ id: ids.sub, connectedClients: 2 })]);
    const primaries = await countBySql(t, sql`select count(*) as n from users where role = 'advisor' and parent_id is null`);
    expect(total).toBe(primaries);
    expect(firms).toHaveLength(primaries);
  });

  it('searches (a sub-advisor finds its firm), sorts and pages on the server', async () => {
    const bySub = await get('/api/admin/firms?search=SAM%20SUB');
    expect(bySub.firms.map((firm: { id: string }) => firm.id)).toEqual([ids.firm]);
    expect(bySub.total).toBe(1);
    expect((await get('/api/admin/firms?search=%25')).total).toBe(0);

    const byClients = await get('/api/admin/firms?sort=clients&order=desc&pageSize=100');
    const totals = byClients.firms.map((firm: { totalConnectedClients: number }) => firm.totalConnectedClients);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(byClients.firms[0].id).toBe(ids.firm);

    const all = (await get('/api/admin/firms?sort=name&pageSize=100')).firms.map((firm: { id: string }) => firm.id);
    const pages = [...(await get('/api/admin/firms?sort=name&pageSize=1&page=1')).firms, ...(await get('/api/admin/firms?sort=name&pageSize=1&page=2')).firms];
    expect(pages.map((firm: { id: string }) => firm.id)).toEqual(all.slice(0, 2));
    const bad = await t.request({ method: 'GET', url: '/api/admin/firms?sort=size', cookies: adminCookies });
    expect(expectError(bad, 400, 'VALIDATION').message).toContain('Sort must be one of name, createdAt, clients');
  });
});

describe('billing', () => {
  it('counts subscriptions and invoices and lists failed payments with a link for Stripe', async () => {
    const body = await get('/api/admin/billing');
    expect(body.mrrCents).toBe(100 + 2 * 1597 + 17900);
    // The firm's trial is not revenue: shown apart with the MRR it will add (domain business figures).
    expect(body.inTrial).toEqual({ count: 1, mrrCents: 59_700 });
    expect(body.subscriptionsByPlan).toEqual([
      { planKey: 'basic', count: 1, mrrCents: 100 + 2 * 1597 },
      { planKey: 'client', count: 1, mrrCents: 17900 },
    ]);
    for (const row of body.subscriptionsByStatus) {
      expect(row.count, row.status).toBe(await countBySql(t, sql`select count(*) as n from billing_subscriptions where status = ${row.status}`));
    }
    expect(body.invoices).toMatchObject({ paid: 1, open: 1, failed: 2 });
    expect(body.failedPayments).toHaveLength(1);
    expect(body.failedPayments[0]).toMatchObject({ userId: ids.solo, attemptCount: 2, amountDueCents: 3294 });
    expect(body.failedPayments[0].nextPaymentAttemptAt).not.toBeNull();
    expect(body.failedPayments[0].providerUrl).toMatch(/^https:\/\/dashboard\.stripe\.com\/(test\/)?invoices\/in_/);
    const sandboxInvoice = body.invoices.recent.find((invoice: { userId: string }) => invoice.userId === ids.zed);
    expect(sandboxInvoice.providerUrl).toBeNull();
  });
});

describe('sales', () => {
  it('counts sign-ups and conversions by day and by source', async () => {
    const body = await get('/api/admin/sales');
    const today = body.days.at(-1);
    expect(today.date).toBe(productToday());
    const todayStart = sql`((now() at time zone ${NY})::date::timestamp at time zone ${NY})`;
    expect(today.signUps).toBe(await countBySql(t, sql`select count(*) as n from users where created_at >= ${todayStart}`));
    expect(today.conversions).toBe(
      await countBySql(
        t,
        sql`select count(*) as n from billing_subscriptions where status in ('active', 'past_due') and coalesce(trial_end, created_at) >= ${todayStart}`,
      ),
    );
    const source = (name: string) => body.bySource.find((row: { source: string }) => row.source === name);
    expect(source('Directory')).toMatchObject({ signUps: 1, clients: 1, advisors: 0 });
    expect(source('Advisor link')).toMatchObject({ signUps: 1, clients: 1 });
    expect(source('Direct').signUps).toBe(
      await countBySql(t, sql`select count(*) as n from users where registration_context is null or registration_context = '{}'::jsonb`),
    );
    // Issue 33: every row's columns add up to its sign-ups (the admin signed up today is one of the others), and the rows to the days'.
    for (const row of body.bySource) expect(row.clients + row.advisors + row.others, row.source).toBe(row.signUps);
    expect(source('Direct').others).toBeGreaterThanOrEqual(1);
    const total = body.days.reduce((sum: number, day: { signUps: number }) => sum + day.signUps, 0);
    expect(body.bySource.reduce((sum: number, row: { signUps: number }) => sum + row.signUps, 0)).toBe(total);
    // The paused trial ended yesterday without paying; the firm's ends today but is still a trial.
    expect(body.trials.ended).toBeGreaterThanOrEqual(1);
    expect(body.trials.converted).toBe(0);
    // The range's conversions bring MRR by the one definition: here the basic plan and the client plan set up today.
    expect(body.newMrrCents).toBe(100 + 2 * 1597 + 17900);
  });

  it('refuses a range backwards', async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/sales?from=2026-02-01&to=2026-01-01', cookies: adminCookies });
    expect(expectError(response, 400, 'VALIDATION').message).toBe('From must be on or before To');
  });
});

describe('calendar', () => {
  it("shows the month's trial ends, renewals and payment retries", async () => {
    const body = await get('/api/admin/calendar');
    expect(body.month).toBe(productToday().slice(0, 7));
    const kinds = (kind: string) => body.events.filter((event: { kind: string }) => event.kind === kind);
    expect(kinds('trial-end').map((event: { userId: string }) => event.userId)).toContain(ids.firm);
    expect(kinds('renewal')).toEqual([expect.objectContaining({ userId: ids.solo, amountCents: 100 + 2 * 1597, date: productToday() })]);
    expect(kinds('payment-retry')).toEqual([expect.objectContaining({ userId: ids.solo, amountCents: 3294 })]);
    const bad = await t.request({ method: 'GET', url: '/api/admin/calendar?month=2026-13', cookies: adminCookies });
    expect(expectError(bad, 400, 'VALIDATION').message).toBe('Month must be in the YYYY-MM format');
  });
});
