import type { TBillingOverview, TCancelAtPeriodEndRequest } from '@finboard/contracts';
import { SUBSCRIPTION_STATUS_LABELS } from '@finboard/domain/billing';
import type { Actor } from '../../access/actor';
import { AppError, notFound } from '../../errors/app-error';
import { runBillingAttempt } from './billing-attempt';
import type { BillingDeps } from './billing-deps';
import { BILLING_MESSAGES } from './billing-messages';
import { readOverview } from './billing-overview';
import { findBillingUser, findLatestSubscription } from './billing.repository';
import { mirrorSubscription, requireBillingUser } from './billing.service';

/** Statuses whose period can be set to end (or kept): a trial ends with its trial, a paid plan with its period. */
const CANCELLABLE = new Set(['active', 'trialing', 'past_due']);

/**
 * Ends the plan when the period paid for ends (a client's Paid → Free, an advisor leaving), or undoes
 * that before then. Nothing is charged again; until the end everything keeps working (users.plan
 * follows the subscription, which stays live until Stripe ends it).
 */
export async function setCancelAtPeriodEnd(deps: BillingDeps, actor: Actor, input: TCancelAtPeriodEndRequest): Promise<TBillingOverview> {
  const user = await requireBillingUser(deps, actor);
  const latest = await findLatestSubscription(deps.db, user.id);
  if (!latest) throw notFound(BILLING_MESSAGES.noSubscription);
  if (latest.status === 'canceled' || latest.status === 'incomplete_expired') {
    throw input.cancelAtPeriodEnd ? notFound(BILLING_MESSAGES.noSubscription) : new AppError('CONFLICT', BILLING_MESSAGES.planEnded);
  }
  if (!CANCELLABLE.has(latest.status)) throw new AppError('CONFLICT', BILLING_MESSAGES.cancelNotNow(SUBSCRIPTION_STATUS_LABELS[latest.status].toLowerCase()));
  if (latest.cancelAtPeriodEnd !== input.cancelAtPeriodEnd) {
    const action = input.cancelAtPeriodEnd ? 'cancel' : 'resume';
    const updated = await runBillingAttempt(deps.db, { userId: user.id, action, attemptKey: input.idempotencyKey }, (idempotencyKey) =>
      deps.provider.setCancelAtPeriodEnd(latest.id, input.cancelAtPeriodEnd, idempotencyKey),
    );
    await mirrorSubscription(deps, user.id, updated);
  }
  const fresh = await findBillingUser(deps.db, user.id);
  return readOverview(deps.db, deps.provider, fresh ?? user);
}
