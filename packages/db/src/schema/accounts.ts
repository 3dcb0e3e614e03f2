import { sql } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';

const owner = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const cents = (name: string) => bigint(name, { mode: 'number' });
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A linked item at an aggregation provider, or a manual institution the client typed in. */
export const institutions = pgTable(
  'institutions',
  {
    id: text('id').primaryKey(),
    userId: owner(),
    /** sandbox | plaid | manual */
    provider: text('provider').notNull(),
    providerItemId: text('provider_item_id'),
    providerInstitutionId: text('provider_institution_id'),
    name: text('name').notNull(),
    logoBase64: text('logo_base64'),
    primaryColor: text('primary_color'),
    /** AES-256-GCM ciphertext of the provider's access token; never leaves the server. */
    accessTokenEncrypted: text('access_token_encrypted'),
    transactionsCursor: text('transactions_cursor'),
    errorCode: text('error_code'),
    /** The parts (balances, liabilities, transactions, investments) the last sync could not update, comma-separated; null after a complete sync. */
    syncIssue: text('sync_issue'),
    /** Held while one sync of this item runs, so a second waits or follows; a sync cut off lets it lapse. */
    syncLeaseUntil: timestamp('sync_lease_until', { withTimezone: true }),
    isManualRecord: boolean('is_manual_record').notNull().default(false),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('institutions_user_id_idx').on(table.userId), uniqueIndex('institutions_provider_item_uq').on(table.provider, table.providerItemId)],
);

/** A balance: an asset or a liability (spec: net worth entry), linked or manual. */
export const financialAccounts = pgTable(
  'financial_accounts',
  {
    id: text('id').primaryKey(),
    userId: owner(),
    institutionId: text('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    providerAccountId: text('provider_account_id'),
    name: text('name').notNull(),
    officialName: text('official_name'),
    mask: text('mask'),
    accountType: text('account_type').notNull(),
    accountSubtype: text('account_subtype').notNull().default(''),
    /** assets | liabilities */
    balanceType: text('balance_type').notNull(),
    amountCents: cents('amount_cents').notNull(),
    availableCents: cents('available_cents'),
    limitCents: cents('limit_cents'),
    currency: text('currency').notNull().default('USD'),
    /** `YYYY-MM-DD` the balance is as of. */
    balanceDate: text('balance_date').notNull(),
    isManualRecord: boolean('is_manual_record').notNull().default(false),
    /** Liability details (aprs, payoff dates, minimum payment, ...), as the spec names them. */
    details: jsonb('details').$type<Record<string, unknown>>(),
    /** Set when the client edits the account: a sync then leaves name and amounts alone. */
    userEditedAt: timestamp('user_edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('financial_accounts_user_id_idx').on(table.userId),
    index('financial_accounts_institution_id_idx').on(table.institutionId),
    uniqueIndex('financial_accounts_provider_uq').on(table.institutionId, table.providerAccountId),
  ],
);

/** A cash-flow transaction. Amount sign as Plaid's: positive = money out. */
export const transactions = pgTable(
  'transactions',
  {
    id: text('id').primaryKey(),
    userId: owner(),
    institutionId: text('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => financialAccounts.id, { onDelete: 'cascade' }),
    providerTransactionId: text('provider_transaction_id').notNull(),
    amountCents: cents('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    date: text('date').notNull(),
    authorizedDate: text('authorized_date'),
    name: text('name').notNull(),
    merchantName: text('merchant_name'),
    merchantLogoUrl: text('merchant_logo_url'),
    /** online | in store | other (the provider's payment channel) */
    transactionType: text('transaction_type').notNull(),
    categoryPrimary: text('category_primary'),
    categoryDetailed: text('category_detailed'),
    /** essential | non-essential | savings | transfer (neither income nor expense) */
    categoryType: text('category_type').notNull(),
    /** Set when the client recategorised: a sync never undoes it. */
    categoryLockedAt: timestamp('category_locked_at', { withTimezone: true }),
    pending: boolean('pending').notNull().default(false),
    pendingTransactionId: text('pending_transaction_id'),
    raw: jsonb('raw'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('transactions_provider_uq').on(table.institutionId, table.providerTransactionId),
    index('transactions_user_date_idx').on(table.userId, table.date),
    index('transactions_account_date_idx').on(table.accountId, table.date),
    // Covers the cash-flow totals (an index-only scan over a 5-year range of live rows).
    index('transactions_user_date_totals_idx')
      .on(table.userId, table.date, table.accountId, table.institutionId, table.amountCents, table.categoryType)
      .where(sql`deleted_at is null`),
    // A closed set: the cash-flow totals (and their triggers) group by it.
    check('transactions_category_type_check', sql`${table.categoryType} in ('essential', 'non-essential', 'savings', 'transfer')`),
  ],
);

/** A position in an investment account, with its security described inline. */
export const holdings = pgTable(
  'holdings',
  {
    id: text('id').primaryKey(),
    userId: owner(),
    institutionId: text('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => financialAccounts.id, { onDelete: 'cascade' }),
    providerSecurityId: text('provider_security_id').notNull(),
    tickerSymbol: text('ticker_symbol'),
    securityName: text('security_name'),
    securityType: text('security_type'),
    quantity: doublePrecision('quantity').notNull(),
    institutionPriceCents: cents('institution_price_cents').notNull(),
    institutionValueCents: cents('institution_value_cents').notNull(),
    costBasisCents: cents('cost_basis_cents'),
    currency: text('currency').notNull().default('USD'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('holdings_user_id_idx').on(table.userId), uniqueIndex('holdings_account_security_uq').on(table.accountId, table.providerSecurityId)],
);

export const investmentTransactions = pgTable(
  'investment_transactions',
  {
    id: text('id').primaryKey(),
    userId: owner(),
    institutionId: text('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => financialAccounts.id, { onDelete: 'cascade' }),
    providerTransactionId: text('provider_transaction_id').notNull(),
    providerSecurityId: text('provider_security_id'),
    tickerSymbol: text('ticker_symbol'),
    date: text('date').notNull(),
    name: text('name').notNull(),
    quantity: doublePrecision('quantity').notNull(),
    amountCents: cents('amount_cents').notNull(),
    priceCents: cents('price_cents').notNull(),
    feesCents: cents('fees_cents'),
    type: text('type').notNull(),
    subtype: text('subtype'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('investment_transactions_user_date_idx').on(table.userId, table.date),
    uniqueIndex('investment_transactions_provider_uq').on(table.institutionId, table.providerTransactionId),
  ],
);

/** Daily net worth, written whenever balances change; charts carry the last value forward. */
export const netWorthSnapshots = pgTable(
  'net_worth_snapshots',
  {
    userId: owner(),
    trackingDate: text('tracking_date').notNull(),
    netWorthCents: cents('net_worth_cents').notNull(),
    assetsCents: cents('assets_cents').notNull(),
    liabilitiesCents: cents('liabilities_cents').notNull(),
    investmentsCents: cents('investments_cents').notNull(),
    institutionCount: bigint('institution_count', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.trackingDate] })],
);

/** Income page: employment per person, taxes and Social Security (spec 01 §3 Income). */
export const incomeRecords = pgTable('income_records', {
  userId: owner().primaryKey(),
  /** [{ owner: 'self' | 'spouse', employerName, annualSalaryCents }] */
  incomeInfos: jsonb('income_infos').$type<{ owner: string; employerName: string; annualSalaryCents: number }[]>().notNull().default([]),
  owner: text('owner').notNull().default('self'),
  companyStock: text('company_stock').notNull().default(''),
  effectiveTaxRate: doublePrecision('effective_tax_rate').notNull().default(0),
  taxStatus: text('tax_status').notNull().default(''),
  socialSecurityPiaCents: cents('social_security_pia_cents').notNull().default(0),
  socialSecurityEarliestAge: bigint('social_security_earliest_age', { mode: 'number' }).notNull().default(62),
  socialSecurityLatestAge: bigint('social_security_latest_age', { mode: 'number' }).notNull().default(70),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Insurance per person (self or spouse): property, health, life and long-term care. */
export const insurancePolicies = pgTable(
  'insurance_policies',
  {
    userId: owner(),
    /** self | spouse (the page's Husband/Wife selector) */
    person: text('person').notNull(),
    homeowners: text('homeowners').notNull().default(''),
    auto: text('auto').notNull().default(''),
    liability: text('liability').notNull().default(''),
    health: text('health').notNull().default(''),
    healthPolicyNumber: text('health_policy_number').notNull().default(''),
    healthMonthlyPremiumCents: cents('health_monthly_premium_cents').notNull().default(0),
    lifeInsurance: text('life_insurance').notNull().default(''),
    lifePolicyNumber: text('life_policy_number').notNull().default(''),
    lifeDeathBenefitCents: cents('life_death_benefit_cents').notNull().default(0),
    lifeMonthlyPremiumCents: cents('life_monthly_premium_cents').notNull().default(0),
    longTermCare: text('long_term_care').notNull().default(''),
    longTermCarePolicyNumber: text('long_term_care_policy_number').notNull().default(''),
    longTermCareDeathBenefitCents: cents('long_term_care_death_benefit_cents').notNull().default(0),
    longTermCareMonthlyPremiumCents: cents('long_term_care_monthly_premium_cents').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.person] })],
);

/** The CSV columns a client chose for an account's imports, offered again on its next file (issue 37). */
export const importMappings = pgTable(
  'import_mappings',
  {
    accountId: text('account_id')
      .primaryKey()
      .references(() => financialAccounts.id, { onDelete: 'cascade' }),
    userId: owner(),
    /** The header row the mapping was chosen on: a file with the same names reuses it as it is. */
    headers: jsonb('headers').$type<string[]>().notNull(),
    /** The contracts' ZCsvMapping plus the date format: read through it (imports/stored-mapping.ts). */
    mapping: jsonb('mapping').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('import_mappings_user_id_idx').on(table.userId)],
);
