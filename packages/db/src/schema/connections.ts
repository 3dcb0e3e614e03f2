import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';

const userRef = (name: string) =>
  text(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * A client and an advisor linked (spec 01 §3 Client-advisor link, §4 Connection). One row per
 * request: pending → connected → disconnected, or pending → declined; a new request after the end
 * of an earlier one is a new row, so the history stays. At most one live (pending or connected)
 * row per pair. Access reads only connected rows and their share switches.
 */
export const clientAdvisorLinks = pgTable(
  'client_advisor_links',
  {
    id: text('id').primaryKey(),
    /** The client is the data owner. */
    userId: userRef('user_id'),
    advisorId: userRef('advisor_id'),
    status: text('status', { enum: ['pending', 'connected', 'disconnected', 'declined'] }).notNull(),
    requestedBy: text('requested_by', { enum: ['client', 'advisor'] }).notNull(),
    source: text('source').notNull(),
    zipCode: text('zip_code'),
    shareNetWorth: boolean('share_net_worth').notNull().default(true),
    shareCashFlow: boolean('share_cash_flow').notNull().default(true),
    shareRetirementScore: boolean('share_retirement_score').notNull().default(true),
    /** The All switch of spec 01 §4: follows the three, and keeps its value while they are mixed. */
    shareAll: boolean('share_all').notNull().default(true),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedFrom: text('accepted_from'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endedBy: text('ended_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('client_advisor_links_user_id_idx').on(table.userId),
    index('client_advisor_links_advisor_id_idx').on(table.advisorId, table.status),
    uniqueIndex('client_advisor_links_live_pair_idx')
      .on(table.userId, table.advisorId)
      .where(sql`${table.status} in ('pending', 'connected')`),
    check('client_advisor_links_status_check', sql`${table.status} in ('pending', 'connected', 'disconnected', 'declined')`),
    check('client_advisor_links_requested_by_check', sql`${table.requestedBy} in ('client', 'advisor')`),
  ],
);

/** An advisor's favourite clients (spec 01 §6). */
export const advisorFavoriteClients = pgTable(
  'advisor_favorite_clients',
  {
    advisorId: userRef('advisor_id'),
    userId: userRef('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.advisorId, table.userId] }), index('advisor_favorite_clients_user_id_idx').on(table.userId)],
);

/** Every advisor read of a client's data, shown to the client under that advisor on Board of Advisors. */
export const advisorDataViews = pgTable(
  'advisor_data_views',
  {
    id: text('id').primaryKey(),
    /** The client whose data was read. */
    userId: userRef('user_id'),
    advisorId: userRef('advisor_id'),
    /** What was read: a client-data scope (cashFlow, netWorth, …). */
    scope: text('scope').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('advisor_data_views_user_advisor_idx').on(table.userId, table.advisorId, table.viewedAt)],
);

/**
 * A client's spouse or partner who registered from the client's invitation
 * (/register?inviter={uid}&inviteType=spouse|partner, spec 01 §3 Invite). The relation alone: it
 * shares nothing. Either of them reads the other's data only through a connection with its
 * switches, as with an advisor. One relation per pair.
 */
export const householdMembers = pgTable(
  'household_members',
  {
    id: text('id').primaryKey(),
    /** The client who sent the invitation. */
    inviterId: text('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client who registered from it. */
    memberId: text('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relation: text('relation', { enum: ['spouse', 'partner'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('household_members_pair_idx').on(table.inviterId, table.memberId),
    index('household_members_member_id_idx').on(table.memberId),
    check('household_members_relation_check', sql`${table.relation} in ('spouse', 'partner')`),
    check('household_members_not_self_check', sql`${table.inviterId} <> ${table.memberId}`),
  ],
);
