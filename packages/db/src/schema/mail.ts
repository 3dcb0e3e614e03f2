import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { isOneOf, OUTBOX_STATUSES } from './closed-set';
import { users } from './auth';

/** Every email the product sends, kept whether it went out by SMTP or only to the dev mailbox. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_user_id_idx').on(table.userId),
    index('mail_outbox_created_at_idx').on(table.createdAt),
    check('mail_outbox_status_check', isOneOf(table.status, OUTBOX_STATUSES)),
  ],
);
