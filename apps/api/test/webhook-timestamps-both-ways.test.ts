import { createHmac } from 'node:crypto';
import { billingEvents } from '@finboard/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxBillingProvider } from '../src/providers/billing/sandbox/sandbox-billing-provider';
import { type FakeStripe, startFakeStripe } from './fakes/fake-stripe-server';
import { createTestApp, expectError, type TestApp } from './test-app';

/**
 * A billing webhook signed with a timestamp outside the 5-minute tolerance is refused in either
 * direction: an older one is a replay, a newer one a delivery signed for later (kept to be
 * replayed once its time comes). Plaid's JWT `iat` is checked both ways by its verifier
 * (plaid-webhook-verifier.test.ts); Twilio sends us no webhooks.
 */

const YEAR = 365 * 86_400;
const INVALID = 'The webhook signature is not valid.';

const eventBody = (id: string) =>
  JSON.stringify({ id, object: 'event', type: 'customer.updated', created: 0, data: { object: { id: 'cus_nobody', object: 'customer' } } });

async function refusedUnclaimed(t: TestApp, answer: Awaited<ReturnType<TestApp['request']>>, eventId: string) {
  expect(expectError(answer, 401).message).toBe(INVALID);
  expect(await t.database.db.select().from(billingEvents).where(eq(billingEvents.eventId, eventId))).toHaveLength(0);
}

const deliver = (t: TestApp, rawBody: string, signature: string) =>
  t.request({ method: 'POST', url: '/api/webhooks/billing', payload: rawBody, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });

describe('the sandbox billing webhook', () => {
  const SECRET = 'whsec_timestamps';
  const clock = Math.floor(Date.parse('2026-03-02T15:00:00Z') / 1000);
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        billing: ({ db, deliverEvent }) => {
          const sandbox = createSandboxBillingProvider({
            db,
            now: () => clock,
            webhookSecret: SECRET,
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

  const signed = (rawBody: string, at: number) => `t=${at},v1=${createHmac('sha256', SECRET).update(`${at}.${rawBody}`).digest('hex')}`;

  it('refuses a genuine signature dated a year, or six minutes, ahead', async () => {
    for (const [id, at] of [
      ['evt_future_year', clock + YEAR],
      ['evt_future_minutes', clock + 360],
    ] as const) {
      const body = eventBody(id);
      await refusedUnclaimed(t, await deliver(t, body, signed(body, at)), id);
    }
  });

  it('refuses one dated too far back, and takes one within the tolerance either way', async () => {
    const old = eventBody('evt_old');
    await refusedUnclaimed(t, await deliver(t, old, signed(old, clock - 360)), 'evt_old');
    for (const [id, at] of [
      ['evt_early', clock - 240],
      ['evt_late', clock + 240],
    ] as const) {
      const body = eventBody(id);
      const answer = await deliver(t, body, signed(body, at));
      expect(answer.statusCode, answer.body).toBe(200);
    }
  });

  it('refuses a header that adds a second, future timestamp to a genuine one', async () => {
    const body = eventBody('evt_two_times');
    await refusedUnclaimed(t, await deliver(t, body, `${signed(body, clock)},t=${clock + YEAR}`), 'evt_two_times');
  });
});

describe('the Stripe billing webhook', () => {
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
      STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
      STRIPE_API_BASE_URL: fake.url,
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it("refuses a genuine signature dated a year, or six minutes, ahead (Stripe's client checks only the past)", async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const [id, at] of [
      ['evt_stripe_year', now + YEAR],
      ['evt_stripe_minutes', now + 360],
      ['evt_stripe_old', now - 360],
    ] as const) {
      const body = eventBody(id);
      await refusedUnclaimed(t, await deliver(t, body, fake.signatureHeader(body, { timestamp: at })), id);
    }
    const body = eventBody('evt_stripe_now');
    const answer = await deliver(t, body, fake.signatureHeader(body, { timestamp: now + 60 }));
    expect(answer.statusCode, answer.body).toBe(200);
  });
});
