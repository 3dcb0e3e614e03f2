import { accounts, type Db, users } from '@finboard/db';
import { and, eq, isNull } from 'drizzle-orm';
import { notFound } from '../../errors/app-error';

export type UserRow = typeof users.$inferSelect;

export async function getUserById(db: Db, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound('User not found');
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

export async function hasPasswordCredential(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return rows.length > 0;
}

/** Sets the role only while none is set, so two racing requests cannot both choose. Returns whether it did. */
export async function setRoleIfUnset(db: Db, userId: string, role: 'client' | 'advisor'): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.role)))
    .returning({ id: users.id });
  return updated.length > 0;
}

export async function findUserRole(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id)).limit(1);
  return row?.role ?? null;
}
