import { AppError } from '../../errors/app-error';
import { queueJob } from '../../jobs/job-runner';
import { BillingWebhookSignatureError } from '../../providers/billing/billing-provider';
import { BILLING_EVENT_ATTEMPTS, BILLING_EVENT_JOB, type BillingEventPayload } from './billing-event.job';
import type { BillingDeps } from './billing-deps';
import { claimEvent } from './billing.repository';

/**
 * A billing provider's webhook (Stripe's, or the sandbox's own delivery): the signature is checked,
 * the event id claimed and its work queued in one transaction, then it is answered 200. A replay or
 * a second delivery at once finds the id claimed and does nothing; a failure before the commit
 * answers 5xx, so the provider delivers it again.
 */
export async function handleBillingWebhook(deps: BillingDeps, rawBody: string, signature: string | undefined): Promise<{ duplicate: boolean }> {
  let event;
  try {
    event = deps.provider.verifyWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof BillingWebhookSignatureError) throw new AppError('UNAUTHENTICATED', 'The webhook signature is not valid.');
    throw error;
  }
  const claimed = await deps.db.transaction(async (tx) => {
    if (!(await claimEvent(tx, { eventId: event.id, provider: deps.provider.kind, type: event.type, createdSeconds: event.created }))) return false;
    const payload: BillingEventPayload = {
      eventId: event.id,
      type: event.type,
      kind: event.object.kind,
      objectId: event.object.id,
      customerId: event.object.customerId,
    };
    await queueJob(tx, {
      kind: BILLING_EVENT_JOB,
      payload: { ...payload },
      dedupeKey: `${BILLING_EVENT_JOB}:${event.id}`,
      maxAttempts: BILLING_EVENT_ATTEMPTS,
    });
    return true;
  });
  return { duplicate: !claimed };
}
