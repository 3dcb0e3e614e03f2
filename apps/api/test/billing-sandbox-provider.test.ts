import { randomUUID } from 'node:crypto';
import { billingSandboxObjects } from '@finboard/db';
import { createTestDatabase, type TestDatabase } from '@finboard/db/testing';
import { BILLING_PLANS, CARD_ERRORS, prorate } from '@finboard/domain/billing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillingCardError, BillingWebhookSignatureError, type ProviderEvent } from '../src/providers/billing/billing-provider';
import { createSandboxBillingProvider, type SandboxBillingProvider } from '../src/providers/billing/sandbox';

/**
 * The embedded billing sandbox against a real (migrated) database: Stripe's test cards, idempotent
 * requests (also at the same moment), trials that end active or paused, immediate charges, prorated
 * plan changes, extra clients on renewal, dunning to unpaid, invoice numbers, signed events and their
 * redelivery, and the invoice PDF. Time is the test's own `clock`.
 */

const DAY = 86_400;
const SECRET = 'whsec_test_sandbox';
let clock = Date.UTC(2026, 0, 15, 12, 0, 0) / 1000;

interface Delivery {
  rawBody: string;
  header: string;
  event: ProviderEvent;
}
const delivered: Delivery[] = [];
let failDeliveries = false;
let attemptedDeliveries = 0;

let database: TestDatabase;
let billing: SandboxBillingProvider;
beforeAll(async () => {
  database = await createTestDatabase();
  billing = createSandboxBillingProvider({
    db: database.db,
    now: () => clock,
    webhookSecret: SECRET,
    publicUrl: 'https://finboard.test/',
    async deliverEvent(rawBody, header) {
      attemptedDeliveries += 1;
      if (failDeliveries) throw new Error('endpoint down');
      delivered.push({ rawBody, header, event: billing.verifyWebhook(rawBody, header) });
    },
  });
}, 60_000);
afterAll(() => database?.close());

const card = (number: string, overrides: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  name: 'Ada Lovelace',
  ...overrides,
});

async function newCustomer(cardNumber?: string): Promise<string> {
  const { id } = await billing.createCustomer({ userId: randomUUID(), email: 'ada@example.com', name: 'Ada Lovelace', idempotencyKey: randomUUID() });
  if (cardNumber) await addCard(id, cardNumber);
  return id;
}

async function addCard(customerId: string, number: string) {
  const { id } = await billing.createPaymentMethod(card(number));
  return billing.attachPaymentMethod(customerId, id);
}

const subscribe = (customerId: string, plan: 'basic' | 'advanced' | 'firm' | 'client', trialDays = 0, extraClients = 0) =>
  billing.createSubscription({ customerId, plan, trialDays, extraClients, idempotencyKey: randomUUID() });

async function advanceTo(time: number) {
  clock = time;
  await billing.advanceClock();
}

const eventsOf = (customerId: string, type?: string) => delivered.filter((d) => d.event.object.customerId === customerId && (!type || d.event.type === type));

async function storedObjects(customerId: string, type: string) {
  return database.db
    .select()
    .from(billingSandboxObjects)
    .where(and(eq(billingSandboxObjects.customerId, customerId), eq(billingSandboxObjects.type, type)));
}

async function refusal(promise: Promise<unknown>): Promise<BillingCardError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BillingCardError);
  return error as BillingCardError;
}

describe('test cards', () => {
  it('4242 4242 4242 4242 is saved and becomes the default, described without its number', async () => {
    const customerId = await newCustomer();
    const method = await addCard(customerId, '4242 4242 4242 4242');
    expect(method).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, name: 'Ada Lovelace' });
    expect(await billing.getDefaultPaymentMethod(customerId)).toEqual(method);
    const [row] = await database.db.select().from(billingSandboxObjects).where(eq(billingSandboxObjects.id, method.id));
    expect(row?.data).toMatchObject({
      object: 'payment_method',
      customer: customerId,
      card: { brand: 'visa', last4: '4242' },
      billing_details: { name: 'Ada Lovelace' },
    });
    expect(JSON.stringify(row?.data)).not.toContain('4242424242424242');
    expect(eventsOf(customerId).map((d) => d.event.type)).toEqual(['customer.created', 'payment_method.attached', 'customer.updated']);
  });

  it.each([
    ['4000000000000002', CARD_ERRORS.declined],
    ['4000000000009995', CARD_ERRORS.insufficientFunds],
  ])('%s is refused when attached, and nothing is kept', async (number, expected) => {
    const customerId = await newCustomer();
    const { id } = await billing.createPaymentMethod(card(number));
    const error = await refusal(billing.attachPaymentMethod(customerId, id));
    expect({ message: error.message, code: error.code, declineCode: error.declineCode }).toEqual(expected);
    expect(await billing.getDefaultPaymentMethod(customerId)).toBeNull();
    expect((await refusal(billing.attachPaymentMethod(customerId, id))).code).toBe('resource_missing');
    expect(eventsOf(customerId).map((d) => d.event.type)).toEqual(['customer.created']);
  });

  it('4000 0000 0000 0341 is saved, then every charge is declined', async () => {
    const customerId = await newCustomer('4000000000000341');
    expect((await billing.getDefaultPaymentMethod(customerId))?.last4).toBe('0341');
    const error = await refusal(subscribe(customerId, 'client'));
    expect(error).toMatchObject({ message: 'Your card was declined.', code: 'card_declined', declineCode: 'generic_decline' });
  });

  it('refuses a number failing the Luhn check, a past expiry, a bad month and a bad security code when the card is made', async () => {
    expect(await refusal(billing.createPaymentMethod(card('4242424242424241')))).toMatchObject({
      code: 'incorrect_number',
      message: CARD_ERRORS.incorrectNumber.message,
    });
    expect(await refusal(billing.createPaymentMethod(card('4242424242424242', { expMonth: 12, expYear: 2025 })))).toMatchObject({
      code: 'expired_card',
      message: 'Your card has expired.',
    });
    expect(await refusal(billing.createPaymentMethod(card('4242424242424242', { expMonth: 13 })))).toMatchObject({ code: 'invalid_expiry_month' });
    expect(await refusal(billing.createPaymentMethod(card('4242424242424242', { cvc: '12' })))).toMatchObject({ code: 'invalid_cvc' });
    // This month is still good.
    await expect(billing.createPaymentMethod(card('4242424242424242', { expMonth: 1, expYear: 2026 }))).resolves.toHaveProperty('id');
  });
});

describe('idempotent requests', () => {
  it('gives the same customer for the same key, also to two calls at once', async () => {
    const input = { userId: randomUUID(), email: 'grace@example.com', name: 'Grace Hopper', idempotencyKey: randomUUID() };
    const [first, second] = await Promise.all([billing.createCustomer(input), billing.createCustomer(input)]);
    expect(second.id).toBe(first.id);
    expect((await billing.createCustomer(input)).id).toBe(first.id);
    expect(first.id).toMatch(/^cus_/);
    expect(await storedObjects(first.id, 'customer')).toHaveLength(1);
    expect(eventsOf(first.id, 'customer.created')).toHaveLength(1);
  });

  it('gives the same subscription for the same key, charged once, also to two calls at once', async () => {
    const customerId = await newCustomer('4242424242424242');
    const input = { customerId, plan: 'client' as const, trialDays: 0, extraClients: 0, idempotencyKey: randomUUID() };
    const [first, second] = await Promise.all([billing.createSubscription(input), billing.createSubscription(input)]);
    expect(second).toEqual(first);
    expect(await billing.createSubscription(input)).toEqual(first);
    expect(await storedObjects(customerId, 'subscription')).toHaveLength(1);
    expect(await billing.listInvoices(customerId)).toHaveLength(1);
    expect(eventsOf(customerId, 'customer.subscription.created')).toHaveLength(1);
  });
});

describe('subscriptions', () => {
  it('charges the client plan at once: active, one paid invoice in Stripe shape', async () => {
    const customerId = await newCustomer('4242424242424242');
    const subscription = await subscribe(customerId, 'client', 14);
    expect(subscription).toMatchObject({ status: 'active', plan: 'client', trialEnd: null, currentPeriodStart: clock, cancelAtPeriodEnd: false });
    expect(subscription.id).toMatch(/^sub_/);
    // A month later by the calendar (31 days in January).
    expect(subscription.currentPeriodEnd).toBe(clock + 31 * DAY);
    const invoice = await billing.getInvoice(subscription.latestInvoiceId ?? '');
    expect(invoice).toMatchObject({
      status: 'paid',
      amountDue: 17_900,
      amountPaid: 17_900,
      attemptCount: 1,
      nextPaymentAttempt: null,
      accountName: 'Finboard',
      subscriptionId: subscription.id,
    });
    expect(invoice?.invoicePdf).toBe(`https://finboard.test/api/billing/invoices/${invoice?.id}/pdf`);
    expect(invoice?.hostedInvoiceUrl).toBe(invoice?.invoicePdf);
    const [stored] = await storedObjects(customerId, 'subscription');
    expect(stored?.data).toMatchObject({
      object: 'subscription',
      status: 'active',
      latest_invoice: invoice?.id,
      items: { data: [{ price: { unit_amount: 17_900, recurring: { usage_type: 'licensed' } } }, { price: { recurring: { usage_type: 'metered' } } }] },
      metadata: { plan: 'client' },
    });
    expect(eventsOf(customerId).map((d) => d.event.type)).toEqual(
      expect.arrayContaining(['invoice.created', 'invoice.finalized', 'invoice.paid', 'invoice.payment_succeeded', 'customer.subscription.created']),
    );
  });

  it('leaves nothing live when the first charge is refused, or when there is no card', async () => {
    for (const cardNumber of ['4000000000000341', undefined]) {
      const customerId = await newCustomer(cardNumber);
      const error = await refusal(subscribe(customerId, 'client'));
      if (!cardNumber)
        expect(error).toMatchObject({ code: 'resource_missing', message: 'This customer has no attached payment source or default payment method.' });
      expect(await storedObjects(customerId, 'subscription')).toHaveLength(0);
      expect(await billing.listInvoices(customerId)).toEqual([]);
      expect(eventsOf(customerId).filter((d) => d.event.type.startsWith('invoice.') || d.event.type.startsWith('customer.subscription.'))).toEqual([]);
    }
  });

  it('starts a trial without a charge; with a card the first period is charged at its end', async () => {
    const start = clock;
    const customerId = await newCustomer();
    const trial = await subscribe(customerId, 'advanced', 14);
    expect(trial).toMatchObject({ status: 'trialing', trialEnd: start + 14 * DAY });
    // As Stripe does: the trial's own invoice of $0, paid without a charge.
    const opening = await billing.listInvoices(customerId);
    expect(opening).toEqual([expect.objectContaining({ id: trial.latestInvoiceId, status: 'paid', amountDue: 0, amountPaid: 0, created: start })]);

    await advanceTo(start + 10 * DAY);
    expect(eventsOf(customerId, 'customer.subscription.trial_will_end')).toHaveLength(0);
    await advanceTo(start + 11 * DAY);
    await billing.advanceClock();
    expect(eventsOf(customerId, 'customer.subscription.trial_will_end')).toHaveLength(1);

    await addCard(customerId, '4242424242424242');
    await advanceTo(start + 14 * DAY + 60);
    const active = await billing.getSubscription(trial.id);
    expect(active).toMatchObject({ status: 'active', currentPeriodStart: start + 14 * DAY });
    const [invoice] = await billing.listInvoices(customerId);
    expect(invoice).toMatchObject({ status: 'paid', amountPaid: BILLING_PLANS.advanced.monthlyCents, created: start + 14 * DAY });
    expect(eventsOf(customerId, 'customer.subscription.trial_will_end')).toHaveLength(1);
  });

  it('pauses a trial that ends without a card, and resumes once one is added', async () => {
    const start = clock;
    const customerId = await newCustomer();
    const trial = await subscribe(customerId, 'basic', 14);
    await advanceTo(start + 15 * DAY);
    expect(await billing.getSubscription(trial.id)).toMatchObject({ status: 'paused' });
    expect(eventsOf(customerId, 'customer.subscription.paused')).toHaveLength(1);
    expect((await billing.listInvoices(customerId)).map((invoice) => invoice.amountDue)).toEqual([0]);

    expect((await refusal(billing.resumeSubscription(trial.id))).code).toBe('resource_missing');
    expect(await billing.getSubscription(trial.id)).toMatchObject({ status: 'paused' });

    await addCard(customerId, '4242424242424242');
    const resumed = await billing.resumeSubscription(trial.id);
    expect(resumed).toMatchObject({ status: 'active', currentPeriodStart: clock });
    expect(await billing.getInvoice(resumed.latestInvoiceId ?? '')).toMatchObject({ status: 'paid', amountPaid: BILLING_PLANS.basic.monthlyCents });
    expect(eventsOf(customerId, 'customer.subscription.resumed')).toHaveLength(1);
  });

  it('cancels', async () => {
    const customerId = await newCustomer('4242424242424242');
    const subscription = await subscribe(customerId, 'client');
    expect(await billing.cancelSubscription(subscription.id)).toMatchObject({ status: 'canceled' });
    expect(eventsOf(customerId, 'customer.subscription.deleted')).toHaveLength(1);
  });

  it('deletes a customer as Stripe does: its live subscriptions cancelled now, the customer gone, a second delete nothing', async () => {
    const customerId = await newCustomer('4242424242424242');
    const live = await subscribe(customerId, 'client');
    const ended = await subscribe(customerId, 'basic');
    await billing.cancelSubscription(ended.id);
    const other = await newCustomer('4242424242424242');
    const kept = await subscribe(other, 'client');
    await billing.deleteCustomer(customerId);
    expect(await billing.getSubscription(live.id)).toMatchObject({ status: 'canceled' });
    expect(await storedObjects(customerId, 'customer')).toEqual([]);
    expect(eventsOf(customerId, 'customer.subscription.deleted')).toHaveLength(2);
    expect(eventsOf(customerId, 'customer.deleted')).toHaveLength(1);
    await billing.deleteCustomer(customerId);
    await billing.deleteCustomer('cus_missing');
    expect(eventsOf(customerId, 'customer.deleted')).toHaveLength(1);
    expect(await billing.getSubscription(kept.id)).toMatchObject({ status: 'active' });
  });
});

describe('plan changes', () => {
  it('invoices the prorated difference at once, and keeps a net credit for the next invoice', async () => {
    const customerId = await newCustomer('4242424242424242');
    const basic = await subscribe(customerId, 'basic');
    const period = { periodStart: basic.currentPeriodStart, periodEnd: basic.currentPeriodEnd };

    clock += 10 * DAY + 3_600;
    const key = randomUUID();
    const up = await billing.changePlan(basic.id, 'advanced', key);
    const upProration = prorate({ fromMonthlyCents: 100, toMonthlyCents: 5_900, changedAt: clock, ...period });
    expect(up).toMatchObject({ plan: 'advanced', status: 'active', ...{ currentPeriodStart: period.periodStart, currentPeriodEnd: period.periodEnd } });
    const upInvoice = await billing.getInvoice(up.latestInvoiceId ?? '');
    expect(upInvoice).toMatchObject({ status: 'paid', amountDue: upProration.netCents, amountPaid: upProration.netCents });
    expect(upProration.netCents).toBeGreaterThan(0);
    // The same key again changes nothing and invoices nothing.
    expect(await billing.changePlan(basic.id, 'advanced', key)).toEqual(up);
    expect(await billing.listInvoices(customerId)).toHaveLength(2);

    clock += 5 * DAY;
    const down = await billing.changePlan(basic.id, 'basic', randomUUID());
    const downProration = prorate({ fromMonthlyCents: 5_900, toMonthlyCents: 100, changedAt: clock, ...period });
    expect(downProration.netCents).toBeLessThan(0);
    expect(await billing.getInvoice(down.latestInvoiceId ?? '')).toMatchObject({ status: 'paid', amountDue: 0, amountPaid: 0 });
    const [storedDown] = (await storedObjects(customerId, 'invoice')).filter((row) => row.id === down.latestInvoiceId);
    expect(storedDown?.data).toMatchObject({ total: downProration.netCents, ending_balance: downProration.netCents });

    // The renewal uses the credit first: the basic fee is covered and the rest carried on.
    await advanceTo(period.periodEnd);
    const renewal = (await billing.listInvoices(customerId))[0];
    expect(renewal).toMatchObject({ status: 'paid', amountDue: Math.max(0, 100 + downProration.netCents), created: period.periodEnd });
    const [customer] = await storedObjects(customerId, 'customer');
    expect(customer?.data).toMatchObject({ balance: Math.min(0, 100 + downProration.netCents) });
  });

  it('changes plan in a trial without a charge', async () => {
    const customerId = await newCustomer();
    const trial = await subscribe(customerId, 'basic', 14);
    expect(await billing.changePlan(trial.id, 'firm', randomUUID())).toMatchObject({
      plan: 'firm',
      status: 'trialing',
      latestInvoiceId: trial.latestInvoiceId,
    });
    expect((await billing.listInvoices(customerId)).map((invoice) => invoice.amountDue)).toEqual([0]);
  });

  it('keeps the old plan when the prorated charge is refused', async () => {
    const customerId = await newCustomer('4242424242424242');
    const basic = await subscribe(customerId, 'basic');
    await addCard(customerId, '4000000000000341');
    clock += DAY;
    await refusal(billing.changePlan(basic.id, 'firm', randomUUID()));
    expect(await billing.getSubscription(basic.id)).toMatchObject({ plan: 'basic', latestInvoiceId: basic.latestInvoiceId });
    expect(await billing.listInvoices(customerId)).toHaveLength(1);
  });
});

describe('renewals', () => {
  it('charges the plan fee and the last reported extra clients of the ended period', async () => {
    const customerId = await newCustomer('4242424242424242');
    const subscription = await subscribe(customerId, 'advanced', 0, 2);
    expect(subscription.extraClients).toBe(2);
    clock += DAY;
    const first = randomUUID();
    await billing.reportExtraClients(subscription.id, 5, first);
    await billing.reportExtraClients(subscription.id, 3, randomUUID());
    // A replayed report is ignored.
    await billing.reportExtraClients(subscription.id, 9, first);
    expect((await billing.getSubscription(subscription.id))?.extraClients).toBe(3);

    await advanceTo(subscription.currentPeriodEnd);
    const renewed = await billing.getSubscription(subscription.id);
    expect(renewed).toMatchObject({ status: 'active', currentPeriodStart: subscription.currentPeriodEnd });
    const [renewal] = await billing.listInvoices(customerId);
    expect(renewal).toMatchObject({ id: renewed?.latestInvoiceId, status: 'paid', amountPaid: 5_900 + 3 * 1_297 });

    // Nothing reported since: the quantity carries over.
    await advanceTo(renewed?.currentPeriodEnd ?? 0);
    expect((await billing.listInvoices(customerId))[0]).toMatchObject({ amountPaid: 5_900 + 3 * 1_297 });
  });

  it('retries a failed renewal every 3 days: past_due, then unpaid after 4 attempts with the invoice left open', async () => {
    const customerId = await newCustomer('4242424242424242');
    const subscription = await subscribe(customerId, 'basic');
    await addCard(customerId, '4000000000000341');
    const end = subscription.currentPeriodEnd;

    await advanceTo(end);
    expect(await billing.getSubscription(subscription.id)).toMatchObject({ status: 'past_due' });
    const invoiceId = (await billing.getSubscription(subscription.id))?.latestInvoiceId ?? '';
    expect(await billing.getInvoice(invoiceId)).toMatchObject({ status: 'open', attemptCount: 1, nextPaymentAttempt: end + 3 * DAY, amountPaid: 0 });

    await advanceTo(end + 3 * DAY);
    expect(await billing.getInvoice(invoiceId)).toMatchObject({ attemptCount: 2, nextPaymentAttempt: end + 6 * DAY });
    // Both remaining retries at once: each at its own time.
    await advanceTo(end + 9 * DAY + 1);
    expect(await billing.getInvoice(invoiceId)).toMatchObject({ status: 'open', attemptCount: 4, nextPaymentAttempt: null });
    expect(await billing.getSubscription(subscription.id)).toMatchObject({ status: 'unpaid' });
    expect(eventsOf(customerId, 'invoice.payment_failed')).toHaveLength(4);
  });

  it('becomes active again when a retry is paid', async () => {
    const customerId = await newCustomer('4242424242424242');
    const subscription = await subscribe(customerId, 'basic');
    await addCard(customerId, '4000000000000341');
    await advanceTo(subscription.currentPeriodEnd);
    expect(await billing.getSubscription(subscription.id)).toMatchObject({ status: 'past_due' });
    await addCard(customerId, '5555555555554444');
    await advanceTo(subscription.currentPeriodEnd + 3 * DAY);
    const active = await billing.getSubscription(subscription.id);
    expect(active).toMatchObject({ status: 'active' });
    expect(await billing.getInvoice(active?.latestInvoiceId ?? '')).toMatchObject({ status: 'paid', attemptCount: 2 });
  });
});

describe('invoices', () => {
  it('are numbered by customer: 8 characters of their own, then 0001, 0002…', async () => {
    const numbers = [];
    for (let customer = 0; customer < 2; customer += 1) {
      const customerId = await newCustomer('4242424242424242');
      const subscription = await subscribe(customerId, 'basic');
      await billing.changePlan(subscription.id, 'advanced', randomUUID());
      await advanceTo(subscription.currentPeriodEnd);
      numbers.push((await billing.listInvoices(customerId)).map((invoice) => invoice.number).reverse());
    }
    for (const list of numbers) {
      const prefix = list[0]?.slice(0, 8) ?? '';
      expect(prefix).toMatch(/^[0-9A-Z]{8}$/);
      expect(list).toEqual([`${prefix}-0001`, `${prefix}-0002`, `${prefix}-0003`]);
    }
    expect(numbers[0]?.[0]).not.toBe(numbers[1]?.[0]);
  });

  it('renders as an A4 PDF', async () => {
    const customerId = await newCustomer('4242424242424242');
    const subscription = await subscribe(customerId, 'client');
    const pdf = await billing.renderInvoicePdf(subscription.latestInvoiceId ?? '');
    expect(pdf?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf?.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.\d+ 841\.\d+\]/);
    expect(await billing.renderInvoicePdf('in_missing')).toBeNull();
  }, 30_000);
});

describe('events', () => {
  it('are Stripe-shaped, signed with the secret and verifiable', async () => {
    const customerId = await newCustomer('4242424242424242');
    await subscribe(customerId, 'client');
    const deliveries = eventsOf(customerId);
    expect(deliveries.length).toBeGreaterThan(5);
    for (const { rawBody, header, event } of deliveries) {
      const body = JSON.parse(rawBody) as Record<string, unknown>;
      expect(body).toMatchObject({ id: event.id, object: 'event', livemode: false, pending_webhooks: 1, type: event.type, request: { id: null } });
      expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(billing.verifyWebhook(rawBody, header)).toEqual(event);
    }
    const invoiceEvent = deliveries.find((d) => d.event.type === 'invoice.paid');
    expect(invoiceEvent?.event.object).toMatchObject({ kind: 'invoice', customerId });
    expect(deliveries.find((d) => d.event.type === 'customer.created')?.event.object).toEqual({ kind: 'customer', id: customerId, customerId });
    expect(deliveries.find((d) => d.event.type === 'payment_method.attached')?.event.object).toMatchObject({ kind: 'payment_method', customerId });
    expect(deliveries.find((d) => d.event.type === 'customer.subscription.created')?.event.object).toMatchObject({ kind: 'subscription', customerId });
  });

  it('refuses a tampered body or signature, a missing header and an old timestamp; any v1 may match', async () => {
    const customerId = await newCustomer();
    const [{ rawBody, header } = { rawBody: '', header: '' }] = eventsOf(customerId);
    const refused = (body: string, signature: string | undefined) => expect(() => billing.verifyWebhook(body, signature)).toThrow(BillingWebhookSignatureError);
    refused(rawBody.replace('customer.created', 'customer.deleted'), header);
    refused(
      rawBody,
      header.replace(/v1=(.)/, (_, first: string) => `v1=${first === 'a' ? 'b' : 'a'}`),
    );
    refused(rawBody, undefined);
    refused(rawBody, 'garbage');
    const signedAt = Number(/t=(\d+)/.exec(header)?.[1]);
    refused(rawBody, header.replace(`t=${signedAt}`, `t=${signedAt + 1}`));
    expect(billing.verifyWebhook(rawBody, `${header.replace('v1=', 'v1=00')},${header.split(',')[1]}`).id).toBeTruthy();

    clock += 300;
    expect(billing.verifyWebhook(rawBody, header).type).toBe('customer.created');
    clock += 1;
    refused(rawBody, header);
  });

  it('stay pending when the delivery fails and are sent again later, once', async () => {
    failDeliveries = true;
    const before = attemptedDeliveries;
    const customerId = await newCustomer().finally(() => {
      failDeliveries = false;
    });
    expect(attemptedDeliveries).toBe(before + 1);
    expect(eventsOf(customerId)).toHaveLength(0);

    await billing.redeliverPendingEvents();
    const [replayed] = eventsOf(customerId);
    expect(replayed?.event.type).toBe('customer.created');
    expect(billing.verifyWebhook(replayed?.rawBody ?? '', replayed?.header)).toEqual(replayed?.event);

    await billing.redeliverPendingEvents();
    await billing.advanceClock();
    expect(eventsOf(customerId)).toHaveLength(1);
  });
});
