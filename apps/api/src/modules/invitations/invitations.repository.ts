import { type Db, type InvitationRow, invitations } from '@finboard/db';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';

export type NewInvitation = typeof invitations.$inferInsert;

export async function insertInvitation(db: Db, values: NewInvitation): Promise<void> {
  await db.insert(invitations).values(values);
}

/** A page of the inviter's invitations (of one kind, or all), newest first, and how many there are in all. */
export async function findInvitationsOf(
  db: Db,
  inviterId: string,
  { kind, limit, offset }: { kind: InvitationRow['kind'] | undefined; limit: number; offset: number },
): Promise<{ rows: InvitationRow[]; total: number }> {
  const mine = and(eq(invitations.inviterId, inviterId), kind ? eq(invitations.kind, kind) : undefined);
  const [rows, [counted]] = await Promise.all([
    db.select().from(invitations).where(mine).orderBy(desc(invitations.createdAt), desc(invitations.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(invitations).where(mine),
  ]);
  return { rows, total: counted?.value ?? 0 };
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
