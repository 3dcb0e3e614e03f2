import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Every admin action (suspend, restore, resend a verification email, change a role): who did it, to
 * whom, and why. Rows outlive the people in them (no cascade), so the history stays readable.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: text('id').primaryKey(),
    adminId: text('admin_id').references(() => users.id, { onDelete: 'set null' }),
    targetUserId: text('target_user_id'),
    /** suspend | restore | resend-verification | change-role */
    action: text('action').notNull(),
    reason: text('reason').notNull(),
    /** What changed (a role's before and after), never a secret. */
    details: jsonb('details').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('admin_audit_log_target_idx').on(table.targetUserId, table.createdAt), index('admin_audit_log_created_at_idx').on(table.createdAt)],
);
