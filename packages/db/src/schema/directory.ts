import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

const userRef = (name: string) =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A client's rating of an advisor they are (or were) connected to: one per pair, changed by
 * rating again. Stored in whole half-stars (1–10) so averages stay exact.
 */
export const advisorRatings = pgTable(
  'advisor_ratings',
  {
    advisorId: userRef('advisor_id'),
    userId: userRef('user_id'),
    halfStars: smallint('half_stars').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.advisorId, table.userId] }),
    index('advisor_ratings_user_id_idx').on(table.userId),
    check('advisor_ratings_half_stars_check', sql`${table.halfStars} between 1 and 10`),
  ],
);
