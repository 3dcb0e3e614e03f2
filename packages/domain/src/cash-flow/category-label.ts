/** Plaid's personal-finance primary categories; a detailed category is its primary plus a suffix. */
const PRIMARY_CATEGORIES = [
  'INCOME',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'LOAN_PAYMENTS',
  'BANK_FEES',
  'ENTERTAINMENT',
  'FOOD_AND_DRINK',
  'GENERAL_MERCHANDISE',
  'HOME_IMPROVEMENT',
  'MEDICAL',
  'PERSONAL_CARE',
  'GENERAL_SERVICES',
  'GOVERNMENT_AND_NON_PROFIT',
  'TRANSPORTATION',
  'TRAVEL',
  'RENT_AND_UTILITIES',
  'OTHER',
] as const;

const inWords = (code: string) => {
  const words = code.toLowerCase().split('_').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A provider category as people say it: the detailed category without its primary's prefix
 * ('FOOD_AND_DRINK_GROCERIES' → 'Groceries'), a primary one in words ('FOOD_AND_DRINK' → 'Food and
 * drink'), null for a transaction without one.
 */
export function transactionCategoryLabel(categoryId: string | null): string | null {
  if (!categoryId) return null;
  const primary = [...PRIMARY_CATEGORIES].sort((a, b) => b.length - a.length).find((name) => categoryId.startsWith(`${name}_`));
  return inWords(primary ? categoryId.slice(primary.length + 1) : categoryId);
}
