import { REPORT_KINDS } from '@finboard/domain/reports';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { isOneOf, REPORT_LINK_STATUSES } from './closed-set';

/** What a report link holds: one report, or 'all' of them in one PDF. */
export const REPORT_LINK_KINDS = [...REPORT_KINDS, 'all'] as const;
import { users } from './auth';

/**
 * A generated report and the link that reaches it. Only the SHA-256 of the link's secret is kept
 * (a leaked table opens nothing); the PDF itself lives in the storage provider under `storageKey`.
 * The link names who asked (`requester_id`) and whose data it shows (`user_id`): a download checks
 * again that the requester may still see that client.
 */
export const reportLinks = pgTable(
  'report_links',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The client whose data the report shows. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requesterId: text('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REPORT_LINK_KINDS }).notNull(),
    /** pending → ready, or failed (the background run of 'all' could not finish). */
    status: text('status', { enum: REPORT_LINK_STATUSES }).notNull(),
    /** Sections done of `stepCount` while pending (the progress bar of 'Download all Reports'). */
    stepsDone: integer('steps_done').notNull().default(0),
    stepCount: integer('step_count').notNull().default(1),
    /** The request's options (scenario id, dates), for the background run. */
    options: jsonb('options').$type<Record<string, unknown>>().notNull(),
    storageKey: text('storage_key'),
    fileName: text('file_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('report_links_user_id_idx').on(table.userId),
    index('report_links_expires_at_idx').on(table.expiresAt),
    check('report_links_kind_check', isOneOf(table.kind, REPORT_LINK_KINDS)),
    check('report_links_status_check', isOneOf(table.status, REPORT_LINK_STATUSES)),
  ],
);
