import { bigint, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Monthly cash-flow totals per account, category type and sign: derived data, kept exact by
 * statement-level triggers on `transactions` (migration 0006), so every write path (sync, soft
 * delete, recategorisation, cascade delete) updates it in the same statement. The cash-flow page
 * sums whole months from here and only the partial months at a range's edges from `transactions`.
 *
 * No foreign keys on purpose: cascade deletes of users, accounts and institutions reach the
 * transactions, whose triggers subtract them; a foreign key here would race that cascade.
 * Live (not deleted) transactions only; deleted accounts and institutions are left out by the query.
 */
export const cashFlowMonthlyTotals = pgTable(
  'cash_flow_monthly_totals',
  {
    userId: text('user_id').notNull(),
    institutionId: text('institution_id').notNull(),
    accountId: text('account_id').notNull(),
    /** YYYY-MM, the month of the transactions' dates. */
    month: text('month').notNull(),
    categoryType: text('category_type').notNull(),
    /** sign(amount_cents): 1 money out, -1 money in, 0 neither (Plaid's convention). */
    sign: smallint('sign').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    transactionCount: integer('transaction_count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.month, table.accountId, table.institutionId, table.categoryType, table.sign] })],
);
