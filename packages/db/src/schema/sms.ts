import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { isOneOf, OUTBOX_STATUSES } from './closed-set';
import { users } from './auth';

/** Every text message the product sends, kept whether it went out through the provider or only here (the dev mailbox shows it). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    /** pending (outbox only, or not yet answered), sent, failed */
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    /** The provider's id of the message (Twilio's SM… sid). */
    providerId: text('provider_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('sms_outbox_user_id_idx').on(table.userId),
    index('sms_outbox_created_at_idx').on(table.createdAt),
    check('sms_outbox_status_check', isOneOf(table.status, OUTBOX_STATUSES)),
  ],
);
