/**
 * One user action on billing (subscribe, change plan, cancel, resume, pay now) and the idempotency
 * key the provider sees for it. Stripe saves the first answer to a key for 24 hours, errors and 500s
 * included, and replays it: a new attempt after an answered failure needs a new key, while a retry
 * of an attempt whose outcome is unknown (the answer was lost) must keep it.
 */
export const BILLING_ACTIONS = ['create_customer', 'subscribe', 'change_plan', 'cancel', 'resume', 'pay_invoice'] as const;
export type BillingAction = (typeof BILLING_ACTIONS)[number];

/** pending: sent (or about to be), outcome unknown; failed: the provider answered with an error; done: it succeeded. */
export const BILLING_ATTEMPT_STATES = ['pending', 'failed', 'done'] as const;
export type BillingAttemptState = (typeof BILLING_ATTEMPT_STATES)[number];

/** Stripe's limit on a meter event's `identifier`. */
export const METER_IDENTIFIER_MAX_LENGTH = 100;

/** Whether a meter event identifier is one Stripe accepts (1 to 100 characters). */
export function isValidMeterIdentifier(identifier: string): boolean {
  return identifier.length > 0 && identifier.length <= METER_IDENTIFIER_MAX_LENGTH;
}
