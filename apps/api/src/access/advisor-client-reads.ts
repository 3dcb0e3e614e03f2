import type { Db } from '@finboard/db';
import { type ClientDataScope, SHARE_SWITCH_OF_SCOPE } from '@finboard/domain';
import { requireRole } from './access';
import type { Actor } from './actor';
import { advisorViewAuditOf } from './advisor-view-audit';
import { advisorLinkRefusalFor, requireVerified } from './client-data-access';
import { findAdvisorReadingState, findPrimaryAdvisorId } from './grants.repository';
import { notFound } from '../errors/app-error';

/**
 * Whose links an advisor reads through, for lists of clients (My Clients): a sub-advisor's primary's too.
 */
export async function advisorIdsReadBy(db: Db, advisorId: string): Promise<string[]> {
  const primaryId = await findPrimaryAdvisorId(db, advisorId);
  return primaryId ? [advisorId, primaryId] : [advisorId];
}

/**
 * An advisor's reads of many clients at once (the dashboard): the same rule as decideClientDataRead (client-data-read.ts),
 * for every connected client in one read of the grants. Only this module makes the value, so a
 * service that sums clients' figures can take nothing but a decided list.
 */
export interface AdvisorClientReads {
  readonly advisorId: string;
  /** Every connected client (connection alone shows name and source, as the profile scope does). */
  readonly connectedClientIds: readonly string[];
  /** The connected clients whose share switch for the scope is on, while the advisor's link is active. */
  readonly readableClientIds: readonly string[];
  /** Whose links the advisor reads through: their own id, and a sub-advisor's primary advisor's. */
  readonly throughAdvisorIds: readonly string[];
}

export async function decideAdvisorClientReads(db: Db, actor: Actor | null, scope: ClientDataScope): Promise<AdvisorClientReads> {
  const advisor = requireRole(requireVerified(actor), 'advisor');
  const state = await findAdvisorReadingState(db, advisor.userId);
  // A signed-in advisor's row is there; gone meanwhile (deleted), there is nothing of theirs to read.
  if (!state) throw notFound();
  const { grants, primaryId } = state;
  const refusal = advisorLinkRefusalFor(state.billing);
  const needed = SHARE_SWITCH_OF_SCOPE[scope];
  const readable = refusal ? [] : grants.filter((grant) => needed === null || grant[needed]).map((grant) => grant.clientId);
  return {
    advisorId: advisor.userId,
    connectedClientIds: grants.map((grant) => grant.clientId),
    readableClientIds: readable,
    throughAdvisorIds: primaryId ? [advisor.userId, primaryId] : [advisor.userId],
  };
}

/** decideAdvisorClientReads for the service that reads the figures: each client's read is audited. */
export async function resolveAdvisorClientReads(db: Db, actor: Actor | null, scope: ClientDataScope): Promise<AdvisorClientReads> {
  const reads = await decideAdvisorClientReads(db, actor, scope);
  advisorViewAuditOf(db).recordMany(reads.advisorId, reads.readableClientIds, scope, new Date());
  return reads;
}
