// Budget Insights groups every transaction as essential, non-essential or savings.
export type CategoryType = 'essential' | 'non-essential' | 'savings';
export const CATEGORY_TYPES: readonly CategoryType[] = ['essential', 'non-essential', 'savings'];

const ESSENTIAL_PRIMARY = new Set([
  'RENT_AND_UTILITIES', 'LOAN_PAYMENTS', 'MEDICAL', 'TRANSPORTATION', 'BANK_FEES', 'GOVERNMENT_AND_NON_PROFIT', 'HOME_IMPROVEMENT',
]);
const ESSENTIAL_DETAILED = new Set(['FOOD_AND_DRINK_GROCERIES', 'GENERAL_SERVICES_INSURANCE', 'GENERAL_SERVICES_CHILDCARE', 'GENERAL_SERVICES_EDUCATION']);
const SAVINGS_DETAILED = new Set(['TRANSFER_OUT_SAVINGS', 'TRANSFER_OUT_INVESTMENT_AND_RETIREMENT_FUNDS', 'TRANSFER_IN_SAVINGS']);

/**
 * The default group of a transaction from the provider's category (Plaid's personal finance
 * categories). Income counts as savings only when it is a transfer into savings; a client's own
 * choice always wins over this default.
 */
export function defaultCategoryType(primary: string | null | undefined, detailed: string | null | undefined): CategoryType {
  if (detailed && SAVINGS_DETAILED.has(detailed)) return 'savings';
  if (detailed && ESSENTIAL_DETAILED.has(detailed)) return 'essential';
  if (primary && ESSENTIAL_PRIMARY.has(primary)) return 'essential';
  return 'non-essential';
}
