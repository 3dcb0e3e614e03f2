import { clientOnboarding, transactions, userProfiles } from '@finboard/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/modules/demo/demo-accounts';
import { logIn, sessionUser, type TestApp } from './test-app';
import { createDemoApp, demoEmail } from './support/demo-people';

// The demo advisor's book on a fresh start: the demo client connected with every switch on, a
// second client's request waiting, a third client connected sharing only Cash Flow.

let t: TestApp;
beforeAll(async () => {
  t = await createDemoApp();
}, 120_000);
afterAll(() => t?.close());

it('seeds a connected client, a pending request and a cash-flow-only client, read as the switches say', async () => {
  const advisor = await logIn(t, demoEmail('advisor'), DEMO_PASSWORD);
  const answer = await t.request({ method: 'GET', url: '/api/connections/clients', cookies: advisor });
  const clients = answer.json().clients as {
    client: { id: string; email: string };
    connection: { status: string; acceptedFrom: string | null; share: Record<string, boolean> };
  }[];
  const byEmail = new Map(clients.map((row) => [row.client.email, row]));
  expect(byEmail.get(demoEmail('client'))?.connection).toMatchObject({
    status: 'connected',
    acceptedFrom: 'Finboard Web',
    share: { all: true, netWorth: true, cashFlow: true, retirementScore: true },
  });
  expect(byEmail.get(demoEmail('pendingClient'))?.connection.status).toBe('pending');
  const cashFlowOnly = byEmail.get(demoEmail('cashFlowClient'));
  expect(cashFlowOnly?.connection).toMatchObject({ status: 'connected', share: { netWorth: false, cashFlow: true, retirementScore: false } });

  const id = cashFlowOnly?.client.id as string;
  const cashFlow = await t.request({ method: 'GET', url: `/api/cash-flow?userId=${id}`, cookies: advisor });
  expect(cashFlow.statusCode, cashFlow.body).toBe(200);
  expect(cashFlow.json().transactions.length).toBeGreaterThan(0);
  expect((await t.request({ method: 'GET', url: `/api/net-worth?userId=${id}`, cookies: advisor })).statusCode).toBe(403);
  expect((await t.request({ method: 'GET', url: `/api/net-worth?userId=${byEmail.get(demoEmail('client'))?.client.id}`, cookies: advisor })).statusCode).toBe(
    200,
  );
  // The client who shares everything has shared her plan too: the advisor sees My Plan on a first start.
  const plan = await t.request({ method: 'GET', url: `/api/my-plan?userId=${byEmail.get(demoEmail('client'))?.client.id}`, cookies: advisor });
  expect(plan.statusCode, plan.body).toBe(200);
  expect(plan.json().active?.name).toBe('Retire at 67');
}, 60_000);

it('seeds the demo advisor on a trial of the Firm plan with a card, and the demo client on the paid plan with two paid invoices', async () => {
  // The sandbox's events (the renewal among them) and the connection jobs queued when the demo advisor accepted.
  await t.app.jobs.drain();
  const advisor = await logIn(t, demoEmail('advisor'), DEMO_PASSWORD);
  const advisorBilling = (await t.request({ method: 'GET', url: '/api/billing', cookies: advisor })).json();
  expect(advisorBilling.subscription).toMatchObject({ plan: 'firm', planName: 'Firm', status: 'trialing' });
  expect(advisorBilling.paymentMethod).toMatchObject({ brand: 'visa', last4: '4242' });

  const client = await logIn(t, demoEmail('client'), DEMO_PASSWORD);
  const clientBilling = (await t.request({ method: 'GET', url: '/api/billing', cookies: client })).json();
  expect(clientBilling).toMatchObject({ plan: 'paid', subscription: { plan: 'client', status: 'active' } });
  expect(clientBilling.invoices.map((invoice: { status: string; amountPaidCents: number }) => [invoice.status, invoice.amountPaidCents])).toEqual([
    ['paid', 17900],
    ['paid', 17900],
  ]);
  const [newest, older] = clientBilling.invoices as { created: number }[];
  expect((newest?.created ?? 0) - (older?.created ?? 0)).toBeGreaterThan(27 * 86_400);
}, 60_000);

it("seeds the demo sub-advisor in the demo advisor's firm, who signs in and reads the primary's clients as shared, never billing", async () => {
  const primary = await logIn(t, demoEmail('advisor'), DEMO_PASSWORD);
  const sub = await logIn(t, demoEmail('subAdvisor'), DEMO_PASSWORD);
  const session = (await t.request({ method: 'GET', url: '/api/session', cookies: sub })).json();
  const primaryId = (await t.request({ method: 'GET', url: '/api/session', cookies: primary })).json().user.id;
  expect(session.user).toMatchObject({ role: 'advisor', parentId: primaryId });

  // The primary's pending requests are the primary's own; a sub-advisor sees the connected clients.
  const primaryClients = (
    (await t.request({ method: 'GET', url: '/api/connections/clients', cookies: primary })).json().clients as {
      client: { id: string };
      connection: { status: string };
    }[]
  ).filter((row) => row.connection.status === 'connected');
  const subClients = (await t.request({ method: 'GET', url: '/api/connections/clients', cookies: sub })).json().clients as { client: { id: string } }[];
  expect(subClients.map((row) => row.client.id).sort()).toEqual(primaryClients.map((row) => row.client.id).sort());

  // The 40 workspace clients (the demo client's own request to the demo advisor is pending: not theirs yet).
  expect(subClients.length).toBeGreaterThanOrEqual(40);
  const sharing = (subClients as { client: { id: string }; netWorthCents: number | null }[]).find((row) => row.netWorthCents !== null);
  expect((await t.request({ method: 'GET', url: `/api/net-worth?userId=${sharing?.client.id}`, cookies: sub })).statusCode).toBe(200);
  expect((await t.request({ method: 'GET', url: '/api/billing', cookies: sub })).statusCode).toBe(403);
}, 60_000);

it('seeds the cash-flow-only client as one person: the employer paying his checking is the one his profile, onboarding and Income page name', async () => {
  const sam = await logIn(t, demoEmail('cashFlowClient'), DEMO_PASSWORD);
  const samId = String((await sessionUser(t, sam))?.id);
  const db = t.database.db;
  const pay = await db
    .select({ merchantName: transactions.merchantName })
    .from(transactions)
    .where(and(eq(transactions.userId, samId), eq(transactions.categoryDetailed, 'INCOME_WAGES')));
  // Paid twice a month or every other week for at least the last few months.
  expect(pay.length).toBeGreaterThan(6);
  const employers = new Set(pay.map((row) => row.merchantName));
  expect(employers.size).toBe(1);
  const [employer] = [...employers];
  const [profile] = await db.select().from(userProfiles).where(eq(userProfiles.userId, samId));
  expect(profile?.employer).toBe(employer);
  const income = (await t.request({ method: 'GET', url: '/api/income', cookies: sam })).json().income as {
    incomeInfos: { owner: string; employerName: string; annualSalaryCents: number }[];
  };
  expect(income.incomeInfos).toEqual([expect.objectContaining({ owner: 'self', employerName: employer })]);
  const [onboarding] = await db.select().from(clientOnboarding).where(eq(clientOnboarding.userId, samId));
  expect(onboarding?.incomeCents).toBe(income.incomeInfos[0]?.annualSalaryCents);
});
