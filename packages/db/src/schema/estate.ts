import { BENEFICIARY_KINDS, ESTATE_DOCUMENT_KINDS, LIFE_EVENT_KINDS } from '@finboard/domain/estate';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { financialAccounts } from './accounts';
import { users } from './auth';
import { isOneOf } from './closed-set';

// The Estate page (issue 35; spec 01 §1 'estate'), saved whole like Income and Insurance.

const owner = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The page's single values: the executor and the trustee. */
export const estatePlans = pgTable('estate_plans', {
  userId: owner().primaryKey(),
  executorName: text('executor_name').notNull().default(''),
  trusteeName: text('trustee_name').notNull().default(''),
  updatedAt: updatedAt(),
});

/** One row per client and document kind (will, trust, powers of attorney, directive, guardianship). */
export const estateDocuments = pgTable(
  'estate_documents',
  {
    userId: owner(),
    kind: text('kind', { enum: ESTATE_DOCUMENT_KINDS }).notNull(),
    exists: boolean('exists').notNull().default(false),
    /** `YYYY-MM-DD` */
    signedDate: text('signed_date'),
    /** `YYYY-MM-DD` */
    lastReviewedDate: text('last_reviewed_date'),
    originalLocation: text('original_location').notNull().default(''),
    attorneyContact: text('attorney_contact').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] }), check('estate_documents_kind_check', isOneOf(table.kind, ESTATE_DOCUMENT_KINDS))],
);

/** Life events the client recorded (marriage, child, move): each asks for the documents to be reviewed. */
export const estateLifeEvents = pgTable(
  'estate_life_events',
  {
    id: text('id').primaryKey(),
    userId: owner(),
    kind: text('kind', { enum: LIFE_EVENT_KINDS }).notNull(),
    /** `YYYY-MM-DD` */
    eventDate: text('event_date').notNull(),
  },
  (table) => [index('estate_life_events_user_id_idx').on(table.userId), check('estate_life_events_kind_check', isOneOf(table.kind, LIFE_EVENT_KINDS))],
);

/** A beneficiary of one of the client's accounts; removed with the account. */
export const accountBeneficiaries = pgTable(
  'account_beneficiaries',
  {
    id: text('id').primaryKey(),
    userId: owner(),
    accountId: text('account_id')
      .notNull()
      .references(() => financialAccounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: BENEFICIARY_KINDS }).notNull(),
    name: text('name').notNull(),
    /** 1..10000: 2500 is 25%. */
    shareBasisPoints: integer('share_basis_points').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    index('account_beneficiaries_user_id_idx').on(table.userId),
    index('account_beneficiaries_account_id_idx').on(table.accountId),
    check('account_beneficiaries_kind_check', isOneOf(table.kind, BENEFICIARY_KINDS)),
    check('account_beneficiaries_share_check', sql`${table.shareBasisPoints} between 1 and 10000`),
  ],
);
