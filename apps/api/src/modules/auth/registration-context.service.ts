import type { TRegistrationContext } from '@finboard/contracts';
import { calendarDateIn } from '@finboard/domain/calendar';
import { randomUUID } from 'node:crypto';
import { type Db, householdMembers, users } from '@finboard/db';
import { and, eq } from 'drizzle-orm';
import { validationError } from '../../errors/app-error';
import { attachSubAdvisor, canTakeSubAccount } from '../billing/sub-accounts.service';
import type { ConnectionDeps } from '../connections/connections.service';
import { unsafeRequestConnectionForNewClient } from '../connections/connections.service';
import { isListedAdvisor } from '../directory/directory.service';

export const REGISTRATION_LINK_EXPIRED = 'This registration link has expired. Please ask your advisor for a new one.';
// Ours: the spec names "a sub-advisor over the allowance" as bad input without a text.
export const SUB_ADVISOR_PLAN_FULL = "Your advisor's plan has no place for another sub-advisor.";

/** A sub-advisor invitation (/register/advisor?inviter={uid}&inviteType=advisor) names its primary advisor. */
const subAdvisorInviterOf = (role: string, context: TRegistrationContext | undefined) =>
  role === 'advisor' && context?.inviteType === 'advisor' && context.inviter ? context.inviter : null;

/** What an advisor's sign-up keeps of a context: the sub-advisor invitation alone (a client's link parameters mean nothing to an advisor). */
export function advisorRegistrationContext(context: TRegistrationContext | undefined): TRegistrationContext | undefined {
  const inviter = subAdvisorInviterOf('advisor', context);
  return inviter ? { inviter, inviteType: 'advisor' } : undefined;
}

/** Refused before the account exists: the primary advisor's plan must have a place left (spec 01 §6). */
export async function checkSubAdvisorInvitation(db: Db, role: string, context: TRegistrationContext | undefined): Promise<void> {
  const inviterId = subAdvisorInviterOf(role, context);
  if (inviterId && !(await canTakeSubAccount({ db }, inviterId))) throw validationError(SUB_ADVISOR_PLAN_FULL, 'context.inviter');
}

/** The new advisor becomes the inviter's sub-advisor (users.parent_id), still within the allowance. */
export async function attachFromInvitation(db: Db, userId: string, role: string, context: TRegistrationContext | undefined): Promise<void> {
  const inviterId = subAdvisorInviterOf(role, context);
  if (inviterId) await attachSubAdvisor({ db }, userId, inviterId);
}

/** A spouse's or partner's invitation (/register?inviter={uid}&inviteType=spouse|partner) names the inviting client. */
const householdInvitationOf = (role: string, context: TRegistrationContext | undefined) =>
  role === 'client' && context?.inviter && (context.inviteType === 'spouse' || context.inviteType === 'partner') ? { inviterId: context.inviter, relation: context.inviteType } : null;

/**
 * Records who invited the new client as their spouse or partner (spec 01 §3 Invite). Only a client's
 * invitation counts; an unknown id or another role is ignored and the registration stands, as an
 * unknown advisor's link is. The relation shares nothing: each reads the other's data only through
 * a connection and its switches.
 */
export async function recordHouseholdInvitation(db: Db, memberId: string, role: string, context: TRegistrationContext | undefined): Promise<void> {
  const invitation = householdInvitationOf(role, context);
  if (!invitation || invitation.inviterId === memberId) return;
  const [inviter] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, invitation.inviterId), eq(users.role, 'client'))).limit(1);
  if (!inviter) return;
  await db.insert(householdMembers).values({ id: randomUUID(), inviterId: inviter.id, memberId, relation: invitation.relation }).onConflictDoNothing();
}

/** A link's expiry date is its last day: it is refused from the next day on (UTC). */
export function checkRegistrationLink(context: TRegistrationContext | undefined, now: Date) {
  const todayUtc = calendarDateIn('UTC', now);
  if (context?.expiry && context.expiry < todayUtc) throw validationError(REGISTRATION_LINK_EXPIRED, 'context.expiry');
}

/** What is kept on the user row: the link's parameters; the share switches go to the request itself. */
export function storedRegistrationContext(context: TRegistrationContext | undefined) {
  const { share: _share, ...kept } = context ?? {};
  return kept;
}

const isDirectorySource = (source: string) => source.trim().toLowerCase() === 'directory';

/**
 * A client registering from the directory's connect flow (advisorConnect, or advisor with source
 * Directory) asks that advisor to connect; one registering from an advisor's own link (advisor with
 * another source) receives that advisor's request, to accept. Only an advisor the directory lists
 * counts; an unknown id is ignored and the registration stands.
 */
export async function connectFromRegistration(deps: ConnectionDeps, clientId: string, context: TRegistrationContext | undefined): Promise<void> {
  if (!context) return;
  const source = context.source ?? 'Directory';
  const candidates = [
    { advisorId: context.advisorConnect, requestedBy: 'client' as const },
    { advisorId: context.advisor, requestedBy: isDirectorySource(source) ? ('client' as const) : ('advisor' as const) },
  ];
  for (const { advisorId, requestedBy } of candidates) {
    if (!advisorId || !(await isListedAdvisor(deps.db, advisorId))) continue;
    await unsafeRequestConnectionForNewClient(deps, { clientId, advisorId, requestedBy, source, ...(context.share ? { share: context.share } : {}) });
    return;
  }
}
