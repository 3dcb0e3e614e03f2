// Budget Insights groups spending and income as essential, non-essential or savings; a transfer
// (money moved between the client's own accounts, or paid to a credit card whose purchases were
// already counted) is none of them and is kept out of income and expenses, shown apart. A payment
// to a loan (mortgage, car, student, personal) is spending: a household pays it out of its budget.
export type BudgetCategoryType = 'essential' | 'non-essential' | 'savings';
export type CategoryType = BudgetCategoryType | 'transfer';
export const BUDGET_CATEGORY_TYPES: readonly BudgetCategoryType[] = ['essential', 'non-essential', 'savings'];
export const CATEGORY_TYPES: readonly CategoryType[] = [...BUDGET_CATEGORY_TYPES, 'transfer'];

const ESSENTIAL_PRIMARY = new Set([
  'RENT_AND_UTILITIES',
  'LOAN_PAYMENTS',
  'MEDICAL',
  'TRANSPORTATION',
  'BANK_FEES',
  'GOVERNMENT_AND_NON_PROFIT',
  'HOME_IMPROVEMENT',
]);
const ESSENTIAL_DETAILED = new Set(['FOOD_AND_DRINK_GROCERIES', 'GENERAL_SERVICES_INSURANCE', 'GENERAL_SERVICES_CHILDCARE', 'GENERAL_SERVICES_EDUCATION']);
const SAVINGS_DETAILED = new Set(['TRANSFER_OUT_SAVINGS', 'TRANSFER_OUT_INVESTMENT_AND_RETIREMENT_FUNDS', 'TRANSFER_IN_SAVINGS']);

/** Plaid's personal finance categories of money moved between accounts or paid to a debt. */
export const TRANSFER_PRIMARY_CATEGORIES: readonly string[] = ['TRANSFER_IN', 'TRANSFER_OUT', 'LOAN_PAYMENTS'];
const TRANSFER_PRIMARY = new Set(TRANSFER_PRIMARY_CATEGORIES);

/**
 * Plaid's categories of a payment to a loan a household budgets for (mortgage, car, student, personal
 * loan): money out with one of them is essential spending, as Monarch and Empower count it; the
 * lender's side (money into the loan) stays a transfer. A card payment is not here: the card's
 * purchases are the spending.
 */
const LOAN_PAYMENT_DETAILED = new Set([
  'LOAN_PAYMENTS_MORTGAGE_PAYMENT',
  'LOAN_PAYMENTS_CAR_PAYMENT',
  'LOAN_PAYMENTS_STUDENT_LOAN_PAYMENT',
  'LOAN_PAYMENTS_PERSONAL_LOAN_PAYMENT',
]);

/**
 * Money sent to savings or investments: saved (Budget Insights' Savings) when it leaves the
 * accounts the client linked, a transfer when its other side is one of them (found by matching).
 */
const SAVED_OUT_DETAILED = new Set(['TRANSFER_OUT_SAVINGS', 'TRANSFER_OUT_INVESTMENT_AND_RETIREMENT_FUNDS']);

/**
 * Primary categories whose transactions may be paired as the two sides of a transfer: the transfer
 * ones, Plaid's catch-all OTHER (and no category at all, see `canPairAsTransfer`). A category that
 * names what the money was for (wages, groceries, rent) is never overruled by an equal amount
 * elsewhere, which would otherwise turn a salary into a transfer by coincidence.
 */
export const PAIRABLE_PRIMARY_CATEGORIES: readonly string[] = [...TRANSFER_PRIMARY_CATEGORIES, 'OTHER'];
const PAIRABLE_PRIMARY = new Set(PAIRABLE_PRIMARY_CATEGORIES);

/** The budget group of a transaction from the provider's category, as if it were not a transfer. */
export function budgetCategoryType(primary: string | null | undefined, detailed: string | null | undefined): BudgetCategoryType {
  if (detailed && SAVINGS_DETAILED.has(detailed)) return 'savings';
  if (detailed && ESSENTIAL_DETAILED.has(detailed)) return 'essential';
  if (primary && ESSENTIAL_PRIMARY.has(primary)) return 'essential';
  return 'non-essential';
}

/**
 * The default group of a transaction from the provider's category (Plaid's personal finance
 * categories) and its amount (Plaid's sign, positive out): transfers and card payments are
 * transfers, except money saved outside the linked accounts; a payment out to a loan is essential
 * spending (its lender's side a transfer); everything else its budget group. A client's own choice
 * always wins over this default.
 */
export function defaultCategoryType(primary: string | null | undefined, detailed: string | null | undefined, amountCents: number): CategoryType {
  if (amountCents > 0 && detailed && LOAN_PAYMENT_DETAILED.has(detailed)) return 'essential';
  if (primary && TRANSFER_PRIMARY.has(primary) && !(detailed && SAVED_OUT_DETAILED.has(detailed))) return 'transfer';
  return budgetCategoryType(primary, detailed);
}

/** Whether a transaction may be one side of a transfer found by matching amounts (see PAIRABLE_PRIMARY_CATEGORIES). */
export function canPairAsTransfer(primary: string | null | undefined): boolean {
  return !primary || PAIRABLE_PRIMARY.has(primary);
}

/**
 * Whether an account is a loan a household pays from its budget (mortgage, car, student, personal,
 * linked or typed in): money paid into it is spending, unlike a payment to a credit card.
 */
export function isBudgetedLoanAccount(account: { balanceType: string; accountType: string }): boolean {
  return account.balanceType === 'liabilities' && account.accountType === 'loan';
}
