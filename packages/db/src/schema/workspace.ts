import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * An advisor's custom registration-link sources (spec 01 §2 Client Linking, §5 Source rules). The
 * built-in ones (Email, Facebook, …) are not stored. One name per advisor whatever its case: the
 * unique index is what refuses a duplicate created twice at once.
 */
export const advisorRegistrationSources = pgTable(
  'advisor_registration_sources',
  {
    id: text('id').primaryKey(),
    /** The advisor who owns the link. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The link's last valid day (YYYY-MM-DD), or null for a link that never expires. */
    expiryDate: text('expiry_date'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('advisor_registration_sources_user_id_idx').on(table.userId),
    uniqueIndex('advisor_registration_sources_name_idx').on(table.userId, sql`lower(${table.name})`),
  ],
);
