import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { isOneOf, STORED_FILE_PURPOSES } from './closed-set';
import { users } from './auth';

/** An uploaded file, re-encoded and kept by the storage provider under `storageKey`. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: STORED_FILE_PURPOSES }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('stored_files_user_id_idx').on(table.userId), check('stored_files_purpose_check', isOneOf(table.purpose, STORED_FILE_PURPOSES))],
);
