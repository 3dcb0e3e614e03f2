import { z } from 'zod';
import type { JobKind } from '../../jobs/job-runner';
import { applyInvoice, applyPaymentMethod } from './billing-mirror';
import type { BillingDeps } from './billing-deps';
import { applySubscriptionFollowingPeriod } from './billing.service';
import { findUserIdOfCustomer, markEventProcessed } from './billing.repository';

export const BILLING_EVENT_JOB = 'billing.event';
export const BILLING_EVENT_ATTEMPTS = 8;

const ZPayload = z.object({
  eventId: z.string().min(1),
  type: z.string().min(1),
  kind: z.enum(['subscription', 'invoice', 'customer', 'payment_method', 'other']),
  objectId: z.string().min(1),
  customerId: z.string().nullable(),
});
export type BillingEventPayload = z.infer<typeof ZPayload>;

/**
 * One webhook event's work. The event says what changed; the object itself is read afresh from the
 * provider, so events handled out of order still leave the newest state (and the mirror keeps the
 * newest read). A customer we do not know (another environment's, or deleted) changes nothing.
 * Reading and writing the mirror again is harmless, so a run cut off mid-way may run again.
 */
export function billingEventJob(deps: BillingDeps): JobKind<BillingEventPayload> {
  return {
    kind: BILLING_EVENT_JOB,
    repeatable: true,
    parse: (payload) => ZPayload.parse(payload),
    async run(event) {
      const userId = event.customerId ? await findUserIdOfCustomer(deps.db, event.customerId) : null;
      if (userId) await refreshObject(deps, userId, event);
      await markEventProcessed(deps.db, event.eventId, deps.now());
    },
  };
}

async function refreshObject(deps: BillingDeps, userId: string, event: BillingEventPayload): Promise<void> {
  const fetchedAt = deps.now();
  if (event.kind === 'subscription') {
    const subscription = await deps.provider.getSubscription(event.objectId);
    if (subscription) await applySubscriptionFollowingPeriod(deps, userId, subscription, fetchedAt);
    return;
  }
  if (event.kind === 'invoice') {
    const invoice = await deps.provider.getInvoice(event.objectId);
    if (!invoice) return;
    await applyInvoice(deps.db, userId, invoice, fetchedAt);
    // A paid or failed invoice moves its subscription (past_due, active again): read that too.
    const subscription = invoice.subscriptionId ? await deps.provider.getSubscription(invoice.subscriptionId) : null;
    if (subscription) await applySubscriptionFollowingPeriod(deps, userId, subscription, fetchedAt);
    return;
  }
  if (event.kind === 'payment_method' || event.kind === 'customer') {
    const method = event.customerId ? await deps.provider.getDefaultPaymentMethod(event.customerId) : null;
    if (method) await applyPaymentMethod(deps.db, userId, method);
  }
}
