import { adminAuditLog, type Db, users } from '@finboard/db';
import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

const admins = alias(users, 'admins');
const targets = alias(users, 'targets');

/** The audit log, newest first, of everyone or of one user. */
export function findAuditEntries(db: Db, { userId, limit, offset }: { userId?: string; limit: number; offset: number }) {
  return db
    .select({
      id: adminAuditLog.id,
      adminId: adminAuditLog.adminId,
      adminFirstName: admins.firstName,
      adminLastName: admins.lastName,
      targetUserId: adminAuditLog.targetUserId,
      targetFirstName: targets.firstName,
      targetLastName: targets.lastName,
      action: adminAuditLog.action,
      reason: adminAuditLog.reason,
      details: adminAuditLog.details,
      createdAt: adminAuditLog.createdAt,
    })
    .from(adminAuditLog)
    .leftJoin(admins, eq(admins.id, adminAuditLog.adminId))
    .leftJoin(targets, eq(targets.id, adminAuditLog.targetUserId))
    .where(userId ? eq(adminAuditLog.targetUserId, userId) : undefined)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit)
    .offset(offset);
}

export async function countAuditEntries(db: Db, userId?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adminAuditLog)
    .where(userId ? eq(adminAuditLog.targetUserId, userId) : undefined);
  return row?.n ?? 0;
}
