/**
 * A subscription's status as the billing provider reports it (Stripe's values), plus the spec's two
 * of our own: `error` (the last attempt to subscribe failed) and `none` (never subscribed).
 * `trialing` is an advisor plan's trial; `paused` is a trial that ended without a payment method.
 */
export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
  'error',
  'none',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** An invoice's status as Stripe names them. */
export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** The statuses in which the plan's features are open. */
export function isSubscriptionActive(status: SubscriptionStatus): boolean {
  return status === 'active' || status === 'trialing';
}

/** A subscription that can still come back by itself or by a payment (Stripe retries past_due). */
export function isSubscriptionLive(status: SubscriptionStatus): boolean {
  return status === 'active' || status === 'trialing' || status === 'past_due' || status === 'paused' || status === 'incomplete';
}

export interface AdvisorLinkFacts {
  plan: 'free' | 'paid';
  /** Connected links only (a client's advisors, or an advisor's clients). */
  clientAdvisorCount: number;
  subscriptionStatus: SubscriptionStatus;
}

/**
 * Spec 01 §4 'advisor link active': on the free plan with a connected link, or on a paid plan whose
 * subscription is active (a trial counts as active until it ends).
 */
export function isAdvisorLinkActive(facts: AdvisorLinkFacts): boolean {
  if (facts.plan === 'free') return facts.clientAdvisorCount > 0;
  return isSubscriptionActive(facts.subscriptionStatus);
}

/** Spec 01 §2 bank link: a paid client plan or a connected (sponsoring) advisor. */
export function canLinkBank(facts: AdvisorLinkFacts): boolean {
  return (facts.plan === 'paid' && isSubscriptionActive(facts.subscriptionStatus)) || facts.clientAdvisorCount > 0;
}

export const TRIAL_ENDED_MESSAGE = 'Your trial is ended. Add payment method first.';

/** Words for a status on /billing. */
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  trialing: 'Trial',
  active: 'Active',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  past_due: 'Past due',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  paused: 'Trial ended',
  error: 'Payment failed',
  none: 'No subscription',
};

export const SUBSCRIPTION_INACTIVE_MESSAGE = 'Your subscription is not active. Update your payment method in Billing.';

/** Why an advisor whose link is not active cannot open a client's data (null: it is active). */
export function advisorLinkRefusal(facts: AdvisorLinkFacts): string | null {
  if (isAdvisorLinkActive(facts)) return null;
  return facts.subscriptionStatus === 'paused' ? TRIAL_ENDED_MESSAGE : SUBSCRIPTION_INACTIVE_MESSAGE;
}

/** A stored status read back: anything unknown (or nothing) is 'none'. */
export function toSubscriptionStatus(value: string | null | undefined): SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(value ?? '') ? (value as SubscriptionStatus) : 'none';
}
