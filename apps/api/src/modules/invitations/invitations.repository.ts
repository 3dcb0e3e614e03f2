import { type Db, type InvitationRow, invitations } from '@finboard/db';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';

export type NewInvitation = typeof invitations.$inferInsert;

export async function insertInvitation(db: Db, values: NewInvitation): Promise<void> {
  await db.insert(invitations).values(values);
}

/** The inviter's invitations, newest first (an inviter sends a handful; 200 is more than a page shows). */
export function findInvitationsOf(db: Db, inviterId: string): Promise<InvitationRow[]> {
  return db.select().from(invitations).where(eq(invitations.inviterId, inviterId)).orderBy(desc(invitations.createdAt)).limit(200);
}

export async function findInvitationByTokenHash(db: Db, tokenHash: string): Promise<InvitationRow | null> {
  const [row] = await db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** Revokes one of the inviter's pending invitations; false when it is not theirs or no longer pending. */
export async function revokePendingInvitation(db: Db, { inviterId, id, now }: { inviterId: string; id: string; now: Date }): Promise<boolean> {
  const revoked = await db
    .update(invitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(invitations.id, id),
        eq(invitations.inviterId, inviterId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .returning({ id: invitations.id });
  return revoked.length > 0;
}

export async function invitationExistsFor(db: Db, inviterId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.inviterId, inviterId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Spends a pending invitation for the account that accepts it: one conditional update, so of two
 * registrations racing on one token only one wins.
 */
export async function spendInvitation(db: Db, { id, userId, now }: { id: string; userId: string; now: Date }): Promise<boolean> {
  const spent = await db
    .update(invitations)
    .set({ acceptedAt: now, acceptedUserId: userId })
    .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, now)))
    .returning({ id: invitations.id });
  return spent.length > 0;
}
