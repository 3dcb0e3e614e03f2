import { randomUUID } from 'node:crypto';
import { billingSubscriptions } from '@finboard/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { expectError, type signUp, type TestApp } from './test-app';

/** Helpers of the billing tests, the sandbox's (billing.test.ts) and Stripe's (billing-stripe.test.ts). */

export type Party = Awaited<ReturnType<typeof signUp>>;

/** The response is the api's error shape with this status and message. */
export async function refused(pending: ReturnType<TestApp['request']>, status: number, message: string) {
  const error = expectError(await pending, status);
  expect(error.message).toBe(message);
}

/** The api's billing calls as a party makes them; `app` is read at each call (the app starts in beforeAll). */
export function billingCalls(app: () => TestApp) {
  const get = (who: Party, url: string) => app().request({ method: 'GET', url, cookies: who.cookies });
  const post = (who: Party, url: string, payload: unknown) => app().request({ method: 'POST', url, payload: payload as object, cookies: who.cookies });

  async function overview(who: Party) {
    const response = await get(who, '/api/billing');
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  const subscribeTo = (who: Party, plan: string, idempotencyKey: string = randomUUID()) => post(who, '/api/billing/subscription', { plan, idempotencyKey });

  const subscriptionsOf = (userId: string) => app().database.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, userId));

  /** A webhook delivery: the raw body and its Stripe-Signature header. */
  const deliver = (rawBody: string, signature: string) =>
    app().request({
      method: 'POST',
      url: '/api/webhooks/billing',
      payload: rawBody,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });

  /** The client asks, the advisor accepts, the jobs run; the connection's id. */
  async function connect(client: Party, advisor: Party) {
    const requested = await post(client, '/api/connections', { advisorId: advisor.user.id });
    expect(requested.statusCode, requested.body).toBe(201);
    const accepted = await post(advisor, `/api/connections/${requested.json().connection.id}/accept`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    await app().app.jobs.drain();
    return requested.json().connection.id as string;
  }

  return { get, post, overview, subscribeTo, subscriptionsOf, deliver, connect };
}
