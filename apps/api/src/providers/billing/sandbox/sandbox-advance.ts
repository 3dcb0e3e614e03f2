import { periodEndAfter, TRIAL_WILL_END_NOTICE_SECONDS } from './sandbox-clock';
import { keyedId } from './sandbox-ids';
import { attemptPayment, invoiceAndCharge } from './sandbox-invoices';
import type { SandboxCustomer, SandboxSubscription } from './sandbox-objects';
import { extraClientsLine, lastQuantity, planFeeLine, subscriptionPlan } from './sandbox-prices';
import { findObject, listDueSubscriptionIds, saveObject } from './sandbox-store';
import { lockSubscription, openInvoicesOf, startPaidPeriod, statusAfterPayment, usageRecordsOf } from './sandbox-subscription-steps';
import { endSubscription } from './sandbox-subscriptions';
import { redeliverPending, runWork, type SandboxSettings, type SandboxWork } from './sandbox-work';

/**
 * What Stripe does as time passes, done when asked (advanceClock) for everything due by now(): the
 * trial's end notice and end, renewals and retries of failed invoices, each at its own due time in
 * order, so a clock moved on by months catches up period by period. Each subscription is one
 * transaction holding its row, so two instances advancing at once do each step once.
 */

// Paused, unpaid, canceled and incomplete subscriptions wait for a request, not for time (listDueSubscriptionIds).
// A bound on steps per call, far above a few years of monthly periods and retries.
const MAX_STEPS = 1000;

export async function advanceClock(settings: SandboxSettings): Promise<void> {
  await redeliverPending(settings);
  // One subscription's failure must not hold back the others: each is tried, then the first error is thrown.
  const failures: unknown[] = [];
  for (const id of await listDueSubscriptionIds(settings.db, settings.now(), TRIAL_WILL_END_NOTICE_SECONDS)) {
    await runWork(settings, null, (work) => advanceSubscription(work, id)).catch((error: unknown) => failures.push(error));
  }
  if (failures.length > 0) throw failures[0];
}

async function advanceSubscription(work: SandboxWork, id: string): Promise<void> {
  const subscription = await lockSubscription(work, id);
  for (let step = 0; step < MAX_STEPS; step += 1) {
    if (!(await takeNextStep(work, subscription))) return;
    await saveObject(work.tx, subscription.id, subscription);
  }
}

/** Does the earliest step due by now; false when none is. */
async function takeNextStep(work: SandboxWork, subscription: SandboxSubscription): Promise<boolean> {
  if (subscription.status === 'trialing' && subscription.trial_end !== null) {
    const trialEnd = subscription.trial_end;
    const noticeAt = Math.max(trialEnd - TRIAL_WILL_END_NOTICE_SECONDS, subscription.trial_start ?? subscription.created);
    // Keyed by the trial's end, so it is sent once however often the clock runs.
    if (noticeAt <= work.now)
      await work.emit('customer.subscription.trial_will_end', subscription, noticeAt, keyedId('evt', 'trial_will_end', subscription.id, String(trialEnd)));
    if (trialEnd > work.now) return false;
    await endTrial(work, subscription, trialEnd);
    return true;
  }
  if (subscription.status !== 'active' && subscription.status !== 'past_due') return false;

  const retry = (await openInvoicesOf(work.tx, subscription))
    .filter((invoice) => invoice.next_payment_attempt !== null && invoice.next_payment_attempt <= work.now)
    .sort((a, b) => (a.next_payment_attempt ?? 0) - (b.next_payment_attempt ?? 0))[0];
  const renewAt = subscription.current_period_end <= work.now ? subscription.current_period_end : null;
  if (retry?.next_payment_attempt != null && (renewAt === null || retry.next_payment_attempt <= renewAt)) {
    const at = retry.next_payment_attempt;
    await attemptPayment(work, retry, at);
    if (retry.id === subscription.latest_invoice) await setStatus(work, subscription, statusAfterPayment(retry), at);
    return true;
  }
  if (renewAt === null) return false;
  await renew(work, subscription, renewAt);
  return true;
}

/** With a card the first period is charged; without one the subscription pauses (Stripe's end_behavior). */
async function endTrial(work: SandboxWork, subscription: SandboxSubscription, at: number): Promise<void> {
  // Cancelled at the period's end during the trial: it ends with the trial, nothing charged (as Stripe does).
  if (subscription.cancel_at_period_end) {
    await endSubscription(work, subscription, at);
    return;
  }
  const customer = await findObject<SandboxCustomer>(work.tx, 'customer', subscription.customer);
  if (!customer?.invoice_settings.default_payment_method) {
    subscription.status = 'paused';
    await work.emit('customer.subscription.paused', subscription, at);
    await work.emit('customer.subscription.updated', subscription, at);
    return;
  }
  await startPaidPeriod(work, subscription, at);
  await work.emit('customer.subscription.updated', subscription, at);
}

/**
 * A period ended: the next one starts, invoiced for its plan fee (in advance) and the extra clients
 * of the period that ended (in arrears, the last quantity reported before its end).
 */
async function renew(work: SandboxWork, subscription: SandboxSubscription, at: number): Promise<void> {
  if (subscription.cancel_at_period_end) {
    await endSubscription(work, subscription, at);
    return;
  }
  const plan = subscriptionPlan(subscription);
  const ended = { start: subscription.current_period_start, end: at };
  const next = { start: at, end: periodEndAfter(subscription.billing_cycle_anchor, at) };
  const extraClients = lastQuantity(await usageRecordsOf(work.tx, subscription), at);
  const lines = [planFeeLine(plan, next)];
  if (extraClients > 0) lines.push(extraClientsLine(plan, extraClients, ended));
  subscription.current_period_start = next.start;
  subscription.current_period_end = next.end;
  const outcome = await invoiceAndCharge(work, { subscription, reason: 'subscription_cycle', lines, period: ended, at });
  subscription.latest_invoice = outcome.invoice.id;
  subscription.status = statusAfterPayment(outcome.invoice);
  await work.emit('customer.subscription.updated', subscription, at);
}

async function setStatus(work: SandboxWork, subscription: SandboxSubscription, status: SandboxSubscription['status'], at: number): Promise<void> {
  if (subscription.status === status) return;
  subscription.status = status;
  await work.emit('customer.subscription.updated', subscription, at);
}
