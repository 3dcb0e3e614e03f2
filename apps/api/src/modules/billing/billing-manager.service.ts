import type { TBillingManager } from '@finboard/contracts';
import type { Actor } from '../../access/actor';
import { notFound, unauthenticated } from '../../errors/app-error';
import type { BillingDeps } from './billing-deps';
import { findBillingUser } from './billing.repository';

/**
 * Who manages a sub-advisor's billing: their primary advisor (spec 01 §6), so /billing can say so
 * instead of failing. Anyone else manages their own: NOT_FOUND.
 */
export async function getBillingManager(deps: BillingDeps, actor: Actor): Promise<TBillingManager> {
  if (!actor) throw unauthenticated();
  const user = await findBillingUser(deps.db, actor.userId);
  if (!user) throw unauthenticated();
  if (user.role !== 'advisor' || user.parentId === null) throw notFound();
  const primary = await findBillingUser(deps.db, user.parentId);
  if (!primary) throw notFound();
  return { name: `${primary.firstName} ${primary.lastName}`.trim() || primary.email, email: primary.email };
}
