import type { TPlanChangePreview, TPlanChangePreviewQuery } from '@finboard/contracts';
import { BILLING_PLANS, isPlanForRole, isSubscriptionLive, planChangeBill } from '@finboard/domain/billing';
import type { Actor } from '../../access/actor';
import { notFound, validationError } from '../../errors/app-error';
import type { BillingDeps } from './billing-deps';
import { BILLING_MESSAGES } from './billing-messages';
import { countConnectedLinks, findLatestSubscription } from './billing.repository';
import { requireBillingUser } from './billing.service';

/**
 * The real bill of a plan change before it is made: the monthly total now and on the new plan (extra
 * clients at the new plan's rate, domain `planChangeBill`), what is charged at once (the provider's
 * invoice preview of the prorated change, now), and whether the new plan costs more.
 */
export async function previewPlanChange(deps: BillingDeps, actor: Actor, query: TPlanChangePreviewQuery): Promise<TPlanChangePreview> {
  const user = await requireBillingUser(deps, actor);
  if (!isPlanForRole(query.plan, user.role)) throw validationError(BILLING_MESSAGES.wrongRole, 'plan');
  const latest = await findLatestSubscription(deps.db, user.id);
  if (!latest || !isSubscriptionLive(latest.status)) throw notFound(BILLING_MESSAGES.noSubscription);
  const connectedClients = user.role === 'advisor' ? await countConnectedLinks(deps.db, user.id) : 0;
  const bill = planChangeBill(latest.planKey, query.plan, connectedClients);
  const dueNow = latest.planKey === query.plan ? 0 : (await deps.provider.previewPlanChange(latest.id, query.plan)).amountDueNow;
  const nextBill = latest.status === 'trialing' ? (latest.trialEnd ?? latest.currentPeriodEnd) : latest.currentPeriodEnd;
  return {
    plan: query.plan,
    planName: BILLING_PLANS[query.plan].name,
    currentPlanName: BILLING_PLANS[latest.planKey].name,
    connectedClients,
    ...bill,
    dueNowCents: dueNow,
    nextBillAt: nextBill?.toISOString() ?? null,
  };
}
