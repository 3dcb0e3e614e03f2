import type { Db } from '@finboard/db';
import { periodEndAfter } from './sandbox-clock';
import { invoiceAndCharge, type PaymentOutcome } from './sandbox-invoices';
import type { SandboxInvoice, SandboxSubscription, SandboxUsageRecord } from './sandbox-objects';
import { meteredItemId, planFeeLine, subscriptionPlan } from './sandbox-prices';
import { findObject, listCustomerObjects } from './sandbox-store';
import type { SandboxWork } from './sandbox-work';

/** Pieces the subscription requests and the clock share. */

export async function lockSubscription(work: SandboxWork, id: string): Promise<SandboxSubscription> {
  const subscription = await findObject<SandboxSubscription>(work.tx, 'subscription', id, { lock: true });
  if (!subscription) throw new Error(`No such subscription: '${id}'`);
  return subscription;
}

export async function usageRecordsOf(db: Db, subscription: SandboxSubscription): Promise<SandboxUsageRecord[]> {
  const itemId = meteredItemId(subscription);
  const records = await listCustomerObjects<SandboxUsageRecord>(db, subscription.customer, 'usage_record');
  return records.filter((record) => record.subscription_item === itemId);
}

export async function openInvoicesOf(db: Db, subscription: SandboxSubscription): Promise<SandboxInvoice[]> {
  const invoices = await listCustomerObjects<SandboxInvoice>(db, subscription.customer, 'invoice');
  return invoices.filter((invoice) => invoice.subscription === subscription.id && invoice.status === 'open');
}

/**
 * A paid period starting at `at` (the end of a trial, or a resume): a new billing cycle anchor, the
 * plan fee invoiced and charged. A failed charge leaves the subscription past_due, Stripe retrying.
 */
export async function startPaidPeriod(work: SandboxWork, subscription: SandboxSubscription, at: number): Promise<PaymentOutcome> {
  const period = { start: at, end: periodEndAfter(at, at) };
  subscription.billing_cycle_anchor = at;
  subscription.current_period_start = period.start;
  subscription.current_period_end = period.end;
  const outcome = await invoiceAndCharge(work, {
    subscription,
    reason: 'subscription_cycle',
    lines: [planFeeLine(subscriptionPlan(subscription), period)],
    period,
    at,
  });
  subscription.latest_invoice = outcome.invoice.id;
  subscription.status = statusAfterPayment(outcome.invoice);
  return outcome;
}

/** The status the latest invoice's payment leaves: paid is active; open is past_due until the retries run out. */
export function statusAfterPayment(latest: SandboxInvoice): SandboxSubscription['status'] {
  if (latest.status === 'paid') return 'active';
  return latest.next_payment_attempt === null ? 'unpaid' : 'past_due';
}
