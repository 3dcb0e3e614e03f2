import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BILLING_PLANS } from '@finboard/domain/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillingCardError, type BillingProvider, BillingWebhookSignatureError } from '../src/providers/billing/billing-provider';
import { createStripeBillingProvider } from '../src/providers/billing/stripe/stripe-billing-provider';
import { type FakeStripe, startFakeStripe, subscriptionObject } from './fakes/fake-stripe-server';

const DAY = 86_400;
let fake: FakeStripe;
let billing: BillingProvider;
let counter = 0;
const key = (label: string) => `${label}-${(counter += 1)}-${Date.now()}`;

beforeAll(async () => {
  fake = await startFakeStripe();
  billing = createStripeBillingProvider({
    secretKey: fake.secretKey,
    publishableKey: fake.publishableKey,
    webhookSecret: fake.webhookSecret,
    apiBaseUrl: fake.url,
  });
});
afterAll(() => fake.close());

async function customerWithCard(token: string | null = 'pm_card_visa') {
  const { id } = await billing.createCustomer({ userId: key('user'), email: 'ada@example.com', name: 'Ada Advisor', idempotencyKey: key('customer') });
  if (token) await billing.attachPaymentMethod(id, token);
  return id;
}

describe('the Stripe billing provider against the fake Stripe', () => {
  it('creates one customer per idempotency key, sending it as Idempotency-Key and pinning the API version', async () => {
    const idempotencyKey = key('customer');
    const first = await billing.createCustomer({ userId: 'u1', email: 'a@example.com', name: 'A', idempotencyKey });
    const again = await billing.createCustomer({ userId: 'u1', email: 'a@example.com', name: 'A', idempotencyKey });
    expect(again.id).toBe(first.id);
    expect(fake.state.customers.get(first.id)?.metadata).toEqual({ finboard_user_id: 'u1' });
    const sent = fake.requests.filter((request) => request.path === '/v1/customers' && request.idempotencyKey === idempotencyKey);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.stripeVersion).toBe('2026-10-28.endive');
    // The same key with other parameters is Stripe's idempotency_error.
    await expect(billing.createCustomer({ userId: 'u2', email: 'b@example.com', name: 'B', idempotencyKey })).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
    });
  });

  it('attaches pm_card_visa as the default card and reads it back', async () => {
    const customerId = await customerWithCard(null);
    const method = await billing.attachPaymentMethod(customerId, 'pm_card_visa');
    expect(method).toMatchObject({ brand: 'visa', last4: '4242', name: null });
    expect(method.id).toMatch(/^pm_/);
    expect(await billing.getDefaultPaymentMethod(customerId)).toEqual(method);
    expect(fake.state.customers.get(customerId)?.defaultPaymentMethod).toBe(method.id);
  });

  it('refuses declining test cards with Stripe’s message, code and decline code, and keeps nothing', async () => {
    const customerId = await customerWithCard(null);
    const cases = [
      ['pm_card_chargeDeclined', 'Your card was declined.', 'card_declined', 'generic_decline'],
      ['pm_card_chargeDeclinedInsufficientFunds', 'Your card has insufficient funds.', 'card_declined', 'insufficient_funds'],
      ['pm_card_chargeDeclinedExpiredCard', 'Your card has expired.', 'expired_card', 'expired_card'],
    ] as const;
    for (const [token, message, code, declineCode] of cases) {
      const error = await billing.attachPaymentMethod(customerId, token).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(BillingCardError);
      expect(error).toMatchObject({ message, code, declineCode });
    }
    expect(await billing.getDefaultPaymentMethod(customerId)).toBeNull();
  });

  it('attaches pm_card_chargeCustomerFail, whose first charge then fails and leaves no subscription', async () => {
    const customerId = await customerWithCard('pm_card_chargeCustomerFail');
    expect(await billing.getDefaultPaymentMethod(customerId)).toMatchObject({ last4: '0341' });
    const error = await billing
      .createSubscription({ customerId, plan: 'client', trialDays: 0, extraClients: 0, idempotencyKey: key('sub') })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BillingCardError);
    expect(error).toMatchObject({ message: 'Your card was declined.', code: 'card_declined', declineCode: 'generic_decline' });
    expect([...fake.state.subscriptions.values()].filter((subscription) => subscription.customer === customerId)).toHaveLength(0);
    expect(await billing.listInvoices(customerId)).toEqual([]);
  });

  it('creates the catalogue once by lookup key: a licensed monthly price per plan and a metered extra-client price on a `last` meter', async () => {
    const customerId = await customerWithCard();
    await billing.createSubscription({ customerId, plan: 'basic', trialDays: 14, extraClients: 0, idempotencyKey: key('sub') });
    const prices = [...fake.state.prices.values()];
    const byKey = new Map(prices.map((price) => [price.lookupKey, price]));
    expect(byKey.get('finboard_basic_monthly')).toMatchObject({ unitAmount: BILLING_PLANS.basic.monthlyCents, usageType: 'licensed' });
    expect(byKey.get('finboard_client_monthly')).toMatchObject({ unitAmount: BILLING_PLANS.client.monthlyCents });
    expect(byKey.has('finboard_client_extra_client')).toBe(false);
    const meters = [...fake.state.meters.values()];
    expect(meters).toHaveLength(1);
    expect(meters[0]).toMatchObject({ eventName: 'finboard_extra_clients', formula: 'last' });
    expect(byKey.get('finboard_firm_extra_client')).toMatchObject({
      unitAmount: BILLING_PLANS.firm.extraClientCents,
      usageType: 'metered',
      meter: meters[0]?.id,
    });
    expect(prices).toHaveLength(7);

    // A second provider (another instance) finds them rather than creating more.
    const other = createStripeBillingProvider({ secretKey: fake.secretKey, publishableKey: null, webhookSecret: fake.webhookSecret, apiBaseUrl: fake.url });
    await other.createSubscription({ customerId, plan: 'firm', trialDays: 14, extraClients: 0, idempotencyKey: key('sub') });
    expect(fake.state.prices.size).toBe(7);
    expect(fake.state.meters.size).toBe(1);
  });

  it('starts an advisor trial with both items, nothing charged, and one subscription per idempotency key', async () => {
    const customerId = await customerWithCard();
    const idempotencyKey = key('sub');
    const subscription = await billing.createSubscription({ customerId, plan: 'advanced', trialDays: 14, extraClients: 0, idempotencyKey });
    const again = await billing.createSubscription({ customerId, plan: 'advanced', trialDays: 14, extraClients: 0, idempotencyKey });
    expect(again.id).toBe(subscription.id);
    expect(subscription).toMatchObject({ customerId, status: 'trialing', plan: 'advanced', cancelAtPeriodEnd: false, extraClients: 0 });
    expect(subscription.trialEnd! - subscription.created).toBe(14 * DAY);
    expect(subscription.currentPeriodEnd).toBe(subscription.trialEnd);
    const stored = fake.state.subscriptions.get(subscription.id)!;
    expect(stored.items).toHaveLength(2);
    expect(stored.missingPaymentMethod).toBe('pause');
    const invoice = await billing.getInvoice(subscription.latestInvoiceId!);
    expect(invoice).toMatchObject({ amountDue: 0, status: 'paid', subscriptionId: subscription.id });
  });

  it('charges the client plan at once without a trial, with a numbered paid invoice', async () => {
    const customerId = await customerWithCard();
    const subscription = await billing.createSubscription({ customerId, plan: 'client', trialDays: 0, extraClients: 0, idempotencyKey: key('sub') });
    expect(subscription).toMatchObject({ status: 'active', plan: 'client', trialEnd: null });
    expect(subscription.currentPeriodEnd).toBeGreaterThan(subscription.currentPeriodStart + 27 * DAY);
    const invoice = await billing.getInvoice(subscription.latestInvoiceId!);
    expect(invoice).toMatchObject({
      customerId,
      amountDue: 17_900,
      amountPaid: 17_900,
      status: 'paid',
      accountName: 'Finboard',
      attemptCount: 1,
      nextPaymentAttempt: null,
    });
    expect(invoice?.number).toMatch(/^[A-Z0-9]+-0001$/);
    expect(invoice?.hostedInvoiceUrl).toMatch(/^https:\/\/invoice\.stripe\.com\//);
    expect(invoice?.invoicePdf).toMatch(/\/pdf$/);
    expect(fake.state.subscriptions.get(subscription.id)?.items).toHaveLength(1);
  });

  it('refuses a subscription without a trial when the card declines, leaving nothing live', async () => {
    const customerId = await customerWithCard(null);
    // A card that declines at attach never becomes the default; with no card Stripe refuses the subscription.
    await expect(billing.attachPaymentMethod(customerId, 'pm_card_chargeDeclinedInsufficientFunds')).rejects.toBeInstanceOf(BillingCardError);
    await expect(billing.createSubscription({ customerId, plan: 'basic', trialDays: 0, extraClients: 0, idempotencyKey: key('sub') })).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
    });
    expect([...fake.state.subscriptions.values()].some((subscription) => subscription.customer === customerId)).toBe(false);
  });

  it('changes plan mid-period with a prorated invoice charged at once', async () => {
    const customerId = await customerWithCard();
    const started = await billing.createSubscription({ customerId, plan: 'basic', trialDays: 0, extraClients: 0, idempotencyKey: key('sub') });
    const period = started.currentPeriodEnd - started.currentPeriodStart;
    fake.advance(Math.floor(period / 2));
    const changed = await billing.changePlan(started.id, 'firm', key('change'));
    expect(changed).toMatchObject({ id: started.id, plan: 'firm', status: 'active', currentPeriodEnd: started.currentPeriodEnd });
    expect(changed.latestInvoiceId).not.toBe(started.latestInvoiceId);
    const invoice = fake.state.invoices.get(changed.latestInvoiceId!)!;
    expect(invoice.billingReason).toBe('subscription_update');
    const remaining = (started.currentPeriodEnd - fake.now()) / period;
    const expected = Math.round(BILLING_PLANS.firm.monthlyCents * remaining) - Math.round(BILLING_PLANS.basic.monthlyCents * remaining);
    expect(Math.abs(invoice.amountDue - expected)).toBeLessThanOrEqual(60);
    expect(invoice.lines.map((line) => line.proration)).toEqual([true, true]);
    expect((await billing.getInvoice(invoice.id))?.status).toBe('paid');
    // The metered price follows the plan.
    const firmExtra = [...fake.state.prices.values()].find((price) => price.lookupKey === 'finboard_firm_extra_client')!;
    expect(fake.state.subscriptions.get(started.id)?.items.map((item) => item.price)).toContain(firmExtra.id);
  });

  it('reports extra clients as meter events deduplicated by identifier, billed with the `last` value at renewal', async () => {
    const customerId = await customerWithCard();
    const subscription = await billing.createSubscription({ customerId, plan: 'advanced', trialDays: 0, extraClients: 2, idempotencyKey: key('sub') });
    const reportKey = key('report');
    await billing.reportExtraClients(subscription.id, 3, reportKey);
    await billing.reportExtraClients(subscription.id, 3, reportKey);
    const events = [...fake.state.meterEvents.values()].filter((event) => event.payload.stripe_customer_id === customerId);
    expect(events.map((event) => event.payload.value)).toEqual(['2', '3']);
    expect(events[1]).toMatchObject({ identifier: reportKey, eventName: 'finboard_extra_clients' });
    expect((await billing.getSubscription(subscription.id))?.extraClients).toBe(3);
    fake.advance(1);
    expect(fake.usage('finboard_extra_clients', customerId, subscription.currentPeriodStart, fake.now())).toBe(3);

    fake.advance(subscription.currentPeriodEnd - fake.now());
    const renewed = (await billing.getSubscription(subscription.id))!;
    expect(renewed.currentPeriodStart).toBe(subscription.currentPeriodEnd);
    const invoice = (await billing.getInvoice(renewed.latestInvoiceId!))!;
    expect(invoice.amountDue).toBe(3 * BILLING_PLANS.advanced.extraClientCents + BILLING_PLANS.advanced.monthlyCents);
  });

  it('pauses a trial that ends without a card and resumes it once one is on file', async () => {
    const customerId = await customerWithCard(null);
    const subscription = await billing.createSubscription({ customerId, plan: 'basic', trialDays: 14, extraClients: 0, idempotencyKey: key('sub') });
    fake.advance(14 * DAY + 1);
    expect((await billing.getSubscription(subscription.id))?.status).toBe('paused');
    expect(fake.events.some((event) => event.type === 'customer.subscription.paused' && event.data.object.id === subscription.id)).toBe(true);

    await billing.attachPaymentMethod(customerId, 'pm_card_visa');
    // The fake's clock is real time plus the advance, so a second may tick during the call.
    const beforeResume = fake.now();
    const resumed = await billing.resumeSubscription(subscription.id);
    expect(resumed.status).toBe('active');
    expect(resumed.currentPeriodStart).toBeGreaterThanOrEqual(beforeResume);
    expect(resumed.currentPeriodStart).toBeLessThanOrEqual(fake.now());
    expect(await billing.getInvoice(resumed.latestInvoiceId!)).toMatchObject({ amountPaid: BILLING_PLANS.basic.monthlyCents, status: 'paid' });
  });

  it('ends a paid trial with the first charge, and a saved card that fails leaves the invoice open and the subscription past due', async () => {
    const paying = await customerWithCard('pm_card_visa');
    const failing = await customerWithCard('pm_card_chargeCustomerFail');
    const good = await billing.createSubscription({ customerId: paying, plan: 'basic', trialDays: 7, extraClients: 0, idempotencyKey: key('sub') });
    const bad = await billing.createSubscription({ customerId: failing, plan: 'basic', trialDays: 7, extraClients: 0, idempotencyKey: key('sub') });
    fake.advance(7 * DAY + 1);
    expect((await billing.getSubscription(good.id))?.status).toBe('active');
    const pastDue = (await billing.getSubscription(bad.id))!;
    expect(pastDue.status).toBe('past_due');
    const open = (await billing.getInvoice(pastDue.latestInvoiceId!))!;
    expect(open).toMatchObject({ status: 'open', amountPaid: 0, attemptCount: 1 });
    expect(open.nextPaymentAttempt).toBeGreaterThan(fake.now());
  });

  it('lists a customer’s invoices newest first, cancels once, and answers null for unknown ids', async () => {
    const customerId = await customerWithCard();
    const subscription = await billing.createSubscription({ customerId, plan: 'client', trialDays: 0, extraClients: 0, idempotencyKey: key('sub') });
    fake.advance(subscription.currentPeriodEnd - fake.now());
    const invoices = await billing.listInvoices(customerId);
    expect(invoices).toHaveLength(2);
    expect(invoices[0]!.created).toBeGreaterThan(invoices[1]!.created);
    expect(invoices.every((invoice) => invoice.subscriptionId === subscription.id && invoice.status === 'paid')).toBe(true);

    const canceled = await billing.cancelSubscription(subscription.id);
    expect(canceled.status).toBe('canceled');
    expect((await billing.cancelSubscription(subscription.id)).status).toBe('canceled');
    expect(await billing.getSubscription('sub_missing')).toBeNull();
    expect(await billing.getInvoice('in_missing')).toBeNull();
  });

  it('deletes a customer as Stripe does: its live subscriptions cancelled at once, the customer gone, a second delete done', async () => {
    const customerId = await customerWithCard();
    const subscription = await billing.createSubscription({ customerId, plan: 'advanced', trialDays: 14, extraClients: 0, idempotencyKey: key('sub') });
    const other = await customerWithCard();
    const kept = await billing.createSubscription({ customerId: other, plan: 'client', trialDays: 0, extraClients: 0, idempotencyKey: key('sub') });
    await billing.deleteCustomer(customerId);
    expect(fake.requests.some((request) => request.method === 'DELETE' && request.path === `/v1/customers/${customerId}`)).toBe(true);
    expect(fake.state.customers.has(customerId)).toBe(false);
    expect(await billing.getSubscription(subscription.id)).toMatchObject({ status: 'canceled' });
    expect(fake.events.some((event) => event.type === 'customer.deleted' && (event.data.object as { id: string }).id === customerId)).toBe(true);
    // A second delete is Stripe's resource_missing, and an unknown customer the same: both are done.
    await expect(billing.deleteCustomer(customerId)).resolves.toBeUndefined();
    await expect(billing.deleteCustomer('cus_missing')).resolves.toBeUndefined();
    expect(await billing.getSubscription(kept.id)).toMatchObject({ status: 'active' });
  });

  it('renews monthly with numbered invoices, listed in pages as Stripe lists them', async () => {
    const customerId = await customerWithCard();
    const subscription = await billing.createSubscription({ customerId, plan: 'basic', trialDays: 0, extraClients: 0, idempotencyKey: key('sub') });
    for (let month = 0; month < 12; month += 1) fake.advance(fake.state.subscriptions.get(subscription.id)!.items[0]!.periodEnd - fake.now());
    const invoices = await billing.listInvoices(customerId);
    expect(invoices).toHaveLength(13);
    expect(new Set(invoices.map((invoice) => invoice.number)).size).toBe(13);
    // The fake's list object: limit, has_more and starting_after.
    const get = async (query: string) =>
      (await fetch(`${fake.url}/v1/invoices?${query}`, { headers: { authorization: `Bearer ${fake.secretKey}` } })).json() as Promise<{
        object: string;
        data: { id: string }[];
        has_more: boolean;
        url: string;
      }>;
    const first = await get(`customer=${customerId}&limit=10`);
    expect(first).toMatchObject({ object: 'list', has_more: true, url: '/v1/invoices' });
    const second = await get(`customer=${customerId}&limit=10&starting_after=${first.data.at(-1)!.id}`);
    expect(second.has_more).toBe(false);
    expect([...first.data, ...second.data].map((invoice) => invoice.id)).toEqual(invoices.map((invoice) => invoice.id));
  });

  it('verifies webhook signatures and refuses tampered, unsigned and stale deliveries', async () => {
    const customerId = await customerWithCard();
    const subscription = await billing.createSubscription({ customerId, plan: 'basic', trialDays: 14, extraClients: 0, idempotencyKey: key('sub') });
    const event = fake.makeEvent('customer.subscription.updated', subscriptionObject(fake, subscription.id));
    const received: { body: string; signature: string | undefined }[] = [];
    const endpoint = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: req.headers['stripe-signature'] as string | undefined });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/api/webhooks/billing`;
    try {
      await fake.sendWebhook(url, event);
      const genuine = received[0]!;
      expect(genuine.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(billing.verifyWebhook(genuine.body, genuine.signature)).toEqual({
        id: event.id,
        type: 'customer.subscription.updated',
        created: event.created,
        object: { kind: 'subscription', id: subscription.id, customerId },
      });

      await fake.sendWebhook(url, event, { body: genuine.body.replace('"trialing"', '"active"') });
      expect(() => billing.verifyWebhook(received[1]!.body, received[1]!.signature)).toThrow(BillingWebhookSignatureError);
      await fake.sendWebhook(url, event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
      expect(() => billing.verifyWebhook(received[2]!.body, received[2]!.signature)).toThrow(BillingWebhookSignatureError);
      await fake.sendWebhook(url, event, { secret: 'whsec_someone_else' });
      expect(() => billing.verifyWebhook(received[3]!.body, received[3]!.signature)).toThrow(BillingWebhookSignatureError);
      expect(() => billing.verifyWebhook(genuine.body, undefined)).toThrow(BillingWebhookSignatureError);

      const invoiceEvent = fake.makeEvent('invoice.paid', { id: 'in_1', object: 'invoice', customer: customerId });
      const payload = JSON.stringify(invoiceEvent);
      expect(billing.verifyWebhook(payload, fake.signatureHeader(payload)).object).toEqual({ kind: 'invoice', id: 'in_1', customerId });
    } finally {
      await new Promise((resolve) => endpoint.close(resolve));
    }
  });

  it('lets the client retry a 429 lock timeout and a 500, and surfaces a plain rate limit', async () => {
    const idempotencyKey = key('customer');
    fake.failNext(2, 'lock-timeout');
    const customer = await billing.createCustomer({ userId: 'retry', email: 'r@example.com', name: 'R', idempotencyKey });
    expect(fake.requests.filter((request) => request.idempotencyKey === idempotencyKey)).toHaveLength(3);
    expect(fake.state.customers.has(customer.id)).toBe(true);

    fake.failNext(1, 'server-error');
    expect(await billing.getSubscription('sub_missing')).toBeNull();

    // Stripe's client retries a 429 only when Stripe says so (Stripe-Should-Retry: true, as on lock timeouts).
    fake.failNext(1, 'rate-limited');
    await expect(billing.getInvoice('in_missing')).rejects.toMatchObject({ type: 'StripeRateLimitError', code: 'rate_limit', statusCode: 429 });
  }, 20_000);

  it('answers 401 with Stripe’s error body for a wrong key', async () => {
    const wrong = createStripeBillingProvider({
      secretKey: 'sk_test_wrong_key_123456',
      publishableKey: null,
      webhookSecret: fake.webhookSecret,
      apiBaseUrl: fake.url,
    });
    await expect(wrong.getSubscription('sub_1')).rejects.toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 });
    const response = await fetch(`${fake.url}/v1/customers/cus_1`);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
  });
});
