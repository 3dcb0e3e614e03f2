import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCalls, type Party } from './billing-helpers';
import { type FakeStripe, startFakeStripe } from './fakes/fake-stripe-server';
import { createTestApp, signUp, type TestApp } from './test-app';

/**
 * Retrying a billing action after a failure, with Stripe (the fake saves a 500 for its
 * Idempotency-Key and replays it for 24 hours, as Stripe documents): a new attempt after an
 * answered error goes out under a new key and succeeds; a retry after a lost answer keeps the key,
 * so Stripe replays what it did instead of doing it twice.
 */

let fake: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '100000',
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_BASE_URL: fake.url,
  });
  // Starting the app (migrations on an embedded database) is slow on a busy machine.
}, 180_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const { post, overview, subscribeTo } = billingCalls(() => t);
const addCard = (who: Party, paymentMethodId = 'pm_card_visa') => post(who, '/api/billing/payment-method', { paymentMethodId });

/** The Idempotency-Keys sent to a path since `from`, in order, one entry per request (the client's own retries included). */
const keysSentTo = (path: string, from: number) =>
  fake.requests
    .slice(from)
    .filter((request) => request.method === 'POST' && request.path === path)
    .map((request) => request.idempotencyKey);

const subscriptionsAtStripe = (customerId: string) => [...fake.state.subscriptions.values()].filter((subscription) => subscription.customer === customerId);

async function carded(role: 'client' | 'advisor') {
  const who = await signUp(t, { role });
  const answer = await addCard(who);
  expect(answer.statusCode, answer.body).toBe(200);
  const customerId = [...fake.state.customers.values()].find((customer) => customer.metadata.finboard_user_id === who.user.id)?.id ?? '';
  return { who, customerId };
}

describe('subscribing again after Stripe answered a 500', () => {
  it('sends the same attempt under a new key, which Stripe executes: one subscription', async () => {
    const { who, customerId } = await carded('client');
    const attempt = randomUUID();
    const from = fake.requests.length;
    fake.failNext(1, 'server-error', { method: 'POST', path: '/v1/subscriptions' });

    const failed = await subscribeTo(who, 'client', attempt);
    expect(failed.statusCode, failed.body).toBe(503);
    const firstKeys = keysSentTo('/v1/subscriptions', from);
    // The client's own retries replay the saved 500 under the same key.
    expect(firstKeys.length).toBeGreaterThanOrEqual(1);
    expect(new Set(firstKeys).size).toBe(1);
    expect(subscriptionsAtStripe(customerId)).toHaveLength(0);

    // The web keeps its attempt key after a 5xx (the outcome could be unknown); the api knows Stripe answered.
    const again = await subscribeTo(who, 'client', attempt);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().subscription).toMatchObject({ plan: 'client', status: 'active' });
    const allKeys = keysSentTo('/v1/subscriptions', from);
    expect(new Set(allKeys).size).toBe(2);
    expect(allKeys.at(-1)).not.toBe(firstKeys[0]);
    expect(subscriptionsAtStripe(customerId)).toHaveLength(1);
  });

  it('keeps the key when the answer was lost, so the retry gets Stripe’s first result and nothing is made twice', async () => {
    const { who, customerId } = await carded('client');
    const attempt = randomUUID();
    const from = fake.requests.length;
    // Stripe carries the request out, but neither its answer nor the client's two retries' reach us.
    fake.failNext(3, 'dropped', { method: 'POST', path: '/v1/subscriptions' });

    const lost = await subscribeTo(who, 'client', attempt);
    expect(lost.statusCode, lost.body).toBe(503);
    expect(subscriptionsAtStripe(customerId)).toHaveLength(1);

    const retried = await subscribeTo(who, 'client', attempt);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().subscription).toMatchObject({ plan: 'client', status: 'active' });
    expect(new Set(keysSentTo('/v1/subscriptions', from)).size).toBe(1);
    expect(subscriptionsAtStripe(customerId)).toHaveLength(1);
  });
});

describe('changing plan again after Stripe answered a 500', () => {
  it('succeeds on the next press without reloading', async () => {
    const { who, customerId } = await carded('advisor');
    expect((await subscribeTo(who, 'basic')).statusCode).toBe(200);
    const attempt = randomUUID();
    const subscriptionId = subscriptionsAtStripe(customerId)[0]?.id ?? '';
    const path = `/v1/subscriptions/${subscriptionId}`;
    const from = fake.requests.length;
    fake.failNext(1, 'server-error', { method: 'POST', path });

    const failed = await post(who, '/api/billing/subscription/plan', { plan: 'advanced', idempotencyKey: attempt });
    expect(failed.statusCode, failed.body).toBe(503);
    expect((await overview(who)).subscription.plan).toBe('basic');

    const again = await post(who, '/api/billing/subscription/plan', { plan: 'advanced', idempotencyKey: attempt });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().subscription.plan).toBe('advanced');
    expect(new Set(keysSentTo(path, from).filter((key) => key?.startsWith('change_plan:'))).size).toBe(2);
  });
});

describe('a declined card, then a good one', () => {
  it('lets the same Subscribe attempt go through once the card is replaced (Stripe saved the 402 for the first key)', async () => {
    const who = await signUp(t, { role: 'client' });
    // pm_card_chargeCustomerFail attaches but every charge is declined.
    expect((await addCard(who, 'pm_card_chargeCustomerFail')).statusCode).toBe(200);
    const attempt = randomUUID();
    const declined = await subscribeTo(who, 'client', attempt);
    expect(declined.statusCode, declined.body).toBe(402);
    expect((await addCard(who)).statusCode).toBe(200);
    const paid = await subscribeTo(who, 'client', attempt);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().subscription).toMatchObject({ plan: 'client', status: 'active' });
  });
});

describe('the keys Stripe sees', () => {
  it('keep every meter event identifier within Stripe’s 100 characters, whatever the attempt key’s length', async () => {
    const { who } = await carded('advisor');
    const client = await signUp(t, { role: 'client' });
    const client2 = await signUp(t, { role: 'client' });
    const { connect } = billingCalls(() => t);
    expect((await subscribeTo(who, 'basic', 'k'.repeat(64))).statusCode).toBe(200);
    await connect(client, who);
    await connect(client2, who);
    expect((await post(who, '/api/billing/subscription/plan', { plan: 'advanced', idempotencyKey: 'p'.repeat(64) })).statusCode).toBe(200);
    const identifiers = fake.requests.filter((request) => request.path === '/v1/billing/meter_events').map((request) => String(request.form.identifier));
    expect(identifiers.length).toBeGreaterThan(0);
    for (const identifier of identifiers) expect(identifier.length).toBeLessThanOrEqual(100);
  });
});

/** The policy's directives, each as its list of sources. */
const directivesOf = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );

describe('the Content-Security-Policy with Stripe as the provider', () => {
  it('allows exactly Stripe.js’s script, frame and API origins, and nothing else from outside', async () => {
    const response = await t.request({ method: 'GET', url: '/api/session' });
    const directives = directivesOf(String(response.headers['content-security-policy']));
    expect(directives.get('script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(directives.get('frame-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('cancelling at the end of the period with Stripe', () => {
  it('sets cancel_at_period_end, undoes it before the end, and Stripe ends the plan at the end without charging again', async () => {
    const { who, customerId } = await carded('client');
    expect((await subscribeTo(who, 'client')).statusCode).toBe(200);
    const [subscription] = subscriptionsAtStripe(customerId);
    const setCancel = (cancelAtPeriodEnd: boolean) =>
      post(who, '/api/billing/subscription/cancel-at-period-end', { cancelAtPeriodEnd, idempotencyKey: randomUUID() });

    const cancelled = await setCancel(true);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ plan: 'paid', subscription: { status: 'active', cancelAtPeriodEnd: true } });
    expect(subscription?.cancelAtPeriodEnd).toBe(true);
    const sent = fake.requests.filter((request) => request.method === 'POST' && request.path === `/v1/subscriptions/${subscription?.id}`).at(-1);
    expect(sent?.form).toMatchObject({ cancel_at_period_end: 'true' });
    expect(sent?.idempotencyKey).toMatch(/^cancel:/);

    expect((await setCancel(false)).json().subscription.cancelAtPeriodEnd).toBe(false);
    expect(subscription?.cancelAtPeriodEnd).toBe(false);
    expect((await setCancel(true)).statusCode).toBe(200);

    const invoices = [...fake.state.invoices.values()].filter((invoice) => invoice.customer === customerId).length;
    fake.advance(32 * 86_400);
    expect(subscription?.status).toBe('canceled');
    expect([...fake.state.invoices.values()].filter((invoice) => invoice.customer === customerId)).toHaveLength(invoices);
  });
});
