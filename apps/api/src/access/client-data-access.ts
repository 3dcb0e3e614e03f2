import type { Db } from '@finboard/db';
import { type ClientDataScope, refusalOf, SHARE_SWITCH_OF_SCOPE } from '@finboard/domain';
import { advisorLinkRefusal, toSubscriptionStatus } from '@finboard/domain/billing';
import { forbidden } from '../errors/app-error';
import { requireActor, requireRole } from './access';
import type { Actor } from './actor';
import { advisorViewAuditOf } from './advisor-view-audit';
import { type AdvisorBilling, findAdvisorBilling, findGrantAndAdvisorBilling } from './grants.repository';

export type { ClientDataScope };

export const VERIFY_EMAIL_REFUSAL = 'Please verify your email address to see your financial data.';

/**
 * Financial data (accounts, balances, cash flow, plans) opens only once the email is verified
 * (spec 01 §2: an unverified user is sent to /verify-email). Profile, onboarding and session stay open.
 */
export function requireVerified(actor: Actor | null): Actor {
  const signedIn = requireActor(actor);
  if (!signedIn.emailVerified) throw forbidden(VERIFY_EMAIL_REFUSAL);
  return signedIn;
}

/**
 * Whose data a read is for. Every client-data endpoint takes an optional userId: the caller's own
 * data without it, or a client's data read-only for an advisor connected to that client whose
 * client shares this scope (spec 01 §6). The grant is read on every request, never cached, so a
 * disconnect or a switch turned off is obeyed by the very next read.
 */
export async function decideReadOwner(db: Db, actor: Actor | null, requestedUserId: string | undefined, scope: ClientDataScope): Promise<string> {
  const viewer = requireVerified(actor);
  if (!requestedUserId || requestedUserId === viewer.userId) return viewer.userId;
  if (viewer.role !== 'advisor') throw forbidden(refusalOf(scope));
  const found = await findGrantAndAdvisorBilling(db, { clientId: requestedUserId, advisorId: viewer.userId });
  const needed = SHARE_SWITCH_OF_SCOPE[scope];
  if (!found || (needed !== null && !found.grant[needed])) throw forbidden(refusalOf(scope));
  requireAdvisorLinkActive(found.billing);
  return requestedUserId;
}

/**
 * Spec 01 §4 'advisor link active': an advisor on a paid plan whose subscription is not active (a
 * trial ended without a card, a payment failed) sees clients' data again once billing is put right.
 * This advisor has a connected client (the grant), so on the free plan the link is active.
 */
function requireAdvisorLinkActive(billing: AdvisorBilling): void {
  const refusal = advisorLinkRefusalFor(billing);
  if (refusal) throw forbidden(refusal);
}

/** Why an advisor with connected clients may not read them now (billing), or null. */
export async function advisorLinkRefusalOf(db: Db, advisorId: string): Promise<string | null> {
  return advisorLinkRefusalFor(await findAdvisorBilling(db, advisorId));
}

/** advisorLinkRefusalOf for billing already read (with the grants, in one statement). */
export function advisorLinkRefusalFor(billing: AdvisorBilling): string | null {
  return advisorLinkRefusal({
    plan: billing.plan === 'paid' ? 'paid' : 'free',
    clientAdvisorCount: 1,
    subscriptionStatus: toSubscriptionStatus(billing.subscriptionStatus),
  });
}

/** decideReadOwner for the service that reads the data: an advisor's granted read is audited. */
export async function resolveReadOwner(db: Db, actor: Actor | null, requestedUserId: string | undefined, scope: ClientDataScope): Promise<string> {
  const ownerId = await decideReadOwner(db, actor, requestedUserId, scope);
  if (actor && ownerId !== actor.userId) advisorViewAuditOf(db).record({ advisorId: actor.userId, clientId: ownerId, scope, viewedAt: new Date() });
  return ownerId;
}

/** Writes are the client's own, always: an advisor's access is read-only, so this fails closed. */
export function resolveWriteOwner(actor: Actor | null, requestedUserId?: string): string {
  const client = requireRole(requireVerified(actor), 'client');
  if (requestedUserId && requestedUserId !== client.userId) throw forbidden();
  return client.userId;
}
