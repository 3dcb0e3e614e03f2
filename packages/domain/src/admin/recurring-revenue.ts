import { BILLING_PLANS, type PaidPlanKey } from '../billing/plans';
import type { SubscriptionStatus } from '../billing/subscription-status';

/**
 * The business figures, by one definition (issue 39, after Stripe's own MRR definition), used by the
 * admin dashboard, admin Billing, the daily MRR snapshot and anything that reports revenue:
 *
 * - MRR is the monthly-normalised amount of the subscriptions that are `active` or `past_due` (past_due
 *   is still billed: the provider retries), after discounts. A yearly price counts a twelfth a month.
 * - Metered extras (connected clients beyond the plan's included ones) count at the usage of the last
 *   complete period, the quantity the last renewal invoiced; a subscription with no complete period yet
 *   counts the quantity reported so far.
 * - `trialing` subscriptions are not revenue: they are shown apart as 'in trial', with the MRR they will
 *   add once they pay (their amount by the same rules). `canceled`, `unpaid`, `paused`, `incomplete`
 *   and the rest count nowhere. A subscription set to cancel at the period's end still pays until then
 *   and stays in MRR until it is canceled.
 */
export interface RevenueSubscription {
  planKey: string;
  status: SubscriptionStatus;
  /** Extra connected clients billed for the last complete period (see above). */
  extraClients: number;
  /** The price's billing interval; the catalogue's prices are monthly. */
  interval?: 'month' | 'year';
  /** The licensed price per interval, in cents, when it is not the catalogue's monthly fee (e.g. a yearly price). */
  planAmountCents?: number;
  /** A coupon on the subscription: a percentage off everything, or an amount off each invoice (Stripe's percent_off / amount_off). */
  discount?: { percentOff?: number; amountOffCents?: number } | null;
}

/** Statuses that bring in money every month. */
export function isRevenueStatus(status: SubscriptionStatus): boolean {
  return status === 'active' || status === 'past_due';
}

const isPaidPlanKey = (key: string): key is PaidPlanKey => key in BILLING_PLANS;

/** One subscription's monthly amount at catalogue prices, before discounts: the plan's fee plus its extra clients. */
export function monthlyAmountCents(subscription: Pick<RevenueSubscription, 'planKey' | 'extraClients'>): number {
  return subscriptionMrrCents({ ...subscription, status: 'active' });
}

/**
 * What one subscription is worth a month by the definition, whatever its status: the licensed price
 * and the metered extras for one interval, less the discount (never below zero), normalised to a month.
 */
export function subscriptionMrrCents(subscription: Omit<RevenueSubscription, 'status'> & { status?: SubscriptionStatus }): number {
  if (!isPaidPlanKey(subscription.planKey)) return 0;
  const plan = BILLING_PLANS[subscription.planKey];
  const interval = subscription.interval ?? 'month';
  const months = interval === 'year' ? 12 : 1;
  const licensed = subscription.planAmountCents ?? plan.monthlyCents * months;
  const extras = Math.max(0, subscription.extraClients) * plan.extraClientCents * months;
  const gross = licensed + extras;
  const percentOff = Math.min(100, Math.max(0, subscription.discount?.percentOff ?? 0));
  const afterPercent = gross - Math.round((gross * percentOff) / 100);
  const net = Math.max(0, afterPercent - Math.max(0, subscription.discount?.amountOffCents ?? 0));
  return Math.round(net / months);
}

export interface PlanFigures {
  planKey: string;
  count: number;
  mrrCents: number;
}

export interface BusinessFigures {
  /** Monthly recurring revenue in cents (active and past_due, after discounts). */
  mrrCents: number;
  /** The subscriptions counted in MRR. */
  payingSubscriptions: number;
  /** Trials: how many, and the MRR they will add once they pay. */
  inTrial: { count: number; mrrCents: number };
  /** MRR and paying subscriptions per plan, plans in key order. */
  byPlan: PlanFigures[];
}

/** The figures of a set of subscriptions, by the definition above. */
export function calculateBusinessFigures(subscriptions: readonly RevenueSubscription[]): BusinessFigures {
  const byPlan = new Map<string, PlanFigures>();
  const figures: BusinessFigures = { mrrCents: 0, payingSubscriptions: 0, inTrial: { count: 0, mrrCents: 0 }, byPlan: [] };
  for (const subscription of subscriptions) {
    const amount = subscriptionMrrCents(subscription);
    if (subscription.status === 'trialing') {
      figures.inTrial.count += 1;
      figures.inTrial.mrrCents += amount;
      continue;
    }
    if (!isRevenueStatus(subscription.status)) continue;
    figures.mrrCents += amount;
    figures.payingSubscriptions += 1;
    const plan = byPlan.get(subscription.planKey) ?? { planKey: subscription.planKey, count: 0, mrrCents: 0 };
    plan.count += 1;
    plan.mrrCents += amount;
    byPlan.set(subscription.planKey, plan);
  }
  figures.byPlan = [...byPlan.values()].sort((a, b) => a.planKey.localeCompare(b.planKey));
  return figures;
}

/** Monthly recurring revenue in cents, by the definition above. */
export function calculateMonthlyRecurringCents(subscriptions: readonly RevenueSubscription[]): number {
  return calculateBusinessFigures(subscriptions).mrrCents;
}
