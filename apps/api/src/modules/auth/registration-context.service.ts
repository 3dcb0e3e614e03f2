import { sourceLabel } from '@finboard/domain/workspace';
import type { TRegistrationContext, TShareUpdate } from '@finboard/contracts';
import type { Db, InvitationRow } from '@finboard/db';
import { calendarDateIn } from '@finboard/domain/calendar';
import { INVITATION_NOTICES, REGISTRATION_LINK_EXPIRED_MESSAGE, SUB_ADVISOR_PLAN_FULL } from '@finboard/domain/workspace';
import { validationError } from '../../errors/app-error';
import { attachSubAdvisor, canTakeSubAccount } from '../billing/sub-accounts.service';
import type { ConnectionDeps } from '../connections/connections.service';
import { unsafeRequestConnectionForNewClient } from '../connections/connections.service';
import { isListedAdvisor } from '../profile/profile-records.service';
import { addHouseholdMember } from '../household/household.service';
import { findInvitation, invitationStatusOf, spendInvitation } from '../invitations/invitations.service';
import { isUserSuspended } from '../session/session.service';
import { isRegistrationLinkProved } from '../workspace/registration-sources.service';

export interface RegistrationDeps {
  connections: ConnectionDeps;
  /** The key advisors' registration links are signed with (config.registrationLinkKey). */
  linkKey: Buffer;
}

/** What a registration's link proved, and so what the new account is joined to. */
export type RegistrationLink =
  | { kind: 'invitation'; invitation: InvitationRow }
  | { kind: 'advisor'; advisorId: string; requestedBy: 'client' | 'advisor'; source: string; share?: TShareUpdate }
  | { kind: 'none' };

export interface RegistrationPlan {
  link: RegistrationLink;
  /** Why a link the person followed joins them to nobody; null when it holds (or there was none). */
  notice: string | null;
  /** What the user row keeps of the link: only what was proved (admin Sales reads its source). */
  storedContext: Record<string, string>;
}

const none = (notice: string | null): RegistrationPlan => ({ link: { kind: 'none' }, notice, storedContext: {} });

const roleOfInvitation = (invitation: InvitationRow) => (invitation.kind === 'sub_advisor' ? 'advisor' : 'client');

/**
 * An invitation holds while pending, for its role and its invited email. A sub-advisor's is refused
 * outright when the primary's plan has no place left: the person came to join that practice.
 */
async function planInvitation(db: Db, token: string, who: { role: string; email: string | null }, now: Date): Promise<RegistrationPlan> {
  const invitation = await findInvitation(db, token);
  if (!invitation) return none(INVITATION_NOTICES.invalid);
  const status = invitationStatusOf(invitation, now);
  if (status !== 'pending') return none(INVITATION_NOTICES[status]);
  if (roleOfInvitation(invitation) !== who.role) return none(INVITATION_NOTICES.otherRole);
  if (who.email !== null && who.email.trim().toLowerCase() !== invitation.email) return none(INVITATION_NOTICES.otherEmail);
  if (invitation.kind === 'sub_advisor' && !(await canTakeSubAccount({ db }, invitation.inviterId)))
    throw validationError(SUB_ADVISOR_PLAN_FULL, 'context.invitation');
  const storedContext: Record<string, string> =
    invitation.kind === 'client'
      ? { advisor: invitation.inviterId, source: 'Email', invitation: invitation.id }
      : {
          inviter: invitation.inviterId,
          inviteType: invitation.kind === 'household' ? (invitation.relation ?? 'spouse') : 'advisor',
          invitation: invitation.id,
        };
  return { link: { kind: 'invitation', invitation }, notice: null, storedContext };
}

const isDirectorySource = (source: string) => source.trim().toLowerCase() === 'directory';

/**
 * A client's advisor link. The directory's connect flow (advisorConnect, or advisor with source
 * Directory) is the client's own request, for the advisor to answer. An advisor's own link makes
 * the request come from the advisor, so it must prove the advisor made it: its signature, or (a link
 * from before signatures) a source the advisor saved with that name and expiry. An expired,
 * altered or unsigned one joins nobody, with the expired-link page's words.
 */
async function planAdvisorLink(deps: RegistrationDeps, context: TRegistrationContext, now: Date): Promise<RegistrationPlan> {
  const db = deps.connections.db;
  const source = context.source ?? 'Directory';
  const share = context.share ? { share: context.share } : {};
  if (context.advisorConnect && (await isListedAdvisor(db, context.advisorConnect))) {
    return {
      link: { kind: 'advisor', advisorId: context.advisorConnect, requestedBy: 'client', source, ...share },
      notice: null,
      storedContext: { advisorConnect: context.advisorConnect, ...(context.source ? { source: sourceLabel(context.source) } : {}) },
    };
  }
  if (!context.advisor) return none(null);
  if (isDirectorySource(source)) {
    if (!(await isListedAdvisor(db, context.advisor))) return none(null);
    return {
      link: { kind: 'advisor', advisorId: context.advisor, requestedBy: 'client', source, ...share },
      notice: null,
      storedContext: { advisor: context.advisor, ...(context.source ? { source: sourceLabel(context.source) } : {}) },
    };
  }
  const claims = { advisorId: context.advisor, source, expiryDate: context.expiry ?? null };
  const isExpired = claims.expiryDate !== null && claims.expiryDate < calendarDateIn('UTC', now);
  if (isExpired || !(await isRegistrationLinkProved(db, deps.linkKey, claims, context.sig)) || !(await isListedAdvisor(db, context.advisor))) {
    return none(REGISTRATION_LINK_EXPIRED_MESSAGE);
  }
  return {
    link: { kind: 'advisor', advisorId: context.advisor, requestedBy: 'advisor', source, ...share },
    notice: null,
    storedContext: { advisor: context.advisor, source: sourceLabel(source), ...(context.expiry ? { expiry: context.expiry } : {}) },
  };
}

/**
 * Reads what a registration's link proves, before any account exists. Nothing in a link is taken
 * on trust: an invitation needs its token (and the invited email), an advisor's link its signature.
 * `email` is null where it is not known yet (a social sign-up before the provider answers).
 */
export async function planRegistration(
  deps: RegistrationDeps,
  who: { role: string; email: string | null },
  context: TRegistrationContext | undefined,
  now: Date,
): Promise<RegistrationPlan> {
  if (!context) return none(null);
  const plan = await planLink(deps, who, context, now);
  // {product}User says only which app the person came from: kept whatever the link proved.
  return context.productUser ? { ...plan, storedContext: { ...plan.storedContext, productUser: context.productUser } } : plan;
}

async function planLink(
  deps: RegistrationDeps,
  who: { role: string; email: string | null },
  context: TRegistrationContext,
  now: Date,
): Promise<RegistrationPlan> {
  if (context.invitation) return planInvitation(deps.connections.db, context.invitation, who, now);
  // An invitation's parameters without its token prove nothing (they are only the spec's link shape).
  if (context.inviter) return none(INVITATION_NOTICES.invalid);
  if (who.role !== 'client') return none(null);
  return planAdvisorLink(deps, context, now);
}

/** Refused after the account was made (a race for the last place): the caller removes the account. */
export class SubAdvisorPlanFullError extends Error {}

/**
 * Joins the new account to what its link proved. The invitation is spent in the same transaction
 * as what it grants (a parent within the plan's allowance, a household relation), so of two
 * registrations racing for one token or the last place, the loser is joined to nothing.
 */
export async function joinFromRegistration(deps: RegistrationDeps, plan: RegistrationPlan, userId: string): Promise<string | null> {
  const { link } = plan;
  const { db, now } = deps.connections;
  if (link.kind === 'none') return plan.notice;
  if (link.kind === 'advisor') {
    await unsafeRequestConnectionForNewClient(deps.connections, {
      clientId: userId,
      advisorId: link.advisorId,
      requestedBy: link.requestedBy,
      source: link.source,
      ...(link.share ? { share: link.share } : {}),
    });
    return null;
  }
  const { invitation } = link;
  const spent = await db.transaction(async (tx) => {
    if (!(await spendInvitation(tx, { id: invitation.id, userId, now: now() }))) return false;
    if (invitation.kind === 'sub_advisor' && !(await attachSubAdvisor({ db: tx }, userId, invitation.inviterId))) throw new SubAdvisorPlanFullError();
    if (invitation.kind === 'household')
      await addHouseholdMember(tx, { inviterId: invitation.inviterId, memberId: userId, relation: invitation.relation ?? 'spouse' });
    return true;
  });
  if (!spent) return INVITATION_NOTICES.accepted;
  // The advisor asked by sending it; a suspended one since then gets nobody.
  if (invitation.kind === 'client' && !(await isUserSuspended(db, invitation.inviterId))) {
    await unsafeRequestConnectionForNewClient(deps.connections, { clientId: userId, advisorId: invitation.inviterId, requestedBy: 'advisor', source: 'Email' });
  }
  return null;
}
