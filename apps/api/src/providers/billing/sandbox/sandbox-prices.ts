import { BILLING_PLANS, type PaidPlanKey } from '@finboard/domain/billing';
import type { SandboxInvoiceLine, SandboxPrice, SandboxSubscription, SandboxUsageRecord } from './sandbox-objects';

/**
 * A plan as Stripe prices: the licensed monthly fee and a metered price per extra connected client
 * (usage reported with 'last_ever': an invoice charges the last quantity reported before its period
 * ended, carried over from earlier periods until a new one is reported).
 */

export function planPrice(plan: PaidPlanKey): SandboxPrice {
  return {
    id: `price_${plan}_monthly`,
    object: 'price',
    currency: 'usd',
    lookup_key: plan,
    unit_amount: BILLING_PLANS[plan].monthlyCents,
    recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed', aggregate_usage: null },
  };
}

export function extraClientPrice(plan: PaidPlanKey): SandboxPrice {
  return {
    id: `price_${plan}_extra_client`,
    object: 'price',
    currency: 'usd',
    lookup_key: `${plan}_extra_client`,
    unit_amount: BILLING_PLANS[plan].extraClientCents,
    recurring: { interval: 'month', interval_count: 1, usage_type: 'metered', aggregate_usage: 'last_ever' },
  };
}

export function subscriptionPlan(subscription: SandboxSubscription): PaidPlanKey {
  return subscription.metadata.plan;
}

/** The metered item (always there; the client plan's price is zero), which usage records point at. */
export function meteredItemId(subscription: SandboxSubscription): string {
  const item = subscription.items.data.find((candidate) => candidate.price.recurring.usage_type === 'metered');
  if (!item) throw new Error(`subscription ${subscription.id} has no metered item`);
  return item.id;
}

/** Moves both items to another plan's prices, keeping the item ids (usage stays with its item). */
export function setPlan(subscription: SandboxSubscription, plan: PaidPlanKey): void {
  subscription.metadata = { ...subscription.metadata, plan };
  for (const item of subscription.items.data) {
    item.price = item.price.recurring.usage_type === 'metered' ? extraClientPrice(plan) : planPrice(plan);
  }
}

/** The last quantity reported before `before` (0 if none): 'last_ever'. */
export function lastQuantity(records: readonly SandboxUsageRecord[], before: number): number {
  let last: SandboxUsageRecord | null = null;
  for (const record of records) {
    if (record.timestamp >= before) continue;
    if (!last || record.timestamp > last.timestamp || (record.timestamp === last.timestamp && record.sequence > last.sequence)) last = record;
  }
  return last?.quantity ?? 0;
}

export function planFeeLine(plan: PaidPlanKey, period: { start: number; end: number }): Omit<SandboxInvoiceLine, 'id' | 'object'> {
  const price = planPrice(plan);
  return {
    amount: price.unit_amount,
    description: `1 × ${BILLING_PLANS[plan].name} plan (at $${dollars(price.unit_amount)} / month)`,
    quantity: 1,
    proration: false,
    period,
    price,
  };
}

export function extraClientsLine(plan: PaidPlanKey, quantity: number, period: { start: number; end: number }): Omit<SandboxInvoiceLine, 'id' | 'object'> {
  const price = extraClientPrice(plan);
  return {
    amount: quantity * price.unit_amount,
    description: `${quantity} × extra connected client (at $${dollars(price.unit_amount)} / month)`,
    quantity,
    proration: false,
    period,
    price,
  };
}

export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
