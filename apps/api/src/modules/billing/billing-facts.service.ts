import type { Db } from '@finboard/db';
import { countConnectedLinksBySide, findSubscriptionStatus } from './billing.repository';

export interface BillingFacts {
  /** A client's connected advisors. */
  clientAdvisorCount: number;
  /** An advisor's connected clients. */
  connectedClients: number;
  subscriptionStatus: string | null;
}

/** What the session needs of billing (the plan rules' inputs), in parallel reads. */
export async function findBillingFacts(db: Db, userId: string): Promise<BillingFacts> {
  const [links, subscriptionStatus] = await Promise.all([countConnectedLinksBySide(db, userId), findSubscriptionStatus(db, userId)]);
  return { clientAdvisorCount: links.asClient, connectedClients: links.asAdvisor, subscriptionStatus };
}
