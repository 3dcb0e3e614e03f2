import { randomUUID } from 'node:crypto';
import type { Actor } from '../../access/actor';
import type { BillingDeps } from '../billing/billing-deps';
import { handleBillingWebhook } from '../billing/billing-webhook.service';
import { setPaymentMethod, subscribe } from '../billing/billing.service';
import { demoActor } from './demo-connections';
import type { DemoSeeder } from './demo-seeders';

const DAY_SECONDS = 86_400;
const SUCCESS_CARD = { number: '4242424242424242', expMonth: 12, expYear: new Date().getUTCFullYear() + 4, cvc: '123' };

/**
 * The demo's billing, made through the same calls people use, against the embedded sandbox: the
 * demo advisor on a trial of the Firm plan with a card on file (its allowance has a place for the
 * demo sub-advisor); the demo client on the paid client
 * plan since 45 days ago, so two monthly invoices are already paid (the sandbox is read at that time,
 * then its clock moves to today). With Stripe configured there is no demo billing.
 */
export const seedDemoBilling: DemoSeeder = async (context) => {
  const billing = context.billing;
  if (!billing?.deps.sandbox || !billing.sandboxAt) return;

  const advisor = demoActor(context, 'advisor');
  await subscribeWithCard(billing.deps, advisor, 'firm', 'Morgan Patel');

  const today = Math.floor(Date.now() / 1000);
  let clock = today - 45 * DAY_SECONDS;
  // Bound below: the past sandbox hands its events to the webhook's handling at that same time.
  let pastDeps: BillingDeps | null = null;
  const past = billing.sandboxAt(
    () => clock,
    async (rawBody, signature) => {
      if (pastDeps) await handleBillingWebhook(pastDeps, rawBody, signature);
    },
  );
  pastDeps = { ...billing.deps, provider: past, sandbox: past, now: () => new Date(clock * 1000) };
  await subscribeWithCard(pastDeps, demoActor(context, 'client'), 'client', 'Dana Rivera');
  clock = today;
  await past.advanceClock();
};

async function subscribeWithCard(deps: BillingDeps, actor: Actor, plan: 'firm' | 'client', name: string): Promise<void> {
  if (!deps.sandbox) return;
  const card = await deps.sandbox.createPaymentMethod({ ...SUCCESS_CARD, name });
  await setPaymentMethod(deps, actor, { paymentMethodId: card.id });
  await subscribe(deps, actor, { plan, idempotencyKey: randomUUID() });
}
