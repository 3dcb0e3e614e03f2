import { advisorRegistrationSources, clientAdvisorLinks, type Db, invitations, users } from '@finboard/db';
import { and, count, eq } from 'drizzle-orm';

/** What a new advisor's checklist is ticked from: its own links, clients asked (any state) and whether it is a sub-advisor. */
export async function findFirstRunCounts(db: Db, advisorId: string) {
  const [[links], [asked], [invited], [advisor]] = await Promise.all([
    db.select({ value: count() }).from(advisorRegistrationSources).where(eq(advisorRegistrationSources.userId, advisorId)),
    db.select({ value: count() }).from(clientAdvisorLinks).where(eq(clientAdvisorLinks.advisorId, advisorId)),
    db
      .select({ value: count() })
      .from(invitations)
      .where(and(eq(invitations.inviterId, advisorId), eq(invitations.kind, 'client'))),
    db.select({ parentId: users.parentId }).from(users).where(eq(users.id, advisorId)),
  ]);
  return {
    registrationLinkCount: links?.value ?? 0,
    clientsAskedCount: (asked?.value ?? 0) + (invited?.value ?? 0),
    isSubAdvisor: (advisor?.parentId ?? null) !== null,
  };
}
