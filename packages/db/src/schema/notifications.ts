import { NOTIFICATION_TYPES } from '@finboard/domain/notifications';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { shareRequests } from './share-requests';

/**
 * What a user is told (spec 01 §3 Notification): written in the same transaction as the event it
 * announces. The other person, the link, the institution or the scenario are ids; names and photos
 * are read fresh when listed, so a renamed advisor is never shown by an old name.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    /** The recipient. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    /** The other person of the pair; gone with their account. */
    personId: text('person_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * client_account_closed: the name the advisor knew the client by, the only thing kept of a person
     * whose account is gone (no foreign key can name them).
     */
    personName: text('person_name'),
    connectionId: text('connection_id'),
    institutionId: text('institution_id'),
    scenarioId: text('scenario_id'),
    /** share_request and its answers: the ask, whose part the sentence names (its row read when listed). */
    shareRequestId: text('share_request_id').references(() => shareRequests.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    // Newest first per user, paged by (created_at, id).
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);
