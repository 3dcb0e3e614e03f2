import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { isOneOf, REPORT_LINK_STATUSES } from './closed-set';
import { users } from './auth';

/**
 * 'Download my data': one ZIP per request, made by a background job and kept in the storage
 * provider under `storageKey` until `expires_at` (24 hours). Only its owner may download it.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending while the job builds it, then ready or failed (the report links' states). */
    status: text('status', { enum: REPORT_LINK_STATUSES }).notNull(),
    storageKey: text('storage_key'),
    byteSize: integer('byte_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('data_exports_user_id_idx').on(table.userId, table.createdAt),
    index('data_exports_expires_at_idx').on(table.expiresAt),
    check('data_exports_status_check', isOneOf(table.status, REPORT_LINK_STATUSES)),
  ],
);

/**
 * A deleted account, with nothing of the person: the records the law keeps (invoices, the advisor-view
 * audit) name this random id instead of theirs, so they stay whole without pointing at anyone.
 */
export const deletedAccounts = pgTable('deleted_accounts', {
  id: text('id').primaryKey(),
  role: text('role'),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull(),
});

/** A deleted account's invoices, as tax law keeps them: number, dates, amounts and the name billed. */
export const retainedInvoices = pgTable(
  'retained_invoices',
  {
    id: text('id').primaryKey(),
    deletedAccountId: text('deleted_account_id')
      .notNull()
      .references(() => deletedAccounts.id),
    number: text('number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    amountDueCents: bigint('amount_due_cents', { mode: 'number' }).notNull(),
    amountPaidCents: bigint('amount_paid_cents', { mode: 'number' }).notNull(),
    status: text('status').notNull(),
    /** The name the provider billed (an invoice's legally required buyer). */
    accountName: text('account_name'),
  },
  (table) => [index('retained_invoices_deleted_account_idx').on(table.deletedAccountId)],
);

/**
 * The advisor-view audit of a pair one of whom deleted their account: each side is a live user's id or
 * a deleted account's id (a later deletion of the other side replaces theirs too).
 */
export const retainedAdvisorViews = pgTable(
  'retained_advisor_views',
  {
    id: text('id').primaryKey(),
    clientRef: text('client_ref').notNull(),
    advisorRef: text('advisor_ref').notNull(),
    scope: text('scope').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('retained_advisor_views_client_idx').on(table.clientRef), index('retained_advisor_views_advisor_idx').on(table.advisorRef)],
);
