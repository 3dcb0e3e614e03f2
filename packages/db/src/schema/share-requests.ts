import { SHARE_REQUEST_PARTS, SHARE_REQUEST_STATES } from '@finboard/domain/connections';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { isOneOf } from './closed-set';
import { scenarios } from './scenarios';

/**
 * An advisor's ask that a connected client share a part (issue 34, item 3): a share switch, one
 * scenario, or a retirement plan of the client's choice (part 'scenario' without one). pending → granted (the client shared it) or declined. One pending ask per advisor,
 * client and part (and scenario); the history stays, so a decline's date decides when the part may
 * be asked for again.
 */
export const shareRequests = pgTable(
  'share_requests',
  {
    id: text('id').primaryKey(),
    /** The client asked: the data owner. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    advisorId: text('advisor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    part: text('part', { enum: SHARE_REQUEST_PARTS }).notNull(),
    /** part = 'scenario' only: the client's scenario asked for (gone with it), or null for any retirement plan. */
    scenarioId: text('scenario_id').references(() => scenarios.id, { onDelete: 'cascade' }),
    state: text('state', { enum: SHARE_REQUEST_STATES }).notNull().default('pending'),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    index('share_requests_user_id_idx').on(table.userId, table.state),
    index('share_requests_advisor_user_idx').on(table.advisorId, table.userId, table.part),
    // Two asks at once leave one; the scenario's id is part of the key, '' for the switches.
    uniqueIndex('share_requests_pending_idx')
      .on(table.advisorId, table.userId, table.part, sql`coalesce(${table.scenarioId}, '')`)
      .where(sql`${table.state} = 'pending'`),
    check('share_requests_part_check', isOneOf(table.part, SHARE_REQUEST_PARTS)),
    check('share_requests_state_check', isOneOf(table.state, SHARE_REQUEST_STATES)),
    // A scenario only for part 'scenario', which may also name none: 'a retirement plan' of the client's choice.
    check('share_requests_scenario_check', sql`${table.part} = 'scenario' or ${table.scenarioId} is null`),
    check('share_requests_answer_check', sql`(${table.state} = 'pending') = (${table.answeredAt} is null)`),
  ],
);
