import type { THouseholdResponse } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import type { Actor } from '../../access/actor';
import { requireConnectionParty } from '../../access/connection-access';
import { notFound } from '../../errors/app-error';
import { deleteHouseholdRelation, findHouseholdOf } from './household.repository';

/** The client's spouse or partner relations. Names and emails only: the relation shares no data. */
export async function listHousehold(db: Db, actor: Actor | null): Promise<THouseholdResponse> {
  const client = requireConnectionParty(actor, 'client');
  const rows = await findHouseholdOf(db, client.userId);
  return {
    members: rows.map((row) => ({ id: row.id, relation: row.relation, invitedByMe: row.inviterId === client.userId, person: row.person, since: row.createdAt.toISOString() })),
  };
}

/** Either of the two may end the relation; another's relation is not found. */
export async function removeHouseholdMember(db: Db, actor: Actor | null, id: string): Promise<void> {
  const client = requireConnectionParty(actor, 'client');
  if (!(await deleteHouseholdRelation(db, client.userId, id))) throw notFound('Household member not found');
}
