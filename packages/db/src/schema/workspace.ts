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

/**
 * An advisor's own local number for texting clients (spec 01 §2 Connect with SMS: Pick Number, Find
 * Numbers by area code, Select Number), provisioned through the telephony provider. One per advisor.
 */
export const advisorPhoneNumbers = pgTable('advisor_phone_numbers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** E.164, e.g. +12125550142. */
  phoneNumber: text('phone_number').notNull(),
  friendlyName: text('friendly_name').notNull(),
  areaCode: text('area_code').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
