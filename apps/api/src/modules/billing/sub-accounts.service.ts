import type { TSubAccountsPage } from '@finboard/contracts';
import { BILLING_PLANS, canAddSubAccount, isSubscriptionActive, type PaidPlanKey, toSubscriptionStatus } from '@finboard/domain/billing';
import type { Actor } from '../../access/actor';
import { forbidden, notFound, unauthenticated } from '../../errors/app-error';
import type { BillingDeps } from './billing-deps';
import { BILLING_MESSAGES } from './billing-messages';
import {
  attachSubAccountWithin,
  countSubAccounts,
  deleteSubAccount,
  deleteSubAccounts,
  findBillingUser,
  findLatestSubscription,
  listSubAccounts,
} from './billing.repository';

const PAGE_SIZE = 10;

async function requirePrimaryAdvisor(deps: BillingDeps, actor: Actor): Promise<string> {
  if (!actor) throw unauthenticated();
  const user = await findBillingUser(deps.db, actor.userId);
  if (!user || user.role !== 'advisor') throw forbidden();
  if (user.parentId !== null) throw forbidden(BILLING_MESSAGES.subAdvisor);
  return user.id;
}

/** Advisor Subaccounts tab: 10 rows a page (spec 01 §2 Billing). */
export async function listSubAccountsPage(deps: BillingDeps, actor: Actor, page: number): Promise<TSubAccountsPage> {
  const advisorId = await requirePrimaryAdvisor(deps, actor);
  const [rows, total, plan] = await Promise.all([
    listSubAccounts(deps.db, advisorId, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    countSubAccounts(deps.db, advisorId),
    primaryPlanOf(deps, advisorId),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
    page,
    pageSize: PAGE_SIZE,
    canInvite: canAddSubAccount(plan, total),
  };
}

/** One sub-account's delete button (spec 01 §3 Sub-account row): only the caller's own sub-advisor, else 404. */
export async function deleteOneSubAccount(deps: BillingDeps, actor: Actor, subAccountId: string): Promise<void> {
  const advisorId = await requirePrimaryAdvisor(deps, actor);
  if (!(await deleteSubAccount(deps.db, advisorId, subAccountId))) throw notFound('Sub-account not found');
}

/** 'Delete All Sub-accounts' before a plan change that allows fewer (spec 01 §4). */
export async function deleteAllSubAccounts(deps: BillingDeps, actor: Actor): Promise<{ deleted: number }> {
  const advisorId = await requirePrimaryAdvisor(deps, actor);
  const deleted = await deleteSubAccounts(deps.db, advisorId);
  return { deleted: deleted.length };
}

/** A primary advisor's plan while its features are open (active or trialing), else null: no sub-advisors. */
async function primaryPlanOf(deps: Pick<BillingDeps, 'db'>, inviterId: string): Promise<PaidPlanKey | null> {
  const inviter = await findBillingUser(deps.db, inviterId);
  if (!inviter || inviter.role !== 'advisor' || inviter.parentId !== null) return null;
  const subscription = await findLatestSubscription(deps.db, inviterId);
  if (!subscription || !isSubscriptionActive(toSubscriptionStatus(subscription.status))) return null;
  return subscription.planKey;
}

/** Whether a primary advisor may take one more sub-advisor now (spec 01 §6: only while the allowance exceeds the count). */
export async function canTakeSubAccount(deps: Pick<BillingDeps, 'db'>, inviterId: string): Promise<boolean> {
  const [plan, taken] = await Promise.all([primaryPlanOf(deps, inviterId), countSubAccounts(deps.db, inviterId)]);
  return canAddSubAccount(plan, taken);
}

/** Sets a new advisor's parent (an invitation link); false when the plan has no place left. */
export async function attachSubAdvisor(deps: Pick<BillingDeps, 'db'>, userId: string, inviterId: string): Promise<boolean> {
  const plan = await primaryPlanOf(deps, inviterId);
  if (plan === null) return false;
  return attachSubAccountWithin(deps.db, { userId, parentId: inviterId, allowance: BILLING_PLANS[plan].allowances.subAccounts });
}
