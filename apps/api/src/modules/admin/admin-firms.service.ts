import type { TAdminFirms, TFirm } from '@finboard/contracts';
import { PAID_PLAN_KEYS, type PaidPlanKey, toSubscriptionStatus } from '@finboard/domain';
import type { AdminDeps } from './admin-deps';
import { countConnectedClientsByAdvisor, findAdvisors, findNewestAdvisorSubscriptions } from './admin-firms.repository';

type AdvisorRow = Awaited<ReturnType<typeof findAdvisors>>[number];

const toPlanKey = (value: string | undefined): PaidPlanKey | null => ((PAID_PLAN_KEYS as readonly string[]).includes(value ?? '') ? (value as PaidPlanKey) : null);

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
 * Firms: each primary advisor (no parent) with the sub-advisors whose parent they are; the
 * subscription is the primary's (sub-advisors are under the firm's plan). A sub-advisor whose
 * parent is not an advisor any more is shown as a firm of their own rather than lost.
 */
export async function listFirms(deps: AdminDeps): Promise<TAdminFirms> {
  const [advisors, connected, subscriptions] = await Promise.all([findAdvisors(deps.db), countConnectedClientsByAdvisor(deps.db), findNewestAdvisorSubscriptions(deps.db)]);
  const ids = new Set(advisors.map((row) => row.id));
  const subAdvisorsOf = new Map<string, AdvisorRow[]>();
  for (const row of advisors) {
    if (row.parentId && ids.has(row.parentId)) subAdvisorsOf.set(row.parentId, [...(subAdvisorsOf.get(row.parentId) ?? []), row]);
  }
  const firms: TFirm[] = advisors
    .filter((row) => !row.parentId || !ids.has(row.parentId))
    .map((row) => {
      const subscription = subscriptions.get(row.id);
      const subAdvisors = (subAdvisorsOf.get(row.id) ?? []).map((sub) => advisorOf(sub, connected.get(sub.id) ?? 0));
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
  return { firms };
}
