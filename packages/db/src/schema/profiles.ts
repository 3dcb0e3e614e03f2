import { sql } from 'drizzle-orm';
import { bigint, boolean, doublePrecision, integer, jsonb, pgTable, primaryKey, text, timestamp, index } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { storedFiles } from './files';

const owner = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Personal and contact details every user has (spec 01 §3 User). */
export const userProfiles = pgTable('user_profiles', {
  userId: owner().primaryKey(),
  dateOfBirth: text('date_of_birth'),
  phone: text('phone').notNull().default(''),
  phone2: text('phone2').notNull().default(''),
  description: text('description').notNull().default(''),
  employer: text('employer').notNull().default(''),
  hasSpouse: boolean('has_spouse').notNull().default(false),
  children: integer('children').notNull().default(0),
  addressLine1: text('address_line1').notNull().default(''),
  addressLine2: text('address_line2').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  zipCode: text('zip_code').notNull().default(''),
  isNonUsAddress: boolean('is_non_us_address').notNull().default(false),
  emailAlert: boolean('email_alert').notNull().default(true),
  smsAlert: boolean('sms_alert').notNull().default(false),
  /** website, twitter, linkedin, facebook, instagram, youtube */
  socialLinks: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
  photoFileId: text('photo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  companyLogoFileId: text('company_logo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What an advisor tells clients about their practice (spec 01 §3 Advisor extras). */
export const advisorProfiles = pgTable(
  'advisor_profiles',
  {
    userId: owner().primaryKey(),
    profession: text('profession').notNull().default(''),
    minimumClientRelationshipSize: text('minimum_client_relationship_size').notNull().default('Any'),
    filedBankruptcy: boolean('filed_bankruptcy').notNull().default(false),
    clientTypes: jsonb('client_types').$type<string[]>().notNull().default([]),
    professionalLicenses: jsonb('professional_licenses').$type<string[]>().notNull().default([]),
    examDate: text('exam_date'),
    professionalDesignation: text('professional_designation').notNull().default(''),
    professionalDesignationAlt: text('professional_designation_alt').notNull().default(''),
    firmName: text('firm_name').notNull().default(''),
    officeNumber: text('office_number').notNull().default(''),
    calendarLink: text('calendar_link').notNull().default(''),
    firmWebsite: text('firm_website').notNull().default(''),
    secCrd: text('sec_crd').notNull().default(''),
    cfpId: text('cfp_id').notNull().default(''),
    policy: text('policy').notNull().default(''),
    carrier: text('carrier').notNull().default(''),
    disciplinaryInformation: text('disciplinary_information').notNull().default(''),
    manageFunds: boolean('manage_funds').notNull().default(false),
    /** Acronyms of the advisor categories they practise (domain ADVISOR_CATEGORIES). */
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    /**
     * Where the directory places them: the coordinates of their profile's ZIP code, set whenever the
     * ZIP changes (null while it is empty or unknown, so they are found only by category).
     */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * Listed in the directory since: the user's completionDate while they are an advisor who finished
     * onboarding, null otherwise. A copy, so a search never looks at users: written only by the
     * triggers of migration 0010 (on users' role and completion_date, and on this table's inserts),
     * in the transaction that changes either; anything this table is given is replaced.
     */
    listedOn: text('listed_on'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Near a ZIP code: the box by (latitude, longitude); distance and order from the index alone.
    index('advisor_profiles_listed_location_idx')
      .on(table.latitude, table.longitude, table.listedOn, table.userId)
      .where(sql`${table.listedOn} is not null`),
    // Everywhere: longest-standing first.
    index('advisor_profiles_listed_on_idx')
      .on(table.listedOn, table.userId)
      .where(sql`${table.listedOn} is not null`),
  ],
);

export const spouses = pgTable('spouses', {
  userId: owner().primaryKey(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  dateOfBirth: text('date_of_birth'),
  incomeCents: bigint('income_cents', { mode: 'number' }).notNull().default(0),
  retirementAge: integer('retirement_age'),
  usCitizen: boolean('us_citizen'),
});

export const dependents = pgTable(
  'dependents',
  {
    id: text('id').primaryKey(),
    userId: owner(),
    firstName: text('first_name').notNull(),
    dateOfBirth: text('date_of_birth'),
    position: integer('position').notNull(),
  },
  (table) => [index('dependents_user_id_idx').on(table.userId)],
);

/** Front and back of an identity document: served only to their owner. */
export const identityDocuments = pgTable(
  'identity_documents',
  {
    userId: owner(),
    side: text('side').notNull(),
    fileId: text('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    expiryDate: text('expiry_date'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.side] })],
);

/** The client's first planning answers (spec 01 §3 Client onboarding record). */
export const clientOnboarding = pgTable('client_onboarding', {
  userId: owner().primaryKey(),
  highestPriority: text('highest_priority').notNull().default(''),
  birthDate: text('birth_date'),
  hasSpouse: boolean('has_spouse').notNull().default(false),
  spouseBirthDate: text('spouse_birth_date'),
  spouseFirstName: text('spouse_first_name').notNull().default(''),
  spouseLastName: text('spouse_last_name').notNull().default(''),
  retirementAge: integer('retirement_age').notNull().default(65),
  incomeCents: bigint('income_cents', { mode: 'number' }).notNull().default(0),
  retirementIncomeRate: doublePrecision('retirement_income_rate').notNull().default(0.8),
  savingsRate: doublePrecision('savings_rate').notNull().default(0.1),
  totalSavingsCents: bigint('total_savings_cents', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
