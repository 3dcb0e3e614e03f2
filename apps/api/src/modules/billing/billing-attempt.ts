import type { Db } from '@finboard/db';
import { BillingOutcomeUnknownError } from '../../providers/billing/billing-provider';
import { type AttemptScope, claimProviderKey, settleProviderKey } from './billing-attempts.repository';

/**
 * Runs one user action against the provider under the attempt's idempotency key. An answered
 * failure (a declined card, Stripe's 5xx, a refusal) retires the key, so pressing the button again is
 * a new attempt Stripe executes afresh instead of replaying the saved error; a failure whose outcome
 * is unknown (no answer) keeps it, so the retry cannot act twice.
 */
export async function runBillingAttempt<T>(db: Db, scope: AttemptScope, call: (providerKey: string) => Promise<T>): Promise<T> {
  const providerKey = await claimProviderKey(db, scope);
  let result: T;
  try {
    result = await call(providerKey);
  } catch (error) {
    if (!(error instanceof BillingOutcomeUnknownError)) await settleProviderKey(db, providerKey, 'failed');
    throw error;
  }
  await settleProviderKey(db, providerKey, 'done');
  return result;
}
