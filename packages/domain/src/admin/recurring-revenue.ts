import { BILLING_PLANS, type PaidPlanKey } from '../billing/plans';
import type { SubscriptionStatus } from '../billing/subscription-status';

export interface RevenueSubscription {
  planKey: string;
  status: SubscriptionStatus;
  /** Connected clients beyond the plan's included ones, as last reported to the provider. */
  extraClients: number;
}

/**
 * Statuses that bring in money every month. A trial has not paid yet; past_due is still billed (the
 * provider retries), so it stays in until it becomes unpaid or canceled.
 */
export function isRevenueStatus(status: SubscriptionStatus): boolean {
  return status === 'active' || status === 'past_due';
}

const isPaidPlanKey = (key: string): key is PaidPlanKey => key in BILLING_PLANS;

/** One subscription's monthly amount at catalogue prices: the plan's fee plus its extra clients. */
export function monthlyAmountCents(subscription: Omit<RevenueSubscription, 'status'>): number {
  if (!isPaidPlanKey(subscription.planKey)) return 0;
  const plan = BILLING_PLANS[subscription.planKey];
  return plan.monthlyCents + Math.max(0, subscription.extraClients) * plan.extraClientCents;
}

/** Monthly recurring revenue in cents: the monthly amounts of the subscriptions that pay. */
export function calculateMonthlyRecurringCents(subscriptions: readonly RevenueSubscription[]): number {
  return subscriptions.reduce((sum, subscription) => (isRevenueStatus(subscription.status) ? sum + monthlyAmountCents(subscription) : sum), 0);
}
