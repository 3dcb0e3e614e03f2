import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Durable background work (notification delivery, later aggregation syncs): written in the same
 * transaction as the event that asks for it, claimed by any api instance with FOR UPDATE SKIP
 * LOCKED, retried with a growing delay. `dedupe_key` is unique, so the same work is queued once.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    /** Work that is asked for again while still waiting is the same work: at most one queued job per key (a running one does not count). */
    coalesceKey: text('coalesce_key'),
    /** queued → running → done; or failed (out of attempts, or refused for good), or abandoned (a run cut off mid-way whose kind must not run twice), or superseded (to be retried while a job of its coalesce key already waits, which does the work). */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('background_jobs_due_idx').on(table.runAt).where(sql`${table.status} = 'queued'`),
    uniqueIndex('background_jobs_queued_coalesce_uq').on(table.coalesceKey).where(sql`${table.status} = 'queued'`),
    index('background_jobs_running_idx').on(table.lockedUntil).where(sql`${table.status} = 'running'`),
  ],
);
