import { type Db, householdMembers, users } from '@finboard/db';
import { and, eq, or, sql } from 'drizzle-orm';

/** The client's household relations, either side, with the other person's name and email. */
export function findHouseholdOf(db: Db, userId: string) {
  const otherId = sql`case when ${householdMembers.inviterId} = ${userId} then ${householdMembers.memberId} else ${householdMembers.inviterId} end`;
  return db
    .select({
      id: householdMembers.id,
      relation: householdMembers.relation,
      inviterId: householdMembers.inviterId,
      createdAt: householdMembers.createdAt,
      person: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(householdMembers)
    .innerJoin(users, eq(users.id, otherId))
    .where(or(eq(householdMembers.inviterId, userId), eq(householdMembers.memberId, userId)))
    .orderBy(householdMembers.createdAt, householdMembers.id);
}

/** Ends a relation the client is part of (either side); false when there is none of theirs with that id. */
export async function deleteHouseholdRelation(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(householdMembers)
    .where(and(eq(householdMembers.id, id), or(eq(householdMembers.inviterId, userId), eq(householdMembers.memberId, userId))))
    .returning({ id: householdMembers.id });
  return deleted.length > 0;
}

export async function insertHouseholdRelation(
  db: Db,
  relation: { id: string; inviterId: string; memberId: string; relation: 'spouse' | 'partner' },
): Promise<void> {
  await db.insert(householdMembers).values(relation).onConflictDoNothing();
}
