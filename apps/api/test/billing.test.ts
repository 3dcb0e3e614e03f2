import { createHmac, randomUUID } from 'node:crypto';
import { billingEvents, billingSandboxObjects, users } from '@finboard/db';
import { BILLING_PLANS, prorate, TRIAL_ENDED_MESSAGE } from '@finboard/domain/billing';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxBillingProvider } from '../src/providers/billing/sandbox/sandbox-billing-provider';
import { billingCalls, refused, type Party } from './billing-helpers';
import { createTestApp, sessionUser, signUp, type TestApp } from './test-app';

/**
 * Billing end to end through the api against the embedded sandbox, with a clock the test moves:
 * subscribing (trials, the client plan charged at once), test cards, plan changes with proration,
 * the connection charge, trial ends with and without a card, failed renewals, invoices and their
 * PDF, and webhook events handled once whatever their number and order.
 */

const DAY = 86_400;
let clock = Math.floor(Date.parse('2026-03-02T15:00:00Z') / 1000);
let sandbox: ReturnType<typeof createSandboxBillingProvider>;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    { AUTH_RATE_LIMIT_MAX: '100000' },
    {
      billing: ({ db, deliverEvent }) => {
        sandbox = createSandboxBillingProvider({
          db,
          now: () => clock,
          webhookSecret: WEBHOOK_SECRET,
          publicUrl: 'http://localhost:3000',
          productName: 'Finboard',
          deliverEvent,
        });
        return { provider: sandbox, sandbox, sandboxAt: null };
      },
    },
  );
});
afterAll(() => t?.close());

const WEBHOOK_SECRET = 'whsec_billingtestsecret';
const { get, post, overview, subscribeTo, subscriptionsOf, deliver, connect: connectParties } = billingCalls(() => t);

/** The card form: the sandbox makes a payment method, then billing attaches it. */
async function addCard(who: Party, number = '4242424242424242') {
  const made = await post(who, '/api/billing/sandbox/payment-methods', { number, expMonth: 12, expYear: 2034, cvc: '123', name: 'Ada Lovelace' });
  expect(made.statusCode, made.body).toBe(200);
  return post(who, '/api/billing/payment-method', { paymentMethodId: made.json().paymentMethodId });
}

/** Moves the sandbox's clock, lets it act (trial ends, renewals, retries) and handles the events it sent. */
async function advance(seconds: number) {
  clock += seconds;
  await sandbox.advanceClock();
  await t.app.jobs.drain();
}

/**
 * The client asks, the advisor accepts, the jobs run. By default the subscription's own events are
 * handled first, as they are within seconds in production; `eventsAfterAccept` handles them only
 * after the accept, the order in which a late event sets the plan column back to paid.
 */
async function connect(client: Party, advisor: Party, { eventsAfterAccept = false } = {}) {
  if (!eventsAfterAccept) await t.app.jobs.drain();
  return connectParties(client, advisor);
}

describe('an advisor subscribing', () => {
  it('starts the Event plan on a trial with the success card, once however often Subscribe is pressed', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    expect((await addCard(advisor)).statusCode).toBe(200);
    const key = randomUUID();
    const [first, second] = await Promise.all([subscribeTo(advisor, 'advanced', key), subscribeTo(advisor, 'advanced', key)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect((await subscribeTo(advisor, 'advanced', key)).statusCode).toBe(200);
    expect(await subscriptionsOf(advisor.user.id)).toHaveLength(1);
    const billing = await overview(advisor);
    expect(billing.subscription).toMatchObject({ plan: 'advanced', planName: 'Event', status: 'trialing', monthlyTotalCents: 5900 });
    expect(Date.parse(billing.subscription.trialEnd) / 1000).toBe(clock + 14 * DAY);
    expect(billing.paymentMethod).toMatchObject({ brand: 'visa', last4: '4242', name: 'Ada Lovelace', expMonth: 12, expYear: 2034 });
    expect(await sessionUser(t, advisor.cookies)).toMatchObject({ plan: 'paid', subscriptionStatus: 'trialing', advisorLinkActive: true });
  });

  it('turns the trial into a paid subscription by itself when a card is on file', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    await addCard(advisor);
    await subscribeTo(advisor, 'advanced');
    await advance(15 * DAY);
    const billing = await overview(advisor);
    expect(billing.subscription.status).toBe('active');
    expect(billing.invoices[0]).toMatchObject({ status: 'paid', amountPaidCents: 5900 });
    expect(billing.invoices[0].number).toMatch(/^[A-Z0-9]{8}-\d{4}$/);
  });

  it('pauses at the end of a trial without a card: the advisor waits for one, then goes on', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    const client = await signUp(t, { role: 'client' });
    await subscribeTo(advisor, 'basic');
    await connect(client, advisor);
    expect((await get(advisor, `/api/assets?userId=${client.user.id}`)).statusCode).toBe(200);
    await advance(15 * DAY);
    const billing = await overview(advisor);
    expect(billing.subscription.status).toBe('paused');
    expect(billing.trialEnded).toBe(true);
    expect(await sessionUser(t, advisor.cookies)).toMatchObject({ subscriptionStatus: 'paused', advisorLinkActive: false });
    await refused(get(advisor, `/api/assets?userId=${client.user.id}`), 403, TRIAL_ENDED_MESSAGE);
    expect((await addCard(advisor)).statusCode).toBe(200);
    expect((await overview(advisor)).subscription.status).toBe('active');
    expect((await get(advisor, `/api/assets?userId=${client.user.id}`)).statusCode).toBe(200);
  });

  it('refuses a declined card with the provider’s words and keeps nothing of it', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    await refused(addCard(advisor, '4000000000000002'), 402, 'Your card was declined.');
    await refused(addCard(advisor, '4000000000009995'), 402, 'Your card has insufficient funds.');
    const billing = await overview(advisor);
    expect(billing.paymentMethod).toBeNull();
    expect(billing.subscription).toBeNull();
    await refused(
      post(advisor, '/api/billing/sandbox/payment-methods', { number: '4242424242424241', expMonth: 1, expYear: 2034, cvc: '123', name: 'A' }),
      402,
      'Your card number is incorrect.',
    );
  });

  it('refuses a plan of the other role and a second subscription', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    await refused(subscribeTo(advisor, 'client'), 400, 'That plan is not available for your account.');
    await subscribeTo(advisor, 'basic');
    await refused(subscribeTo(advisor, 'firm'), 409, 'You already have a subscription. Change your plan from Billing.');
  });
});

describe('plan changes', () => {
  it('prorates a change in the middle of a period and does nothing for the same plan', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    await addCard(advisor);
    await subscribeTo(advisor, 'advanced');
    await advance(14 * DAY + 60);
    const [active] = await subscriptionsOf(advisor.user.id);
    const start = Math.floor((active?.currentPeriodStart?.getTime() ?? 0) / 1000);
    const end = Math.floor((active?.currentPeriodEnd?.getTime() ?? 0) / 1000);
    clock = start + Math.floor((end - start) / 3);
    const before = (await overview(advisor)).invoices.length;
    const same = await post(advisor, '/api/billing/subscription/plan', { plan: 'advanced', idempotencyKey: randomUUID() });
    expect(same.statusCode).toBe(200);
    expect(same.json().invoices).toHaveLength(before);
    const changed = await post(advisor, '/api/billing/subscription/plan', { plan: 'firm', idempotencyKey: randomUUID() });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().subscription).toMatchObject({ plan: 'firm', planName: 'Firm', status: 'active' });
    const expected = prorate({
      fromMonthlyCents: BILLING_PLANS.advanced.monthlyCents,
      toMonthlyCents: BILLING_PLANS.firm.monthlyCents,
      periodStart: start,
      periodEnd: end,
      changedAt: clock,
    });
    expect(changed.json().invoices[0]).toMatchObject({ amountDueCents: expected.netCents, status: 'paid' });
  });

  it('refuses a plan that allows fewer sub-accounts than the advisor has', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    await addCard(advisor);
    await subscribeTo(advisor, 'firm');
    for (const name of ['sub1', 'sub2']) {
      const sub = await signUp(t, { role: 'advisor', firstName: name });
      await t.database.db.update(users).set({ parentId: advisor.user.id }).where(eq(users.id, sub.user.id));
    }
    expect((await overview(advisor)).subAccountCount).toBe(2);
    await refused(
      post(advisor, '/api/billing/subscription/plan', { plan: 'advanced', idempotencyKey: randomUUID() }),
      409,
      'The Event plan allows no sub-accounts. Delete All Sub-accounts first.',
    );
    const page = await get(advisor, '/api/billing/sub-accounts?page=1');
    expect(page.json()).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect((await t.request({ method: 'DELETE', url: '/api/billing/sub-accounts', cookies: advisor.cookies })).json()).toEqual({ deleted: 2 });
    expect((await post(advisor, '/api/billing/subscription/plan', { plan: 'advanced', idempotencyKey: randomUUID() })).statusCode).toBe(200);
  });

  it("deletes one sub-account of the caller's own, and may invite again once the count is below the allowance", async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    const other = await signUp(t, { role: 'advisor' });
    await addCard(advisor);
    await subscribeTo(advisor, 'firm');
    const subs: string[] = [];
    for (const name of ['s1', 's2', 's3', 's4']) {
      const sub = await signUp(t, { role: 'advisor', firstName: name });
      await t.database.db.update(users).set({ parentId: advisor.user.id }).where(eq(users.id, sub.user.id));
      subs.push(sub.user.id);
    }
    expect((await get(advisor, '/api/billing/sub-accounts?page=1')).json()).toMatchObject({ total: 4, canInvite: false });
    const remove = (who: typeof advisor, id: string) => t.request({ method: 'DELETE', url: `/api/billing/sub-accounts/${id}`, cookies: who.cookies });
    await refused(remove(other, subs[0] as string), 404, 'Sub-account not found');
    expect((await remove(advisor, subs[0] as string)).statusCode).toBe(204);
    await refused(remove(advisor, subs[0] as string), 404, 'Sub-account not found');
    await refused(remove(advisor, other.user.id), 404, 'Sub-account not found');
    expect((await get(advisor, '/api/billing/sub-accounts?page=1')).json()).toMatchObject({ total: 3, canInvite: true });
  });
});

describe('the connection charge', () => {
  it('follows the connected clients beyond the plan’s included one and is invoiced at renewal', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    await addCard(advisor);
    await subscribeTo(advisor, 'basic');
    await advance(14 * DAY + 60);
    const clients = [await signUp(t, { role: 'client' }), await signUp(t, { role: 'client' }), await signUp(t, { role: 'client' })];
    const links = [];
    for (const client of clients) links.push(await connect(client, advisor));
    expect((await overview(advisor)).subscription).toMatchObject({ connectedClients: 3, extraClients: 2, monthlyTotalCents: 100 + 2 * 1597 });
    expect((await subscriptionsOf(advisor.user.id))[0]?.extraClients).toBe(2);
    // One client leaves before the period ends: the charge follows.
    expect((await post(advisor, `/api/connections/${links[2]}/disconnect`, {})).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect((await subscriptionsOf(advisor.user.id))[0]?.extraClients).toBe(1);
    await advance(31 * DAY);
    const renewal = (await overview(advisor)).invoices[0];
    expect(renewal).toMatchObject({ status: 'paid', amountPaidCents: 100 + 1 * 1597 });
  });
});

describe('the client plan', () => {
  it('charges $179 at once, with an invoice, and lets the client link a bank', async () => {
    const client = await signUp(t, { role: 'client' });
    await addCard(client);
    const subscribed = await subscribeTo(client, 'client');
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(subscribed.json().subscription).toMatchObject({ plan: 'client', status: 'active' });
    expect(subscribed.json().invoices[0]).toMatchObject({ amountPaidCents: 17900, status: 'paid' });
    expect(await sessionUser(t, client.cookies)).toMatchObject({ plan: 'paid', subscriptionStatus: 'active' });
    expect((await post(client, '/api/institutions/link-token', {})).statusCode).toBe(200);
  });

  it('leaves no live subscription when the first charge fails', async () => {
    const client = await signUp(t, { role: 'client' });
    expect((await addCard(client, '4000000000000341')).statusCode).toBe(200);
    await refused(subscribeTo(client, 'client'), 402, 'Your card was declined.');
    const live = (await subscriptionsOf(client.user.id)).filter((row) => !['incomplete_expired', 'canceled'].includes(row.status));
    expect(live).toHaveLength(0);
    expect(await sessionUser(t, client.cookies)).toMatchObject({ plan: 'free' });
  });

  it('stays free with Advisor Sponsorship only with a connected advisor', async () => {
    const client = await signUp(t, { role: 'client' });
    await refused(post(client, '/api/billing/client-plan', { sponsored: true }), 400, 'Connect with an advisor first: a connected advisor sponsors your plan.');
    await connect(client, await signUp(t, { role: 'advisor' }));
    const sponsored = await post(client, '/api/billing/client-plan', { sponsored: true });
    expect(sponsored.statusCode, sponsored.body).toBe(200);
    expect(sponsored.json()).toMatchObject({ plan: 'free', connectedAdvisors: 1 });
  });

  it('ends a paying client’s plan when an advisor accepts them (sponsored from then on)', async () => {
    const client = await signUp(t, { role: 'client' });
    await addCard(client);
    await subscribeTo(client, 'client');
    await connect(client, await signUp(t, { role: 'advisor' }));
    expect((await overview(client)).subscription.status).toBe('canceled');
    expect(await sessionUser(t, client.cookies)).toMatchObject({ plan: 'free', clientAdvisorCount: 1 });
  });

  it('ends it too when the subscription’s own events are handled after the accept (they set the plan back to paid first)', async () => {
    const client = await signUp(t, { role: 'client' });
    await addCard(client);
    await subscribeTo(client, 'client');
    await connect(client, await signUp(t, { role: 'advisor' }), { eventsAfterAccept: true });
    expect((await overview(client)).subscription.status).toBe('canceled');
    expect(await sessionUser(t, client.cookies)).toMatchObject({ plan: 'free', clientAdvisorCount: 1 });
  });

  it('keeps a plan the client took while already connected (Advisor Sponsorship: No) when a connection later ends', async () => {
    const client = await signUp(t, { role: 'client' });
    await connect(client, await signUp(t, { role: 'advisor' }));
    const second = await connect(client, await signUp(t, { role: 'advisor' }));
    await addCard(client);
    await subscribeTo(client, 'client');
    await t.app.jobs.drain();
    const ended = await post(client, `/api/connections/${second}/disconnect`, {});
    expect(ended.statusCode, ended.body).toBe(200);
    await t.app.jobs.drain();
    expect((await overview(client)).subscription.status).toBe('active');
    expect(await sessionUser(t, client.cookies)).toMatchObject({ plan: 'paid', clientAdvisorCount: 1 });
  });
});

describe('failed renewals', () => {
  it('goes past_due, retries, then unpaid', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    await addCard(advisor, '4000000000000341');
    await subscribeTo(advisor, 'basic');
    await advance(14 * DAY + 60);
    let billing = await overview(advisor);
    expect(billing.subscription.status).toBe('past_due');
    expect(billing.invoices[0]).toMatchObject({ status: 'open', amountPaidCents: 0 });
    expect(await sessionUser(t, advisor.cookies)).toMatchObject({ advisorLinkActive: false });
    for (let attempt = 0; attempt < 4; attempt += 1) await advance(3 * DAY + 60);
    billing = await overview(advisor);
    expect(billing.subscription.status).toBe('unpaid');
  });
});

describe('invoices', () => {
  it('serves the owner’s invoice PDF and nobody else’s', async () => {
    const client = await signUp(t, { role: 'client' });
    await addCard(client);
    const invoice = (await subscribeTo(client, 'client')).json().invoices[0];
    const pdf = await get(client, invoice.invoicePdfUrl);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = await signUp(t, { role: 'client' });
    await refused(get(stranger, invoice.invoicePdfUrl), 404, 'Invoice not found');
    expect((await get(client, '/api/billing/invoices/..%2F..%2Fetc/pdf')).statusCode).toBe(400);
  });
});

/** Stripe's signature scheme, as the provider signs a delivery. */
function signed(rawBody: string, at = clock, secret = WEBHOOK_SECRET) {
  const signature = createHmac('sha256', secret).update(`${at}.${rawBody}`).digest('hex');
  return `t=${at},v1=${signature}`;
}

async function sandboxEventsOf(customerId: string) {
  const rows = await t.database.db
    .select()
    .from(billingSandboxObjects)
    .where(and(eq(billingSandboxObjects.type, 'event'), eq(billingSandboxObjects.customerId, customerId)));
  return rows.map((row) => row.data as { id: string; type: string; created: number });
}

describe('webhooks', () => {
  it('handles an event once however often and however concurrently it is delivered', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    await addCard(advisor);
    await subscribeTo(advisor, 'advanced');
    const [sub] = await subscriptionsOf(advisor.user.id);
    const events = await sandboxEventsOf(sub?.customerId ?? '');
    const event = events.find((candidate) => candidate.type === 'customer.subscription.created');
    expect(event).toBeDefined();
    const rawBody = JSON.stringify(event);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(rawBody, signed(rawBody))));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const [claimed] = await t.database.db
      .select({ n: count() })
      .from(billingEvents)
      .where(eq(billingEvents.eventId, event?.id ?? ''));
    expect(claimed?.n).toBe(1);
    expect(answers.every((answer) => answer.json().duplicate === true)).toBe(true);
  });

  it('leaves the newest state when events come in the wrong order', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    await addCard(advisor);
    await subscribeTo(advisor, 'advanced');
    await advance(15 * DAY);
    const [sub] = await subscriptionsOf(advisor.user.id);
    // Replay the oldest subscription event (trialing) as if it arrived last, under a new id.
    const created = (await sandboxEventsOf(sub?.customerId ?? '')).find((event) => event.type === 'customer.subscription.created');
    const late = JSON.stringify({ ...created, id: `evt_late${Date.now()}` });
    expect((await deliver(late, signed(late))).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect((await overview(advisor)).subscription.status).toBe('active');
  });

  it('refuses a forged, tampered or stale signature and ignores an unknown customer', async () => {
    const body = JSON.stringify({
      id: 'evt_forged1',
      object: 'event',
      type: 'customer.subscription.updated',
      created: clock,
      data: { object: { id: 'sub_nobody', object: 'subscription', customer: 'cus_nobody' } },
    });
    await refused(deliver(body, signed(body, clock, 'whsec_wrong')), 401, 'The webhook signature is not valid.');
    await refused(deliver(body, signed(`${body} `)), 401, 'The webhook signature is not valid.');
    await refused(deliver(body, signed(body, clock - 3600)), 401, 'The webhook signature is not valid.');
    await refused(deliver(body, 'garbage'), 401, 'The webhook signature is not valid.');
    const unknown = await deliver(body, signed(body));
    expect(unknown.statusCode, unknown.body).toBe(200);
    await t.app.jobs.drain();
    const [row] = await t.database.db.select().from(billingEvents).where(eq(billingEvents.eventId, 'evt_forged1'));
    expect(row?.processedAt).not.toBeNull();
    expect((await deliver('{not json', signed('{not json'))).statusCode).toBe(400);
  });
});
