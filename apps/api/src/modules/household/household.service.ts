import { randomUUID } from 'node:crypto';
import type { THouseholdInviteRequest, THouseholdResponse } from '@finboard/contracts';
import { inviteProblem } from '@finboard/domain/workspace';
import type { Db } from '@finboard/db';
import type { Actor } from '../../access/actor';
import { requireConnectionParty } from '../../access/connection-access';
import { notFound, validationError } from '../../errors/app-error';
import { type InvitationDeps, sendInvitation } from '../invitations/invitations.service';
import { deleteHouseholdRelation, findHouseholdOf, insertHouseholdRelation } from './household.repository';

/** The client's spouse or partner relations. Names and emails only: the relation shares no data. */
export async function listHousehold(db: Db, actor: Actor): Promise<THouseholdResponse> {
  const client = requireConnectionParty(actor, 'client');
  const rows = await findHouseholdOf(db, client.userId);
  return {
    members: rows.map((row) => ({
      id: row.id,
      relation: row.relation,
      invitedByMe: row.inviterId === client.userId,
      person: row.person,
      since: row.createdAt.toISOString(),
    })),
  };
}

/** Either of the two may end the relation; another's relation is not found. */
export async function removeHouseholdMember(db: Db, actor: Actor, id: string): Promise<void> {
  const client = requireConnectionParty(actor, 'client');
  if (!(await deleteHouseholdRelation(db, client.userId, id))) throw notFound('Household member not found');
}

/**
 * A client invites a spouse or partner by email (spec 01 §3 Invite): the relation exists only once
 * the invited address registers through the link, which works once and only for that address.
 */
export async function inviteHouseholdMember(deps: InvitationDeps, actor: Actor, input: THouseholdInviteRequest): Promise<{ sentTo: string }> {
  const client = requireConnectionParty(actor, 'client');
  const problem = inviteProblem(input);
  if (problem) throw validationError(problem);
  if (input.email.trim().toLowerCase() === client.email.toLowerCase()) throw validationError('Invite someone else: this is your own email.', 'email');
  return sendInvitation(deps, client.userId, { kind: 'household', ...input });
}

/** The relation an accepted household invitation grants (called in the transaction that spends it). */
export async function addHouseholdMember(db: Db, relation: { inviterId: string; memberId: string; relation: 'spouse' | 'partner' }): Promise<void> {
  if (relation.inviterId === relation.memberId) return;
  await insertHouseholdRelation(db, { id: randomUUID(), ...relation });
}
