import { randomUUID } from 'node:crypto';
import { adminAuditLog, billingSubscriptions, clientAdvisorLinks, type Db, sessions, users } from '@finboard/db';
import { and, count, eq, inArray, or } from 'drizzle-orm';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The columns an admin action needs and answers: never a secret, never an image. */
const summary = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  emailVerified: users.emailVerified,
  suspendedAt: users.suspendedAt,
  parentId: users.parentId,
};

export type AdminUserRow = Awaited<ReturnType<typeof lockUser>>;

/** The user, locked for the rest of the transaction (two admins acting at once take turns). */
export async function lockUser(tx: Tx | Db, id: string) {
  const [row] = await tx.select(summary).from(users).where(eq(users.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function findUser(db: Db, id: string) {
  const [row] = await db.select(summary).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function setSuspendedAt(tx: Tx, id: string, at: Date | null) {
  await tx.update(users).set({ suspendedAt: at, updatedAt: new Date() }).where(eq(users.id, id));
}

/** Ends every session of the user (the cookie stops working at the next lookup). */
export async function deleteSessionsOf(tx: Tx, userId: string): Promise<number> {
  const deleted = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return deleted.length;
}

export async function setRole(tx: Tx, id: string, role: 'client' | 'advisor') {
  await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id));
}

/** What ties a user to their role: live links either way, a live subscription, sub-advisors. */
export async function countRoleTies(tx: Tx, id: string): Promise<{ links: number; subscriptions: number; subAdvisors: number }> {
  // One after another: a transaction is one connection.
  const [links] = await tx
    .select({ n: count() })
    .from(clientAdvisorLinks)
    .where(and(or(eq(clientAdvisorLinks.userId, id), eq(clientAdvisorLinks.advisorId, id)), inArray(clientAdvisorLinks.status, ['pending', 'connected'])));
  const [subscriptions] = await tx
    .select({ n: count() })
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.userId, id), inArray(billingSubscriptions.status, ['trialing', 'active', 'past_due', 'paused', 'incomplete'])));
  const [subAdvisors] = await tx.select({ n: count() }).from(users).where(eq(users.parentId, id));
  return { links: links?.n ?? 0, subscriptions: subscriptions?.n ?? 0, subAdvisors: subAdvisors?.n ?? 0 };
}

export async function insertAuditEntry(
  tx: Tx | Db,
  entry: { adminId: string; targetUserId: string; action: string; reason: string; details?: Record<string, string> | null; at: Date },
) {
  await tx.insert(adminAuditLog).values({
    id: randomUUID(),
    adminId: entry.adminId,
    targetUserId: entry.targetUserId,
    action: entry.action,
    reason: entry.reason,
    details: entry.details ?? null,
    createdAt: entry.at,
  });
}
