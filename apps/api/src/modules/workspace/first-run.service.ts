import type { TFirstRunResponse } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import { firstRunChecklist } from '@finboard/domain/workspace';
import { requireRole } from '../../access/access';
import type { Actor } from '../../access/actor';
import { findBillingFacts } from '../billing/billing-facts.service';
import { isListedAdvisor } from '../profile/profile-records.service';
import { findFirstRunCounts } from './first-run.repository';

/** A new advisor's checklist (domain/workspace/first-run.ts), from what the advisor has done so far. */
export async function getFirstRunChecklist(db: Db, actor: Actor): Promise<TFirstRunResponse> {
  const advisor = requireRole(actor, 'advisor');
  const [counts, isProfileListed, billing] = await Promise.all([
    findFirstRunCounts(db, advisor.userId),
    isListedAdvisor(db, advisor.userId),
    findBillingFacts(db, advisor.userId),
  ]);
  return firstRunChecklist({ ...counts, isProfileListed, hasChosenPlan: billing.subscriptionStatus !== null });
}
