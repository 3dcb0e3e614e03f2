import { BILLING_PLANS, type PaidPlanKey, prorate } from '@finboard/domain/billing';
import type { CreateSubscriptionInput, ProviderSubscription } from '../billing-provider';
import { DAY_SECONDS, periodEndAfter } from './sandbox-clock';
import { keyedId, newId } from './sandbox-ids';
import { invoiceAndCharge } from './sandbox-invoices';
import { toProviderSubscription } from './sandbox-mappers';
import type { SandboxCustomer, SandboxSubscription, SandboxUsageRecord } from './sandbox-objects';
import { extraClientPrice, lastQuantity, meteredItemId, planFeeLine, planPrice, setPlan, subscriptionPlan } from './sandbox-prices';
import { findObject, insertObject, saveObject } from './sandbox-store';
import { lockSubscription, startPaidPeriod, usageRecordsOf } from './sandbox-subscription-steps';
import { runWork, type SandboxSettings, type SandboxWork } from './sandbox-work';

/** Subscription requests: create, change plan, report extra clients, resume, cancel, read. */

export async function readSubscription(settings: SandboxSettings, id: string): Promise<ProviderSubscription | null> {
  const subscription = await findObject<SandboxSubscription>(settings.db, 'subscription', id);
  return subscription ? present(settings, subscription) : null;
}

async function present(settings: SandboxSettings, subscription: SandboxSubscription): Promise<ProviderSubscription> {
  const extraClients = lastQuantity(await usageRecordsOf(settings.db, subscription), Number.POSITIVE_INFINITY);
  return toProviderSubscription(subscription, extraClients);
}

/**
 * A trial (advisor plans) starts without a charge; otherwise the first period is invoiced and must
 * be paid at once (Stripe's payment_behavior=error_if_incomplete): a refusal rolls everything back.
 * The id comes from the key, so a second call with it (even at the same moment) finds the first.
 */
export async function createSubscription(settings: SandboxSettings, input: CreateSubscriptionInput): Promise<ProviderSubscription> {
  const id = keyedId('sub', 'create_subscription', input.customerId, input.idempotencyKey);
  await runWork(settings, input.idempotencyKey, async (work) => {
    const customer = await findObject<SandboxCustomer>(work.tx, 'customer', input.customerId);
    if (!customer) throw new Error(`No such customer: '${input.customerId}'`);
    const subscription = newSubscription(id, input, work.now);
    // On PostgreSQL a concurrent call with the same key waits here until the first commits.
    if (!(await insertObject(work.tx, { id, type: 'subscription', customerId: customer.id, data: subscription, createdSeconds: work.now }))) return;
    await reportUsage(work, subscription, input.extraClients, newId('mbur'));
    if (subscription.status !== 'trialing') {
      const outcome = await startPaidPeriod(work, subscription, work.now);
      if (outcome.refusal) throw outcome.refusal;
    } else {
      // As Stripe does, a trial opens with an invoice of $0 (paid without a charge) for the trial period.
      const period = { start: work.now, end: subscription.trial_end ?? work.now };
      const trialLine = { ...planFeeLine(input.plan, period), amount: 0, description: `Trial period for ${BILLING_PLANS[input.plan].name}` };
      const { invoice } = await invoiceAndCharge(work, { subscription, reason: 'subscription_create', lines: [trialLine], period, at: work.now });
      subscription.latest_invoice = invoice.id;
    }
    await saveObject(work.tx, id, subscription);
    await work.emit('customer.subscription.created', subscription);
  });
  const created = await readSubscription(settings, id);
  if (!created) throw new Error(`subscription ${id} vanished`);
  return created;
}

function newSubscription(id: string, input: CreateSubscriptionInput, now: number): SandboxSubscription {
  const trialEnd = input.trialDays > 0 && BILLING_PLANS[input.plan].hasTrial ? now + input.trialDays * DAY_SECONDS : null;
  return {
    id,
    object: 'subscription',
    created: now,
    customer: input.customerId,
    // Until its first charge; a trial needs none.
    status: trialEnd ? 'trialing' : 'incomplete',
    items: {
      object: 'list',
      data: [
        { id: newId('si'), object: 'subscription_item', price: planPrice(input.plan), quantity: 1 },
        { id: newId('si'), object: 'subscription_item', price: extraClientPrice(input.plan) },
      ],
    },
    billing_cycle_anchor: trialEnd ?? now,
    current_period_start: now,
    current_period_end: trialEnd ?? periodEndAfter(now, now),
    trial_start: trialEnd ? now : null,
    trial_end: trialEnd,
    trial_settings: { end_behavior: { missing_payment_method: 'pause' } },
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    latest_invoice: null,
    default_payment_method: null,
    collection_method: 'charge_automatically',
    livemode: false,
    metadata: { plan: input.plan },
  };
}

/**
 * A new plan from now. In a paid period the unused time of the old price is credited and the rest of
 * the period charged at the new one (domain `prorate`), invoiced at once; a net credit is kept on the
 * customer's balance for the next invoices. A refused charge leaves the old plan (pending_if_incomplete).
 * In a trial, or paused, only the prices change.
 */
export async function changePlan(settings: SandboxSettings, subscriptionId: string, plan: PaidPlanKey, idempotencyKey: string): Promise<ProviderSubscription> {
  await runWork(settings, idempotencyKey, async (work) => {
    const subscription = await lockSubscription(work, subscriptionId);
    const request = keyedId('idem', 'change_plan', subscriptionId, idempotencyKey);
    const data = { request: 'change_plan', subscription: subscriptionId, plan };
    if (!(await insertObject(work.tx, { id: request, type: 'idempotency', customerId: subscription.customer, data, createdSeconds: work.now }))) return;
    const from = subscriptionPlan(subscription);
    if (from === plan) return;
    if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired' || subscription.status === 'incomplete') {
      throw new Error(`A ${subscription.status} subscription cannot change plan.`);
    }
    if (subscription.status === 'active' || subscription.status === 'past_due' || subscription.status === 'unpaid') {
      const proration = prorate({
        fromMonthlyCents: BILLING_PLANS[from].monthlyCents,
        toMonthlyCents: BILLING_PLANS[plan].monthlyCents,
        periodStart: subscription.current_period_start,
        periodEnd: subscription.current_period_end,
        changedAt: work.now,
      });
      const period = { start: work.now, end: subscription.current_period_end };
      const outcome = await invoiceAndCharge(work, {
        subscription,
        reason: 'subscription_update',
        lines: [
          { ...planFeeLine(from, period), amount: proration.creditCents, description: `Unused time on ${BILLING_PLANS[from].name} plan`, proration: true },
          { ...planFeeLine(plan, period), amount: proration.chargeCents, description: `Remaining time on ${BILLING_PLANS[plan].name} plan`, proration: true },
        ],
        period,
        at: work.now,
      });
      if (outcome.refusal) throw outcome.refusal;
      subscription.latest_invoice = outcome.invoice.id;
    }
    setPlan(subscription, plan);
    await saveObject(work.tx, subscription.id, subscription);
    await work.emit('customer.subscription.updated', subscription);
  });
  return mustRead(settings, subscriptionId);
}

/** The extra connected clients from now on ('set', the same key once); the renewal invoices the last one. */
export async function reportExtraClients(settings: SandboxSettings, subscriptionId: string, extraClients: number, idempotencyKey: string): Promise<void> {
  if (!Number.isInteger(extraClients) || extraClients < 0) throw new RangeError('extraClients must be a whole number of at least 0');
  await runWork(settings, idempotencyKey, async (work) => {
    const subscription = await lockSubscription(work, subscriptionId);
    if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired')
      throw new Error(`Usage cannot be reported on a ${subscription.status} subscription.`);
    await reportUsage(work, subscription, extraClients, keyedId('mbur', 'report_usage', subscriptionId, idempotencyKey));
  });
}

async function reportUsage(work: SandboxWork, subscription: SandboxSubscription, quantity: number, id: string): Promise<void> {
  // The subscription row is locked (or just inserted), so sequences are handed out one at a time.
  const records = await usageRecordsOf(work.tx, subscription);
  const record: SandboxUsageRecord = {
    id,
    object: 'usage_record',
    subscription_item: meteredItemId(subscription),
    quantity,
    timestamp: work.now,
    livemode: false,
    sequence: records.reduce((max, existing) => Math.max(max, existing.sequence), 0) + 1,
  };
  await insertObject(work.tx, { id, type: 'usage_record', customerId: subscription.customer, data: record, createdSeconds: work.now });
}

/**
 * A paused subscription (its trial ended without a card) starts a new paid period now with the card
 * on file: paid → active, refused → past_due with Stripe's retries. No card → refused, still paused.
 */
export async function resumeSubscription(settings: SandboxSettings, subscriptionId: string): Promise<ProviderSubscription> {
  await runWork(settings, null, async (work) => {
    const subscription = await lockSubscription(work, subscriptionId);
    if (subscription.status !== 'paused') return;
    const outcome = await startPaidPeriod(work, subscription, work.now);
    if (outcome.refusal?.code === 'resource_missing') throw outcome.refusal;
    await saveObject(work.tx, subscription.id, subscription);
    await work.emit('customer.subscription.resumed', subscription);
    await work.emit('customer.subscription.updated', subscription);
  });
  return mustRead(settings, subscriptionId);
}

/** Stripe's `cancel_at_period_end`: the renewal (or the trial's end) ends it instead; false undoes that before then. */
export async function setCancelAtPeriodEnd(
  settings: SandboxSettings,
  subscriptionId: string,
  cancelAtPeriodEnd: boolean,
  idempotencyKey: string,
): Promise<ProviderSubscription> {
  await runWork(settings, idempotencyKey, async (work) => {
    const subscription = await lockSubscription(work, subscriptionId);
    if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired')
      throw new Error('A canceled subscription can only update its cancellation_details and metadata.');
    if (subscription.cancel_at_period_end === cancelAtPeriodEnd) return;
    subscription.cancel_at_period_end = cancelAtPeriodEnd;
    await saveObject(work.tx, subscription.id, subscription);
    await work.emit('customer.subscription.updated', subscription);
  });
  return mustRead(settings, subscriptionId);
}

/** Cancels now (open invoices stay open, as Stripe leaves them). */
export async function cancelSubscription(settings: SandboxSettings, subscriptionId: string): Promise<ProviderSubscription> {
  await runWork(settings, null, async (work) => {
    const subscription = await lockSubscription(work, subscriptionId);
    if (subscription.status === 'canceled') return;
    await endSubscription(work, subscription, work.now);
  });
  return mustRead(settings, subscriptionId);
}

export async function endSubscription(work: SandboxWork, subscription: SandboxSubscription, at: number): Promise<void> {
  subscription.status = 'canceled';
  subscription.canceled_at = at;
  subscription.ended_at = at;
  await saveObject(work.tx, subscription.id, subscription);
  await work.emit('customer.subscription.deleted', subscription, at);
}

async function mustRead(settings: SandboxSettings, id: string): Promise<ProviderSubscription> {
  const subscription = await readSubscription(settings, id);
  if (!subscription) throw new Error(`No such subscription: '${id}'`);
  return subscription;
}

/**
 * What changePlan would charge now, computed as it does (domain `prorate` of the plan fees for the
 * rest of the period, the customer's credit used first) and nothing written: Stripe's invoice preview.
 * A trial or a paused subscription is charged nothing for a change.
 */
export async function previewPlanChange(settings: SandboxSettings, subscriptionId: string, plan: PaidPlanKey): Promise<{ amountDueNow: number }> {
  const at = settings.now();
  const subscription = await findObject<SandboxSubscription>(settings.db, 'subscription', subscriptionId);
  if (!subscription) throw new Error(`No such subscription: '${subscriptionId}'`);
  const from = subscriptionPlan(subscription);
  if (from === plan || !(subscription.status === 'active' || subscription.status === 'past_due' || subscription.status === 'unpaid'))
    return { amountDueNow: 0 };
  const proration = prorate({
    fromMonthlyCents: BILLING_PLANS[from].monthlyCents,
    toMonthlyCents: BILLING_PLANS[plan].monthlyCents,
    periodStart: subscription.current_period_start,
    periodEnd: subscription.current_period_end,
    changedAt: at,
  });
  const customer = await findObject<SandboxCustomer>(settings.db, 'customer', subscription.customer);
  return { amountDueNow: Math.max(0, proration.netCents + (customer?.balance ?? 0)) };
}
