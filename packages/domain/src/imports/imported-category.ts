// A file's own category (or OFX's transaction type) as the provider's categories, so an imported
// transaction is grouped (essential, non-essential, savings, transfer) by the same rule as a linked one.
import { defaultCategoryType, type CategoryType } from '../accounts';

export interface ImportedCategory {
  primary: string | null;
  detailed: string | null;
  type: CategoryType;
}

// First match wins: the narrower words before the wider ones ('credit card payment' before 'card').
const WORDS: [RegExp, string, string | null][] = [
  [/saving/, 'TRANSFER_OUT', 'TRANSFER_OUT_SAVINGS'],
  [/invest|retirement|401k|\bira\b|brokerage/, 'TRANSFER_OUT', 'TRANSFER_OUT_INVESTMENT_AND_RETIREMENT_FUNDS'],
  [/transfer|^xfer$|^\[.*\]$/, 'TRANSFER', null],
  // A payment to a loan is spending, to a card a transfer (category-type.ts): the loan's kind is named where the file names it.
  [/mortgage/, 'LOAN_PAYMENTS', 'LOAN_PAYMENTS_MORTGAGE_PAYMENT'],
  [/student loan/, 'LOAN_PAYMENTS', 'LOAN_PAYMENTS_STUDENT_LOAN_PAYMENT'],
  [/(car|auto) loan/, 'LOAN_PAYMENTS', 'LOAN_PAYMENTS_CAR_PAYMENT'],
  [/personal loan/, 'LOAN_PAYMENTS', 'LOAN_PAYMENTS_PERSONAL_LOAN_PAYMENT'],
  [/loan|credit card payment|card payment|^payment$/, 'LOAN_PAYMENTS', null],
  [/grocer|supermarket/, 'FOOD_AND_DRINK', 'FOOD_AND_DRINK_GROCERIES'],
  [/restaurant|dining|food|coffee|\bbars?\b|takeaway/, 'FOOD_AND_DRINK', null],
  [/\brent\b|utilit|electric|water|internet|phone|cable/, 'RENT_AND_UTILITIES', null],
  [/medical|health|pharmac|doctor|dental|hospital/, 'MEDICAL', null],
  [/insurance/, 'GENERAL_SERVICES', 'GENERAL_SERVICES_INSURANCE'],
  [/child ?care|daycare/, 'GENERAL_SERVICES', 'GENERAL_SERVICES_CHILDCARE'],
  [/education|tuition|school/, 'GENERAL_SERVICES', 'GENERAL_SERVICES_EDUCATION'],
  [/transport|fuel|gasoline|\bgas\b|auto|parking|transit|taxi|train/, 'TRANSPORTATION', null],
  [/fee\b|fees|srvchg|service charge|overdraft|interest charge|finance charge/, 'BANK_FEES', null],
  [/tax|government|donation|charit/, 'GOVERNMENT_AND_NON_PROFIT', null],
  [/home improvement|hardware|repair/, 'HOME_IMPROVEMENT', null],
  [/salary|payroll|wage|income|paycheck|^dep$|directdep|^int$|^div$|interest|dividend/, 'INCOME', null],
  [/travel|hotel|airline|flight/, 'TRAVEL', null],
  [/entertainment|movie|music|streaming/, 'ENTERTAINMENT', null],
  [/shopping|merchandise|clothing|retail/, 'GENERAL_MERCHANDISE', null],
  [/personal care|gym|fitness|hair/, 'PERSONAL_CARE', null],
];

/**
 * The provider categories of a file's category text: a transfer takes its side from the amount's
 * sign (positive is money out); nothing recognised is left without a category, which transfer
 * matching may still pair with another of the client's accounts.
 */
export function importedCategory(text: string | null, amountCents: number): ImportedCategory {
  const words = (text ?? '').trim().toLowerCase();
  const found = words === '' ? undefined : WORDS.find(([pattern]) => pattern.test(words));
  if (!found) return { primary: null, detailed: null, type: defaultCategoryType(null, null, amountCents) };
  const [, primaryWord, detailed] = found;
  const side = amountCents > 0 ? 'OUT' : 'IN';
  // Money sent to savings is saved; money back from it is a transfer in (as Plaid names both sides).
  const primary = primaryWord === 'TRANSFER' || primaryWord === 'TRANSFER_OUT' ? `TRANSFER_${side}` : primaryWord;
  const sided = detailed?.replace(/^TRANSFER_OUT_/, `TRANSFER_${side}_`) ?? null;
  return { primary, detailed: sided, type: defaultCategoryType(primary, sided, amountCents) };
}
