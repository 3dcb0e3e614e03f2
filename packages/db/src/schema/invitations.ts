import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const INVITATION_KINDS = ['sub_advisor', 'household', 'client'] as const;
export const HOUSEHOLD_RELATIONS = ['spouse', 'partner'] as const;

/**
 * An invitation into an account or an advisor's practice: a sub-advisor, a spouse or partner, a
 * client invited by email. The link carries a single-use random token; only its hash is kept, so
 * the table alone opens nothing. Bound to the invited email and the inviter; pending until it is
 * accepted, revoked by the inviter, or past `expires_at`.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    inviterId: text('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: INVITATION_KINDS }).notNull(),
    /** A household invitation's relation; null for the other kinds. */
    relation: text('relation', { enum: HOUSEHOLD_RELATIONS }),
    /** The invited address, lowercased: only an account of this email can accept. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** sha256 of the token, base64url. */
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** Who accepted; null again if that account is deleted (the invitation stays accepted). */
    acceptedUserId: text('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invitations_token_hash_idx').on(table.tokenHash),
    index('invitations_inviter_id_idx').on(table.inviterId, table.createdAt),
    check('invitations_kind_check', sql`${table.kind} in ('sub_advisor', 'household', 'client')`),
    check(
      'invitations_relation_check',
      sql`(${table.kind} = 'household') = (${table.relation} is not null) and (${table.relation} is null or ${table.relation} in ('spouse', 'partner'))`,
    ),
  ],
);
export type InvitationRow = typeof invitations.$inferSelect;
