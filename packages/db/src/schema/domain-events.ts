import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * The transactional outbox of the api's domain events (apps/api/src/events): a writer records what
 * happened in the transaction of its write, so the event is kept exactly when the write is. Right
 * after the commit the writer's process runs the event's reactions; each one marks itself in
 * `delivered_to` in the transaction of its own work, so a reaction runs once however often delivery
 * is tried. What is left undelivered (a reaction failed, the process died) a sweeping job tries again.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: text('id').primaryKey(),
    /** The event's name (InstitutionSynced, ConnectionRequested, …); `payload` is read through its schema. */
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** The user whose data the event is about: their events go with their account (and are never delivered after it). */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** When it happened, by the writer's clock (a notification it causes is dated so). */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The reactions that have run, by name. */
    deliveredTo: text('delivered_to')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Set once every reaction of its type has run. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The sweep leaves it alone until then: a while after recording (its writer delivers it), longer after each failure. */
    sweepAfter: timestamp('sweep_after', { withTimezone: true }).notNull(),
    /** Deliveries that ended with a reaction failing, and the last one's error. */
    failures: integer('failures').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [
    index('domain_events_undelivered_idx')
      .on(table.sweepAfter)
      .where(sql`${table.deliveredAt} is null`),
    index('domain_events_delivered_at_idx')
      .on(table.deliveredAt)
      .where(sql`${table.deliveredAt} is not null`),
    index('domain_events_user_id_idx').on(table.userId),
  ],
);
