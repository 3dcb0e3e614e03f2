import type { Db } from '@finboard/db';
import { isListedAdvisor } from '../modules/profile/profile-records.service';
import { isUserSuspended } from '../modules/session/session.service';
import type { Actor } from './actor';
import { findGrant } from './grants.repository';

/**
 * Who may see an advisor's profile (`GET /api/advisors/:id/profile`): the advisor, anyone while the
 * directory lists them (its one rule: finished, verified, primary, not suspended), and a client they
 * read through a connection (their own link, or their primary's for a sub-advisor) unless suspended.
 * Anyone else gets the answer of an unknown id, so an unlisted advisor's contact details never leave.
 */
export async function canSeeAdvisorProfile(db: Db, viewer: Actor, advisorId: string): Promise<boolean> {
  if (viewer.userId === advisorId) return true;
  if (await isListedAdvisor(db, advisorId)) return true;
  if (viewer.role !== 'client' || (await findGrant(db, { clientId: viewer.userId, advisorId })) === null) return false;
  return !(await isUserSuspended(db, advisorId));
}
