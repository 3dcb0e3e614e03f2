import type { TAdminFirms, TAdminFirmsQuery, TFirm } from '@finboard/contracts';
import { PAID_PLAN_KEYS, type PaidPlanKey, toSubscriptionStatus } from '@finboard/domain';
import type { AdminDeps } from './admin-deps';
import { type AdvisorRow, countConnectedClientsOf, countFirms, findFirmsPage, findNewestSubscriptionsOf, findSubAdvisorsOf } from './admin-firms.repository';

const toPlanKey = (value: string | undefined): PaidPlanKey | null =>
  (PAID_PLAN_KEYS as readonly string[]).includes(value ?? '') ? (value as PaidPlanKey) : null;

function advisorOf(row: AdvisorRow, connectedClients: number) {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    plan: row.plan,
    connectedClients,
    createdAt: row.createdAt.toISOString(),
    suspended: row.suspendedAt !== null,
  };
}

/**
 * Firms, a page at a time: each primary advisor (no parent) with the sub-advisors whose parent they
 * are; the subscription is the primary's (sub-advisors are under the firm's plan). A sub-advisor whose
 * parent is not an advisor any more is shown as a firm of their own rather than lost.
 */
export async function listFirms(deps: AdminDeps, query: TAdminFirmsQuery): Promise<TAdminFirms> {
  const [total, page] = await Promise.all([countFirms(deps.db, query), findFirmsPage(deps.db, query)]);
  const firmIds = page.map((row) => row.id);
  const subs = await findSubAdvisorsOf(deps.db, firmIds);
  const [connected, subscriptions] = await Promise.all([
    countConnectedClientsOf(deps.db, [...firmIds, ...subs.map((row) => row.id)]),
    findNewestSubscriptionsOf(deps.db, firmIds),
  ]);
  const firms: TFirm[] = page.map((row) => {
    const subscription = subscriptions.get(row.id);
    const subAdvisors = subs.filter((sub) => sub.parentId === row.id).map((sub) => advisorOf(sub, connected.get(sub.id) ?? 0));
    const own = connected.get(row.id) ?? 0;
    return {
      ...advisorOf(row, own),
      planKey: toPlanKey(subscription?.planKey),
      subscriptionStatus: toSubscriptionStatus(subscription?.status),
      trialEndAt: subscription?.trialEnd?.toISOString() ?? null,
      source: row.source,
      subAdvisors,
      totalConnectedClients: own + subAdvisors.reduce((sum, sub) => sum + sub.connectedClients, 0),
    };
  });
  return { firms, total, page: query.page, pageSize: query.pageSize };
}
