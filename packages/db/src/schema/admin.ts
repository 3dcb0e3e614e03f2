import { bigint, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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

/**
 * The monthly recurring revenue as it stood at the start of each product day. The billing mirror keeps
 * only each subscription's current state (a plan change or a cancellation overwrites it), so past MRR
 * cannot be derived from it: a daily job (`admin.mrr-snapshot`) records it, and the series and the
 * month's change are read from here.
 */
export const adminMrrSnapshots = pgTable('admin_mrr_snapshots', {
  /** The product day (PRODUCT_TIME_ZONE, New York by default), YYYY-MM-DD. */
  day: date('day', { mode: 'string' }).primaryKey(),
  mrrCents: bigint('mrr_cents', { mode: 'number' }).notNull(),
  payingSubscriptions: integer('paying_subscriptions').notNull(),
  takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
});
