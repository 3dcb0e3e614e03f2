import { randomUUID } from 'node:crypto';
import { users } from '@finboard/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxBillingProvider } from '../src/providers/billing/sandbox/sandbox-billing-provider';
import { billingCalls, refused, type Party } from './billing-helpers';
import { createTestApp, sessionUser, signUp, type TestApp } from './test-app';

/**
 * Billing journeys against the embedded sandbox with a clock the test moves: a plan set to end at
 * the period's end and kept again before then, the end itself, and a sub-advisor's /billing.
 */

const DAY = 86_400;
let clock = Math.floor(Date.parse('2026-04-06T15:00:00Z') / 1000);
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
          webhookSecret: 'whsec_billingjourneys',
          publicUrl: 'http://localhost:3000',
          productName: 'Finboard',
          deliverEvent,
        });
        return { provider: sandbox, sandbox, sandboxAt: null };
      },
    },
  );
  // Starting the app (migrations on an embedded database) is slow on a busy machine.
}, 180_000);
afterAll(() => t?.close());

const { get, post, overview, subscribeTo, connect } = billingCalls(() => t);

async function addCard(who: Party, number = '4242424242424242') {
  const made = await post(who, '/api/billing/sandbox/payment-methods', { number, expMonth: 12, expYear: 2034, cvc: '123', name: 'Ada Lovelace' });
  expect(made.statusCode, made.body).toBe(200);
  return post(who, '/api/billing/payment-method', { paymentMethodId: made.json().paymentMethodId });
}

async function advance(seconds: number) {
  clock += seconds;
  await sandbox.advanceClock();
  await t.app.jobs.drain();
}

const setCancel = (who: Party, cancelAtPeriodEnd: boolean, idempotencyKey: string = randomUUID()) =>
  post(who, '/api/billing/subscription/cancel-at-period-end', { cancelAtPeriodEnd, idempotencyKey });

async function payingClient() {
  const client = await signUp(t, { role: 'client' });
  expect((await addCard(client)).statusCode).toBe(200);
  const paid = await subscribeTo(client, 'client');
  expect(paid.statusCode, paid.body).toBe(200);
  await t.app.jobs.drain();
  return client;
}

describe('a client going from Paid to Free at the end of the period', () => {
  it('keeps the plan until the period ends, can undo before then, and is on Free after, charged nothing more', async () => {
    const client = await payingClient();
    const periodEnd = (await overview(client)).subscription.currentPeriodEnd as string;

    const cancelled = await setCancel(client, true);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ plan: 'paid', subscription: { status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: periodEnd } });
    expect(await sessionUser(t, client.cookies)).toMatchObject({ plan: 'paid' });

    const kept = await setCancel(client, false);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });

    expect((await setCancel(client, true)).statusCode).toBe(200);
    const invoicesBefore = (await overview(client)).invoices.length;
    await advance(32 * DAY);
    const after = await overview(client);
    expect(after).toMatchObject({ plan: 'free', subscription: { status: 'canceled' } });
    expect(after.invoices).toHaveLength(invoicesBefore);
    expect(await sessionUser(t, client.cookies)).toMatchObject({ plan: 'free' });
    // Too late to undo: the plan has ended.
    await refused(setCancel(client, false), 409, 'Your plan has ended. Subscribe again from Billing.');
  });

  it('renews as usual when the cancellation was undone', async () => {
    const client = await payingClient();
    expect((await setCancel(client, true)).statusCode).toBe(200);
    expect((await setCancel(client, false)).statusCode).toBe(200);
    await advance(32 * DAY);
    const after = await overview(client);
    expect(after).toMatchObject({ plan: 'paid', subscription: { status: 'active', cancelAtPeriodEnd: false } });
    expect(after.invoices[0]).toMatchObject({ status: 'paid', amountPaidCents: 17_900 });
  });

  it('ends an advisor’s trial at its end when cancelled during it, without a charge', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    await addCard(advisor);
    expect((await subscribeTo(advisor, 'advanced')).statusCode).toBe(200);
    expect((await setCancel(advisor, true)).json().subscription).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: true });
    await advance(15 * DAY);
    const after = await overview(advisor);
    expect(after.subscription.status).toBe('canceled');
    expect(after.invoices.every((invoice: { amountPaidCents: number }) => invoice.amountPaidCents === 0)).toBe(true);
  });

  it('is refused without a subscription, with a bad body, and for someone else’s plan nothing changes', async () => {
    const free = await signUp(t, { role: 'client' });
    await refused(setCancel(free, true), 404, 'You have no subscription to change.');
    expect((await post(free, '/api/billing/subscription/cancel-at-period-end', { cancelAtPeriodEnd: 'yes', idempotencyKey: randomUUID() })).statusCode).toBe(
      400,
    );
    expect(
      (await post(free, '/api/billing/subscription/cancel-at-period-end', { cancelAtPeriodEnd: true, idempotencyKey: randomUUID(), subscriptionId: 'sub_x' }))
        .statusCode,
    ).toBe(400);
    const payer = await payingClient();
    // The caller's own plan is the only one it can reach: the free client's call changed nothing of the payer's.
    expect((await overview(payer)).subscription.cancelAtPeriodEnd).toBe(false);
  });
});

describe('a sub-advisor’s /billing', () => {
  it('names the primary advisor who manages billing; the primary advisor and clients get 404 from it', async () => {
    const primary = await signUp(t, { role: 'advisor', firstName: 'Priya', lastName: 'Primary' });
    const sub = await signUp(t, { role: 'advisor', firstName: 'Sam' });
    await t.database.db.update(users).set({ parentId: primary.user.id }).where(eq(users.id, sub.user.id));
    const manager = await get(sub, '/api/billing/manager');
    expect(manager.statusCode, manager.body).toBe(200);
    expect(manager.json()).toEqual({ name: 'Priya Primary', email: primary.user.email });
    await refused(get(sub, '/api/billing'), 403, 'Billing is managed by your primary advisor.');
    await refused(setCancel(sub, true), 403, 'Billing is managed by your primary advisor.');
    expect((await get(primary, '/api/billing/manager')).statusCode).toBe(404);
    const client = await signUp(t, { role: 'client' });
    expect((await get(client, '/api/billing/manager')).statusCode).toBe(403);
  });
});

describe('a renewal that fails', () => {
  it('keeps a paying client on the plan as past due, and the bank-link refusal names that state, not an upgrade', async () => {
    const client = await payingClient();
    // The card on file is replaced by one that attaches but declines every charge.
    expect((await addCard(client, '4000000000000341')).statusCode).toBe(200);
    await advance(32 * DAY);
    const after = await overview(client);
    expect(after).toMatchObject({ plan: 'paid', subscription: { status: 'past_due' } });
    expect(after.invoices[0]).toMatchObject({ status: 'open', amountDueCents: 17_900 });
    await refused(
      post(client, '/api/institutions/link-token', {}),
      403,
      'Your last renewal payment failed, so linking a bank is paused. Pay the open invoice from Billing to link your bank.',
    );
    const free = await signUp(t, { role: 'client' });
    await refused(post(free, '/api/institutions/link-token', {}), 403, 'You should upgrade your plan to paid plan or connect the advisor to link your bank.');
  });
});

describe('Pay now on a renewal that failed', () => {
  it('says what is owed and when it is retried, refuses a card that declines, and a new card pays the open invoice at once', async () => {
    const client = await payingClient();
    expect((await addCard(client, '4000000000000341')).statusCode).toBe(200);
    await advance(32 * DAY);
    const owing = await overview(client);
    expect(owing.subscription.status).toBe('past_due');
    const open = owing.invoices[0];
    expect(owing.openInvoice).toMatchObject({ id: open.id, amountDueCents: 17_900, attemptCount: 1 });
    // The sandbox retries three days after the failed charge, made when the period ended.
    expect(Date.parse(owing.openInvoice.nextPaymentAttempt)).toBe((open.created + 3 * DAY) * 1000);
    expect(await sessionUser(t, client.cookies)).toMatchObject({ subscriptionStatus: 'past_due' });

    // Another card that declines: its words, the invoice still open, the attempt counted.
    const declining = await post(client, '/api/billing/sandbox/payment-methods', {
      number: '4000000000000341',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
      name: 'Ada Lovelace',
    });
    await refused(
      post(client, '/api/billing/payment-method', { paymentMethodId: declining.json().paymentMethodId, idempotencyKey: randomUUID() }),
      402,
      'Your card was declined.',
    );
    const still = await overview(client);
    expect(still).toMatchObject({ subscription: { status: 'past_due' }, openInvoice: { id: open.id, attemptCount: 2 } });

    const made = await post(client, '/api/billing/sandbox/payment-methods', {
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
      name: 'Ada Lovelace',
    });
    const paid = await post(client, '/api/billing/payment-method', { paymentMethodId: made.json().paymentMethodId, idempotencyKey: randomUUID() });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ plan: 'paid', subscription: { status: 'active' }, openInvoice: null, paymentMethod: { last4: '4242' } });
    expect(paid.json().invoices[0]).toMatchObject({ id: open.id, status: 'paid', amountPaidCents: 17_900 });
    expect(await sessionUser(t, client.cookies)).toMatchObject({ subscriptionStatus: 'active' });
    // Paid once: the retry the sandbox had scheduled charges nothing more.
    await advance(4 * DAY);
    const later = await overview(client);
    expect(later.invoices.filter((invoice: { id: string }) => invoice.id === open.id)).toEqual([
      expect.objectContaining({ status: 'paid', amountPaidCents: 17_900 }),
    ]);
    expect(later.subscription.status).toBe('active');
  });

  it('has no open invoice to show while the plan is paid up', async () => {
    const client = await payingClient();
    expect((await overview(client)).openInvoice).toBeNull();
  });
});

describe('the preview of a plan change', () => {
  it('shows the real next bill with extra clients at the new rate and the prorated charge, warns when it costs more, and matches what the change charges', async () => {
    const advisor = await signUp(t, { role: 'advisor' });
    expect((await addCard(advisor)).statusCode).toBe(200);
    expect((await subscribeTo(advisor, 'advanced')).statusCode).toBe(200);
    for (let index = 0; index < 5; index += 1) await connect(await signUp(t, { role: 'client' }), advisor);
    // In the trial a change is charged nothing; the first paid period starts at its end.
    const inTrial = await get(advisor, '/api/billing/subscription/plan-preview?plan=basic');
    expect(inTrial.statusCode, inTrial.body).toBe(200);
    expect(inTrial.json()).toMatchObject({
      plan: 'basic',
      planName: 'Advisor',
      currentPlanName: 'Event',
      connectedClients: 5,
      currentMonthlyCents: 5_900,
      nextMonthlyCents: 100 + 4 * 1_597,
      nextPlanCents: 100,
      nextExtraClients: 4,
      nextExtraClientCents: 1_597,
      dueNowCents: 0,
      costsMore: true,
    });

    await advance(15 * DAY);
    const paidPeriod = await overview(advisor);
    expect(paidPeriod.subscription.status).toBe('active');
    await advance(10 * DAY);
    const toFirm = await get(advisor, '/api/billing/subscription/plan-preview?plan=firm');
    expect(toFirm.statusCode, toFirm.body).toBe(200);
    expect(toFirm.json()).toMatchObject({
      currentMonthlyCents: 5_900,
      nextMonthlyCents: 59_700,
      costsMore: true,
      nextBillAt: paidPeriod.subscription.currentPeriodEnd,
    });
    const dueNow = toFirm.json().dueNowCents;
    expect(dueNow).toBeGreaterThan(0);
    expect(dueNow).toBeLessThan(59_700 - 5_900);
    // The preview is what the change then charges, at the same second.
    const changed = await post(advisor, '/api/billing/subscription/plan', { plan: 'firm', idempotencyKey: randomUUID() });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().invoices[0]).toMatchObject({ amountDueCents: dueNow, status: 'paid' });
    // Back down to Event: a credit, nothing charged now, and it costs less.
    const toEvent = await get(advisor, '/api/billing/subscription/plan-preview?plan=advanced');
    expect(toEvent.json()).toMatchObject({ dueNowCents: 0, costsMore: false, nextMonthlyCents: 5_900, currentMonthlyCents: 59_700 });
  });

  it('refuses a plan of the other role, without a subscription, and with a bad query', async () => {
    const client = await payingClient();
    await refused(get(client, '/api/billing/subscription/plan-preview?plan=firm'), 400, 'That plan is not available for your account.');
    expect((await get(client, '/api/billing/subscription/plan-preview?plan=client')).json()).toMatchObject({
      dueNowCents: 0,
      costsMore: false,
      nextMonthlyCents: 17_900,
    });
    const advisor = await signUp(t, { role: 'advisor' });
    expect((await get(advisor, '/api/billing/subscription/plan-preview?plan=basic')).statusCode).toBe(404);
    expect((await get(advisor, '/api/billing/subscription/plan-preview?plan=gold')).statusCode).toBe(400);
  });
});
