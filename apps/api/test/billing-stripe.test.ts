import { randomUUID } from 'node:crypto';
import { billingCustomers, billingEvents, billingSubscriptions } from '@finboard/db';
import { BILLING_PLANS, prorate, TRIAL_ENDED_MESSAGE } from '@finboard/domain/billing';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from './fakes/fake-stripe-server';
import type { FakeStripeEvent } from './fakes/fake-stripe/webhooks';
import { billingCalls, refused, type Party } from './billing-helpers';
import { createTestApp, sessionUser, signUp, type TestApp } from './test-app';

/**
 * Billing end to end through the api with Stripe as the provider (the official client pointed at
 * the local fake Stripe by STRIPE_API_BASE_URL): cards attached by their PaymentMethod id (Stripe
 * Elements makes them in the browser), trials, the client plan charged at once, trial ends with and
 * without a card, prorated plan changes, the connection charge as meter events, webhook deliveries
 * signed with the endpoint's secret (replays, concurrency, order, forgeries) and the invoice PDF.
 * The fake's clock moves by `fake.advance`; what Stripe would then send is delivered by the test.
 */

const DAY = 86_400;
let fake: FakeStripe;
let t: TestApp;
let webhookSecret: string;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '100000',
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_BASE_URL: fake.url,
  });
  webhookSecret = t.config.billing.stripe?.webhookSecret ?? '';
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const { get, post, overview, subscribeTo, subscriptionsOf, deliver, connect } = billingCalls(() => t);

/** With Stripe the card form is Stripe Elements: the browser gets a PaymentMethod id; a test token stands for it. */
const addCard = (who: Party, paymentMethodId = 'pm_card_visa') => post(who, '/api/billing/payment-method', { paymentMethodId });

async function customerOf(who: Party): Promise<string> {
  const [row] = await t.database.db.select({ customerId: billingCustomers.customerId }).from(billingCustomers).where(eq(billingCustomers.userId, who.user.id));
  expect(row?.customerId).toMatch(/^cus_/);
  return row?.customerId ?? '';
}

/** The customer an event's object belongs to (a customer event's object is the customer). */
const customerOfEvent = (event: FakeStripeEvent) => {
  const object = event.data.object as { object?: string; id?: string; customer?: string };
  return object.object === 'customer' ? object.id : object.customer;
};

/** A delivery as Stripe makes it: the event's JSON, signed now with the endpoint's secret. */
const deliverEvent = (event: FakeStripeEvent, options: { timestamp?: number; secret?: string } = {}) => {
  const payload = JSON.stringify(event, null, 2);
  return deliver(
    payload,
    fake.signatureHeader(payload, { secret: options.secret ?? webhookSecret, ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}) }),
  );
};

const delivered = new Set<string>();

/** The events the fake recorded for a customer that were not delivered yet, oldest first. */
const pendingEventsOf = (customerId: string) => fake.events.filter((event) => customerOfEvent(event) === customerId && !delivered.has(event.id));

/** Delivers the customer's new events to the webhook in the order Stripe made them, then runs the jobs they queued. */
async function deliverEventsOf(customerId: string) {
  const events = pendingEventsOf(customerId);
  for (const event of events) {
    const answer = await deliverEvent(event);
    expect(answer.statusCode, answer.body).toBe(200);
    delivered.add(event.id);
  }
  await t.app.jobs.drain();
  return events;
}

/** Moves Stripe's clock (trial ends, renewals) and delivers what it sent about this user. */
async function advance(who: Party, seconds: number) {
  fake.advance(seconds);
  return deliverEventsOf(await customerOf(who));
}

const stripeSubscription = async (who: Party) => {
  const [row] = await subscriptionsOf(who.user.id);
  const found = fake.state.subscriptions.get(row?.id ?? '');
  expect(found).toBeDefined();
  return found!;
};

describe('with Stripe as the provider', () => {
  it('says so in the overview, with the publishable key for Stripe Elements, and has no sandbox card form', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    expect(await overview(advisor)).toMatchObject({ provider: 'stripe', publishableKey: fake.publishableKey, subscription: null, paymentMethod: null });
    expect(
      (await post(advisor, '/api/billing/sandbox/payment-methods', { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', name: 'A' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('an advisor subscribing', () => {
  it('starts the Event plan on a trial, one subscription however often Subscribe is pressed', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    const carded = await addCard(advisor);
    expect(carded.statusCode, carded.body).toBe(200);
    expect(carded.json().paymentMethod).toMatchObject({ brand: 'visa', last4: '4242' });
    const customerId = await customerOf(advisor);
    expect(fake.state.customers.get(customerId)?.metadata).toEqual({ finboard_user_id: advisor.user.id });

    const key = randomUUID();
    const [first, second] = await Promise.all([subscribeTo(advisor, 'advanced', key), subscribeTo(advisor, 'advanced', key)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect((await subscribeTo(advisor, 'advanced', key)).statusCode).toBe(200);
    expect(await subscriptionsOf(advisor.user.id)).toHaveLength(1);
    expect([...fake.state.subscriptions.values()].filter((subscription) => subscription.customer === customerId)).toHaveLength(1);

    const billing = await overview(advisor);
    expect(billing.subscription).toMatchObject({ plan: 'advanced', planName: 'Event', status: 'trialing', monthlyTotalCents: 5900 });
    const stored = await stripeSubscription(advisor);
    expect(Date.parse(billing.subscription.trialEnd) / 1000).toBe(stored.trialEnd);
    expect(stored.trialEnd! - stored.created).toBe(14 * DAY);
    expect(stored.missingPaymentMethod).toBe('pause');
    // The trial's $0 invoice, paid without a charge.
    expect(billing.invoices[0]).toMatchObject({ amountDueCents: 0, status: 'paid', accountName: 'Finboard' });
    expect(billing.paymentMethod).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(await sessionUser(t, advisor.cookies)).toMatchObject({ plan: 'paid', subscriptionStatus: 'trialing', advisorLinkActive: true });
  });

  it('refuses a declined card and one with insufficient funds with Stripe’s message, keeping nothing', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    await refused(addCard(advisor, 'pm_card_chargeDeclined'), 402, 'Your card was declined.');
    await refused(addCard(advisor, 'pm_card_chargeDeclinedInsufficientFunds'), 402, 'Your card has insufficient funds.');
    const billing = await overview(advisor);
    expect(billing.paymentMethod).toBeNull();
    expect(billing.subscription).toBeNull();
    const customerId = await customerOf(advisor);
    expect(fake.state.customers.get(customerId)?.defaultPaymentMethod).toBeNull();
    expect([...fake.state.paymentMethods.values()].some((method) => method.customer === customerId)).toBe(false);
  });

  it('turns the trial into a paid subscription at its end when a card is on file', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    await addCard(advisor);
    await subscribeTo(advisor, 'advanced');
    const events = await advance(advisor, 15 * DAY);
    expect(events.map((event) => event.type)).toEqual(expect.arrayContaining(['customer.subscription.updated', 'invoice.paid']));
    const billing = await overview(advisor);
    expect(billing.subscription.status).toBe('active');
    expect(billing.invoices[0]).toMatchObject({ status: 'paid', amountPaidCents: 5900, amountDueCents: 5900 });
    expect(billing.invoices[0].number).toMatch(/^[A-Z0-9]{8}-0002$/);
    expect(await sessionUser(t, advisor.cookies)).toMatchObject({ subscriptionStatus: 'active', advisorLinkActive: true });
  });

  it('pauses at the end of a trial without a card: the advisor is refused client data until a card resumes it', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    const client = await signUp(t, { role: 'client' });
    expect((await subscribeTo(advisor, 'basic')).statusCode).toBe(200);
    await connect(client, advisor);
    expect((await get(advisor, `/api/assets?userId=${client.user.id}`)).statusCode).toBe(200);
    const events = await advance(advisor, 15 * DAY);
    expect(events.map((event) => event.type)).toContain('customer.subscription.paused');
    const billing = await overview(advisor);
    expect(billing.subscription.status).toBe('paused');
    expect(billing.trialEnded).toBe(true);
    expect(await sessionUser(t, advisor.cookies)).toMatchObject({ subscriptionStatus: 'paused', advisorLinkActive: false });
    await refused(get(advisor, `/api/assets?userId=${client.user.id}`), 403, TRIAL_ENDED_MESSAGE);

    const carded = await addCard(advisor);
    expect(carded.statusCode, carded.body).toBe(200);
    expect(carded.json().subscription.status).toBe('active');
    expect(carded.json().invoices[0]).toMatchObject({ status: 'paid', amountPaidCents: BILLING_PLANS.basic.monthlyCents });
    expect((await stripeSubscription(advisor)).status).toBe('active');
    expect((await get(advisor, `/api/assets?userId=${client.user.id}`)).statusCode).toBe(200);
    // What Stripe sends about the resume changes nothing more.
    await deliverEventsOf(await customerOf(advisor));
    expect((await overview(advisor)).subscription.status).toBe('active');
  });
});

describe('the client plan', () => {
  it('charges $179 at once with an invoice and lets the client link a bank', async () => {
    const client = await signUp(t, { role: 'client' });
    await addCard(client);
    const subscribed = await subscribeTo(client, 'client');
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect(subscribed.json().subscription).toMatchObject({ plan: 'client', status: 'active', trialEnd: null });
    expect(subscribed.json().invoices[0]).toMatchObject({ amountPaidCents: 17900, amountDueCents: 17900, status: 'paid' });
    expect(subscribed.json().invoices[0].number).toMatch(/^[A-Z0-9]{8}-0001$/);
    expect(await sessionUser(t, client.cookies)).toMatchObject({ plan: 'paid', subscriptionStatus: 'active' });
    expect((await post(client, '/api/institutions/link-token', {})).statusCode).toBe(200);
  });

  it('refuses pm_card_chargeCustomerFail at the first charge and leaves no live subscription', async () => {
    const client = await signUp(t, { role: 'client' });
    const carded = await addCard(client, 'pm_card_chargeCustomerFail');
    expect(carded.statusCode, carded.body).toBe(200);
    expect(carded.json().paymentMethod).toMatchObject({ last4: '0341' });
    await refused(subscribeTo(client, 'client'), 402, 'Your card was declined.');
    const live = (await subscriptionsOf(client.user.id)).filter((row) => !['incomplete_expired', 'canceled'].includes(row.status));
    expect(live).toHaveLength(0);
    const customerId = await customerOf(client);
    expect([...fake.state.subscriptions.values()].filter((subscription) => subscription.customer === customerId)).toHaveLength(0);
    expect((await overview(client)).subscription).toBeNull();
    expect(await sessionUser(t, client.cookies)).toMatchObject({ plan: 'free' });
  });
});

describe('Pay now after a renewal that failed', () => {
  it('pays the open invoice at once with the new card (POST /v1/invoices/{id}/pay with payment_method) and the plan is active again', async () => {
    const client = await signUp(t, { role: 'client' });
    await addCard(client, 'pm_card_chargeCustomerFail');
    // The first charge succeeds with a good card; the renewal meets the card that declines.
    await addCard(client);
    expect((await subscribeTo(client, 'client')).statusCode).toBe(200);
    expect((await addCard(client, 'pm_card_chargeCustomerFail')).statusCode).toBe(200);
    await advance(client, 32 * DAY);
    const owing = await overview(client);
    expect(owing.subscription.status).toBe('past_due');
    const open = fake.state.invoices.get(owing.openInvoice?.id ?? '');
    expect(open).toMatchObject({ status: 'open', amountDue: 17_900 });
    expect(owing.openInvoice).toMatchObject({ amountDueCents: 17_900, nextPaymentAttempt: new Date((open?.nextPaymentAttempt ?? 0) * 1000).toISOString() });

    // A card that declines: Stripe's 402, the invoice open, a new key for the next press.
    await refused(
      post(client, '/api/billing/payment-method', { paymentMethodId: 'pm_card_chargeCustomerFail', idempotencyKey: randomUUID() }),
      402,
      'Your card was declined.',
    );
    expect(open?.status).toBe('open');
    const paid = await post(client, '/api/billing/payment-method', { paymentMethodId: 'pm_card_mastercard', idempotencyKey: randomUUID() });
    expect(paid.statusCode, paid.body).toBe(200);
    const payRequests = fake.requests.filter((request) => request.method === 'POST' && request.path === `/v1/invoices/${open?.id}/pay`);
    expect(payRequests).toHaveLength(2);
    expect(payRequests[1]?.form.payment_method).toMatch(/^pm_/);
    expect(payRequests[1]?.form.payment_method).not.toBe(payRequests[0]?.form.payment_method);
    expect(payRequests[0]?.idempotencyKey).toMatch(/^pay_invoice:/);
    expect(payRequests[1]?.idempotencyKey).not.toBe(payRequests[0]?.idempotencyKey);
    expect(open).toMatchObject({ status: 'paid', amountPaid: 17_900 });
    expect(paid.json()).toMatchObject({ subscription: { status: 'active' }, openInvoice: null, paymentMethod: { last4: '4444' } });
    expect(await sessionUser(t, client.cookies)).toMatchObject({ subscriptionStatus: 'active' });
    expect((await post(client, '/api/institutions/link-token', {})).statusCode).toBe(200);
  });
});

describe('plan changes', () => {
  it('prorates a change in the middle of a period as the domain does, and does nothing for the same plan', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    await addCard(advisor);
    await subscribeTo(advisor, 'advanced');
    await advance(advisor, 14 * DAY + 60);
    const [active] = await subscriptionsOf(advisor.user.id);
    expect(active?.status).toBe('active');
    const start = Math.floor((active?.currentPeriodStart?.getTime() ?? 0) / 1000);
    const end = Math.floor((active?.currentPeriodEnd?.getTime() ?? 0) / 1000);
    fake.advance(start + Math.floor((end - start) / 3) - fake.now());

    const before = (await overview(advisor)).invoices.length;
    const updatesBefore = fake.requests.filter((request) => request.method === 'POST' && request.path === `/v1/subscriptions/${active?.id}`).length;
    const same = await post(advisor, '/api/billing/subscription/plan', { plan: 'advanced', idempotencyKey: randomUUID() });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().invoices).toHaveLength(before);
    expect(same.json().subscription).toMatchObject({ plan: 'advanced', status: 'active' });
    expect(fake.requests.filter((request) => request.method === 'POST' && request.path === `/v1/subscriptions/${active?.id}`)).toHaveLength(updatesBefore);

    const changed = await post(advisor, '/api/billing/subscription/plan', { plan: 'firm', idempotencyKey: randomUUID() });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().subscription).toMatchObject({ plan: 'firm', planName: 'Firm', status: 'active' });
    expect(changed.json().invoices).toHaveLength(before + 1);
    const invoice = changed.json().invoices[0];
    // Prorated by the second at the moment Stripe made the invoice.
    const expected = prorate({
      fromMonthlyCents: BILLING_PLANS.advanced.monthlyCents,
      toMonthlyCents: BILLING_PLANS.firm.monthlyCents,
      periodStart: start,
      periodEnd: end,
      changedAt: invoice.created,
    });
    expect(expected.netCents).toBeGreaterThan(0);
    expect(invoice).toMatchObject({ amountDueCents: expected.netCents, amountPaidCents: expected.netCents, status: 'paid' });
    expect(fake.state.invoices.get(invoice.id)?.billingReason).toBe('subscription_update');
    // The period is unchanged by a plan change.
    expect(Math.floor(Date.parse(changed.json().subscription.currentPeriodEnd) / 1000)).toBe(end);
  });
});

describe('Pay now when Stripe’s answer is lost', () => {
  it('pays once: the next press finds the invoice already paid and shows the plan active', async () => {
    const client = await signUp(t, { role: 'client' });
    await addCard(client);
    expect((await subscribeTo(client, 'client')).statusCode).toBe(200);
    expect((await addCard(client, 'pm_card_chargeCustomerFail')).statusCode).toBe(200);
    await advance(client, 32 * DAY);
    const owing = await overview(client);
    const open = fake.state.invoices.get(owing.openInvoice?.id ?? '');
    expect(open?.status).toBe('open');
    // Stripe pays, but no answer reaches us (the client's own two retries included).
    fake.failNext(3, 'dropped', { path: `/v1/invoices/${open?.id}/pay`, method: 'POST' });
    const lost = await post(client, '/api/billing/payment-method', { paymentMethodId: 'pm_card_visa', idempotencyKey: randomUUID() });
    expect(lost.statusCode, lost.body).toBeGreaterThanOrEqual(500);
    expect(open?.status).toBe('paid');
    const again = await post(client, '/api/billing/payment-method', { paymentMethodId: 'pm_card_mastercard', idempotencyKey: randomUUID() });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ subscription: { status: 'active' }, openInvoice: null });
    expect(again.json().invoices.find((invoice: { id: string }) => invoice.id === open?.id)).toMatchObject({ status: 'paid', amountPaidCents: 17_900 });
    // One payment: the second press did not ask Stripe to pay again.
    const payments = fake.requests.filter((request) => request.method === 'POST' && request.path === `/v1/invoices/${open?.id}/pay`);
    expect(new Set(payments.map((request) => request.idempotencyKey)).size).toBe(1);
  });
});

describe('the preview of a plan change with Stripe', () => {
  it('asks Stripe for the invoice preview of the change and shows what the change then charges', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    await addCard(advisor);
    await subscribeTo(advisor, 'advanced');
    await advance(advisor, 14 * DAY + 60);
    const [active] = await subscriptionsOf(advisor.user.id);
    expect(active?.status).toBe('active');
    fake.advance(9 * DAY);

    const preview = await get(advisor, '/api/billing/subscription/plan-preview?plan=firm');
    expect(preview.statusCode, preview.body).toBe(200);
    const sent = fake.requests.filter((request) => request.method === 'POST' && request.path === '/v1/invoices/create_preview').at(-1);
    expect(sent?.form).toMatchObject({ subscription: active?.id, subscription_details: { proration_behavior: 'always_invoice' } });
    expect(preview.json()).toMatchObject({ currentMonthlyCents: 5_900, nextMonthlyCents: 59_700, costsMore: true });
    // Nothing changed at Stripe.
    expect(fake.state.subscriptions.get(active?.id ?? '')?.metadata.finboard_plan).toBe('advanced');

    const changed = await post(advisor, '/api/billing/subscription/plan', { plan: 'firm', idempotencyKey: randomUUID() });
    expect(changed.statusCode, changed.body).toBe(200);
    // Prorated by the second: the change a moment later charges the preview's amount to within a cent or two.
    expect(Math.abs(changed.json().invoices[0].amountDueCents - preview.json().dueNowCents)).toBeLessThanOrEqual(2);
    expect(preview.json().dueNowCents).toBeGreaterThan(0);
  });
});

describe('the connection charge', () => {
  it('reports the connected clients beyond the included one as meter events, billed at renewal', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    await addCard(advisor);
    await subscribeTo(advisor, 'basic');
    await advance(advisor, 14 * DAY + 60);
    const customerId = await customerOf(advisor);
    const meterValues = () =>
      [...fake.state.meterEvents.values()]
        .filter((event) => event.eventName === 'finboard_extra_clients' && event.payload.stripe_customer_id === customerId)
        .sort((a, b) => a.created - b.created)
        .map((event) => event.payload.value);

    const clients = [await signUp(t, { role: 'client' }), await signUp(t, { role: 'client' }), await signUp(t, { role: 'client' })];
    const links = [];
    for (const client of clients) links.push(await connect(client, advisor));
    // The first client is included; each one beyond is reported as it connects.
    expect(meterValues()).toEqual(['1', '2']);
    expect((await overview(advisor)).subscription).toMatchObject({ connectedClients: 3, extraClients: 2, monthlyTotalCents: 100 + 2 * 1597 });
    expect((await subscriptionsOf(advisor.user.id))[0]?.extraClients).toBe(2);
    const stored = await stripeSubscription(advisor);
    expect(stored.metadata.finboard_extra_clients).toBe('2');

    // One client leaves before the period ends: the charge follows.
    expect((await post(advisor, `/api/connections/${links[2]}/disconnect`, {})).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect(meterValues()).toEqual(['1', '2', '1']);
    expect((await subscriptionsOf(advisor.user.id))[0]?.extraClients).toBe(1);
    const periodStart = stored.items[0]!.periodStart;
    expect(fake.usage('finboard_extra_clients', customerId, periodStart, fake.now() + 1)).toBe(1);

    await advance(advisor, stored.items[0]!.periodEnd - fake.now());
    const renewal = (await overview(advisor)).invoices[0];
    expect(renewal).toMatchObject({ status: 'paid', amountPaidCents: BILLING_PLANS.basic.monthlyCents + 1 * BILLING_PLANS.basic.extraClientCents });
    expect(fake.state.invoices.get(renewal.id)?.billingReason).toBe('subscription_cycle');

    // Stripe's `last` meter counts only the events of its period: the next period is charged the same, unchanged count.
    const renewed = await stripeSubscription(advisor);
    await advance(advisor, renewed.items[0]!.periodEnd - fake.now());
    const next = (await overview(advisor)).invoices[0];
    expect(next.id).not.toBe(renewal.id);
    expect(next).toMatchObject({ status: 'paid', amountPaidCents: BILLING_PLANS.basic.monthlyCents + 1 * BILLING_PLANS.basic.extraClientCents });
  });

  it('charges the clients connected during the trial from its first paid period', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    await addCard(advisor);
    await subscribeTo(advisor, 'basic');
    for (let n = 0; n < 3; n += 1) await connect(await signUp(t, { role: 'client' }), advisor);
    expect((await overview(advisor)).subscription).toMatchObject({ status: 'trialing', extraClients: 2 });
    const trial = await stripeSubscription(advisor);
    await advance(advisor, trial.items[0]!.periodEnd - fake.now());
    // The trial's end invoices the first month's fee; the extra clients are billed in arrears at its end.
    expect((await overview(advisor)).invoices[0]).toMatchObject({ status: 'paid', amountPaidCents: BILLING_PLANS.basic.monthlyCents });
    const first = await stripeSubscription(advisor);
    await advance(advisor, first.items[0]!.periodEnd - fake.now());
    expect((await overview(advisor)).invoices[0]).toMatchObject({
      status: 'paid',
      amountPaidCents: BILLING_PLANS.basic.monthlyCents + 2 * BILLING_PLANS.basic.extraClientCents,
    });
  });
});

describe('webhooks', () => {
  it('claims an event once whether it is replayed or delivered many times at once', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    await addCard(advisor);
    await subscribeTo(advisor, 'advanced');
    const customerId = await customerOf(advisor);
    const event = pendingEventsOf(customerId).find((candidate) => candidate.type === 'customer.subscription.created');
    expect(event).toBeDefined();
    delivered.add(event!.id);

    const concurrent = await Promise.all(Array.from({ length: 10 }, () => deliverEvent(event!)));
    for (const answer of concurrent) expect(answer.statusCode, answer.body).toBe(200);
    expect(concurrent.filter((answer) => answer.json().duplicate === false)).toHaveLength(1);
    for (let replay = 0; replay < 10; replay += 1) {
      const answer = await deliverEvent(event!);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ received: true, duplicate: true });
    }
    const [claimed] = await t.database.db.select({ n: count() }).from(billingEvents).where(eq(billingEvents.eventId, event!.id));
    expect(claimed?.n).toBe(1);
    const reads = () =>
      fake.requests.filter((request) => request.method === 'GET' && request.path === `/v1/subscriptions/${(event!.data.object as { id: string }).id}`).length;
    const readsBefore = reads();
    await t.app.jobs.drain();
    // One job for the event, which read the subscription once.
    expect(reads()).toBe(readsBefore + 1);
    const [row] = await t.database.db.select().from(billingEvents).where(eq(billingEvents.eventId, event!.id));
    expect(row).toMatchObject({ provider: 'stripe', type: 'customer.subscription.created' });
    expect(row?.processedAt).not.toBeNull();
    expect((await overview(advisor)).subscription.status).toBe('trialing');
  });

  it('leaves the newest state when events come in the wrong order (the job reads the subscription afresh)', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    await addCard(advisor);
    await subscribeTo(advisor, 'advanced');
    fake.advance(15 * DAY);
    const customerId = await customerOf(advisor);
    const events = pendingEventsOf(customerId);
    const created = events.find((event) => event.type === 'customer.subscription.created');
    expect((created?.data.object as { status?: string }).status).toBe('trialing');
    expect(events.some((event) => event.type === 'customer.subscription.updated' && (event.data.object as { status?: string }).status === 'active')).toBe(true);
    // The newest first, the trialing subscription.created last.
    for (const event of [...events].reverse()) {
      const answer = await deliverEvent(event);
      expect(answer.statusCode, answer.body).toBe(200);
      delivered.add(event.id);
    }
    await t.app.jobs.drain();
    expect((await overview(advisor)).subscription.status).toBe('active');
    // The same old event once more under a new id (a late retry of an older state): still the newest.
    const late = { ...created!, id: `evt_late${Date.now()}` };
    expect((await deliverEvent(late)).statusCode).toBe(200);
    await t.app.jobs.drain();
    const billing = await overview(advisor);
    expect(billing.subscription.status).toBe('active');
    expect(billing.invoices[0]).toMatchObject({ status: 'paid', amountPaidCents: 5900 });
  });

  it('refuses forged, tampered and stale signatures, and ignores an unknown customer', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    await addCard(advisor);
    await subscribeTo(advisor, 'advanced');
    const customerId = await customerOf(advisor);
    const genuine = pendingEventsOf(customerId).find((event) => event.type === 'customer.subscription.created')!;
    const payload = JSON.stringify(genuine);
    const now = Math.floor(Date.now() / 1000);
    const invalid = 'The webhook signature is not valid.';
    await refused(deliver(payload, fake.signatureHeader(payload, { secret: 'whsec_someoneelse' })), 401, invalid);
    await refused(deliver(payload.replace('"trialing"', '"canceled"'), fake.signatureHeader(payload, { secret: webhookSecret })), 401, invalid);
    await refused(deliver(payload, fake.signatureHeader(payload, { secret: webhookSecret, timestamp: now - 3600 })), 401, invalid);
    await refused(deliver(payload, 'garbage'), 401, invalid);
    await refused(t.request({ method: 'POST', url: '/api/webhooks/billing', payload, headers: { 'content-type': 'application/json' } }), 401, invalid);
    // None of them was claimed.
    expect(await t.database.db.select().from(billingEvents).where(eq(billingEvents.eventId, genuine.id))).toHaveLength(0);

    const subscriptionsBefore = await t.database.db.select({ n: count() }).from(billingSubscriptions);
    const readsBefore = fake.requests.length;
    const unknown = fake.makeEvent('customer.subscription.updated', { id: 'sub_nobody', object: 'subscription', customer: 'cus_nobody', status: 'active' });
    const answer = await deliverEvent(unknown);
    expect(answer.statusCode, answer.body).toBe(200);
    await t.app.jobs.drain();
    const [row] = await t.database.db.select().from(billingEvents).where(eq(billingEvents.eventId, unknown.id));
    expect(row?.processedAt).not.toBeNull();
    expect(await t.database.db.select({ n: count() }).from(billingSubscriptions)).toEqual(subscriptionsBefore);
    expect(fake.requests.length).toBe(readsBefore);
    expect((await overview(advisor)).subscription.status).toBe('trialing');

    expect((await deliver('{not json', fake.signatureHeader('{not json', { secret: webhookSecret }))).statusCode).toBe(400);
  });
});

describe('invoices', () => {
  it('sends the owner to Stripe’s PDF of the invoice and nobody else', async () => {
    const client = await signUp(t, { role: 'client' });
    await addCard(client);
    const invoice = (await subscribeTo(client, 'client')).json().invoices[0];
    expect(invoice.invoicePdfUrl).toBe(`/api/billing/invoices/${invoice.id}/pdf`);
    expect(invoice.hostedInvoiceUrl).toMatch(/^https:\/\/invoice\.stripe\.com\//);
    const pdf = await get(client, invoice.invoicePdfUrl);
    expect(pdf.statusCode).toBe(303);
    expect(pdf.headers.location).toBe(`https://pay.stripe.com/invoice/acct_fake/test_${invoice.id}/pdf`);

    const stranger = await signUp(t, { role: 'client' });
    await refused(get(stranger, invoice.invoicePdfUrl), 404, 'Invoice not found');
    const advisor = await signUp(t, { role: 'advisor' });
    await refused(get(advisor, invoice.invoicePdfUrl), 404, 'Invoice not found');
    expect((await t.request({ method: 'GET', url: invoice.invoicePdfUrl })).statusCode).toBe(401);
    expect((await get(client, '/api/billing/invoices/in_doesnotexist/pdf')).statusCode).toBe(404);
    expect((await get(client, '/api/billing/invoices/..%2F..%2Fetc/pdf')).statusCode).toBe(400);
  });
});
