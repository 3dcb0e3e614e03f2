import * as schema from '@finboard/db';
import { getTableName, is } from 'drizzle-orm';
import { type PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * What 'Download my data' holds: each table with rows of a user, the columns that make a row theirs,
 * and the columns left out (secrets, storage keys). Every table of the schema is either here or in
 * EXCLUDED_TABLES with the reason; `account-export.test.ts` fails on a table in neither, and on a
 * row of the user in a column no entry covers.
 */
export interface ExportedTable {
  table: PgTable;
  /** The record kind the file is named after (`<file>.csv` in the ZIP). */
  file: string;
  /** A row is the user's when any of these holds their id. */
  owners: PgColumn[];
  /** Properties never exported: secrets, hashes and our own storage keys. */
  omit?: string[];
}

const s = schema;

export const EXPORT_PLAN: ExportedTable[] = [
  { table: s.users, file: 'profile', owners: [s.users.id] },
  { table: s.userProfiles, file: 'profile-details', owners: [s.userProfiles.userId] },
  { table: s.advisorProfiles, file: 'advisor-profile', owners: [s.advisorProfiles.userId] },
  { table: s.spouses, file: 'spouse', owners: [s.spouses.userId] },
  { table: s.dependents, file: 'dependents', owners: [s.dependents.userId] },
  { table: s.identityDocuments, file: 'identity-documents', owners: [s.identityDocuments.userId] },
  { table: s.clientOnboarding, file: 'onboarding', owners: [s.clientOnboarding.userId] },
  { table: s.userSettings, file: 'settings', owners: [s.userSettings.userId] },
  {
    table: s.accounts,
    file: 'sign-in-methods',
    owners: [s.accounts.userId, s.accounts.accountId],
    omit: ['password', 'accessToken', 'refreshToken', 'idToken'],
  },
  { table: s.sessions, file: 'sessions', owners: [s.sessions.userId], omit: ['token'] },
  { table: s.institutions, file: 'institutions', owners: [s.institutions.userId], omit: ['accessTokenEncrypted'] },
  { table: s.financialAccounts, file: 'accounts', owners: [s.financialAccounts.userId] },
  { table: s.netWorthSnapshots, file: 'balance-history', owners: [s.netWorthSnapshots.userId] },
  // `raw` is the provider's copy of the same fields, as received.
  { table: s.transactions, file: 'transactions', owners: [s.transactions.userId], omit: ['raw'] },
  { table: s.importMappings, file: 'import-column-choices', owners: [s.importMappings.userId] },
  { table: s.holdings, file: 'holdings', owners: [s.holdings.userId] },
  { table: s.investmentTransactions, file: 'investment-transactions', owners: [s.investmentTransactions.userId] },
  { table: s.incomeRecords, file: 'income', owners: [s.incomeRecords.userId] },
  { table: s.insurancePolicies, file: 'insurance', owners: [s.insurancePolicies.userId] },
  { table: s.estatePlans, file: 'estate-executor-and-trustee', owners: [s.estatePlans.userId] },
  { table: s.estateDocuments, file: 'estate-documents', owners: [s.estateDocuments.userId] },
  { table: s.estateLifeEvents, file: 'estate-life-events', owners: [s.estateLifeEvents.userId] },
  { table: s.accountBeneficiaries, file: 'beneficiaries', owners: [s.accountBeneficiaries.userId] },
  { table: s.scenarios, file: 'scenarios', owners: [s.scenarios.userId] },
  { table: s.scenarioShares, file: 'scenario-shares', owners: [s.scenarioShares.userId, s.scenarioShares.advisorId] },
  {
    table: s.clientAdvisorLinks,
    file: 'connections-and-share-settings',
    owners: [s.clientAdvisorLinks.userId, s.clientAdvisorLinks.advisorId, s.clientAdvisorLinks.endedBy],
  },
  { table: s.shareRequests, file: 'share-requests', owners: [s.shareRequests.userId, s.shareRequests.advisorId] },
  { table: s.advisorDataViews, file: 'advisor-views', owners: [s.advisorDataViews.userId, s.advisorDataViews.advisorId] },
  { table: s.retainedAdvisorViews, file: 'advisor-views-kept', owners: [s.retainedAdvisorViews.clientRef, s.retainedAdvisorViews.advisorRef] },
  // The advisor's own list; the client's side of it is the advisor's, not theirs (see EXCLUDED_COLUMNS).
  { table: s.advisorFavoriteClients, file: 'favorite-clients', owners: [s.advisorFavoriteClients.advisorId] },
  { table: s.advisorRatings, file: 'ratings', owners: [s.advisorRatings.userId, s.advisorRatings.advisorId] },
  { table: s.householdMembers, file: 'household', owners: [s.householdMembers.inviterId, s.householdMembers.memberId] },
  { table: s.invitations, file: 'invitations', owners: [s.invitations.inviterId, s.invitations.acceptedUserId], omit: ['tokenHash'] },
  { table: s.advisorRegistrationSources, file: 'registration-sources', owners: [s.advisorRegistrationSources.userId] },
  { table: s.advisorPhoneNumbers, file: 'phone-number', owners: [s.advisorPhoneNumbers.userId] },
  { table: s.notifications, file: 'notifications', owners: [s.notifications.userId] },
  { table: s.mailOutbox, file: 'emails', owners: [s.mailOutbox.userId] },
  { table: s.smsOutbox, file: 'text-messages', owners: [s.smsOutbox.userId] },
  { table: s.billingCustomers, file: 'billing-customer', owners: [s.billingCustomers.userId] },
  { table: s.billingSubscriptions, file: 'subscriptions', owners: [s.billingSubscriptions.userId] },
  { table: s.billingPaymentMethods, file: 'payment-method', owners: [s.billingPaymentMethods.userId] },
  { table: s.billingInvoices, file: 'invoices', owners: [s.billingInvoices.userId] },
  { table: s.storedFiles, file: 'documents', owners: [s.storedFiles.userId], omit: ['storageKey'] },
  { table: s.reportLinks, file: 'report-links', owners: [s.reportLinks.userId, s.reportLinks.requesterId], omit: ['tokenHash', 'storageKey'] },
  { table: s.dataExports, file: 'data-exports', owners: [s.dataExports.userId], omit: ['storageKey'] },
  // The passkeys' names and dates; their public keys and counters are the authenticator's, of no use outside this site.
  { table: s.passkeys, file: 'passkeys', owners: [s.passkeys.userId], omit: ['publicKey', 'counter'] },
];

/** Tables never exported, and why. */
export const EXCLUDED_TABLES: Record<string, string> = {
  domain_events: 'internal delivery records of what happened (ids only), deleted 30 days after delivery',
  cash_flow_monthly_totals: 'sums derived from the transactions, which are exported',
  verifications: 'one-time codes, secret and short-lived',
  used_auth_tokens: 'hashes of one-time links already used',
  billing_attempts: 'idempotency keys of billing requests (what was pressed, not what was bought), useful for 24 hours',
  webauthn_challenges: 'one-time passkey challenges: random, single-use, alive for minutes',
  two_factors: "the authenticator app's secret and hashed recovery codes: secrets; the export says whether two-factor is on (profile)",
  sign_in_throttle: 'failed sign-in counts keyed by a hash, no user id',
  rate_limit_hits: 'request counts per address, no user',
  billing_events: "the billing provider's event ids, no user",
  billing_sandbox_objects: "the offline billing provider's own records (Stripe's in production); the mirror is exported",
  admin_audit_log: "the admins' record of their own actions",
  admin_mrr_snapshots: 'revenue totals, no user',
  market_candles: 'public market data, no user',
  scenario_templates: 'public templates, no user',
  deleted_accounts: 'deleted accounts only, no live user',
  retained_invoices: 'invoices of deleted accounts only',
};

/** Columns that may hold the user's id in rows that are someone else's record, and why they are left to that person. */
export const EXCLUDED_COLUMNS: Record<string, string> = {
  'advisor_favorite_clients.user_id': "an advisor's own list of favourites",
  'notifications.person_id': "another user's notification that mentions this user",
  'admin_audit_log.target_user_id': "the admins' record of their own actions",
  'domain_events.user_id': EXCLUDED_TABLES.domain_events ?? '',
  'cash_flow_monthly_totals.user_id': EXCLUDED_TABLES.cash_flow_monthly_totals ?? '',
  'used_auth_tokens.user_id': EXCLUDED_TABLES.used_auth_tokens ?? '',
  'verifications.value': EXCLUDED_TABLES.verifications ?? '',
  'webauthn_challenges.user_id': EXCLUDED_TABLES.webauthn_challenges ?? '',
};

/** Every table the Drizzle schema defines, by its SQL name. */
export function schemaTables(): Map<string, PgTable> {
  const tables = new Map<string, PgTable>();
  for (const value of Object.values(schema)) if (is(value, PgTable)) tables.set(getTableName(value), value);
  return tables;
}
