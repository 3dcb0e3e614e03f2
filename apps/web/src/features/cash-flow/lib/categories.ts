import { CASH_FLOW_BUDGET_CATEGORY_TYPES, type TCashFlowResponse, type TCashFlowTransaction } from '@finboard/contracts';
import type { CashFlowDirection } from './direction';

export type CategoryType = TCashFlowTransaction['categoryType'];
/** Budget Insights' groups: a transfer is none of them. */
export type BudgetCategoryType = (typeof CASH_FLOW_BUDGET_CATEGORY_TYPES)[number];

/** How a category type reads in rows, the row menu and Budget Insights. */
export const CATEGORY_LABELS: Record<CategoryType, string> = {
  essential: 'Essential',
  'non-essential': 'Non-Essential',
  savings: 'Savings',
  transfer: 'Transfer',
};

/** The table's category filter, in the spec's order and words; 'all' sends no filter. Transfers have their own side of the toggle. */
export type CategoryFilter = BudgetCategoryType | 'all';
export const CATEGORY_FILTERS: { value: CategoryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'non-essential', label: 'Non-Essentials' },
  { value: 'essential', label: 'Essentials' },
  { value: 'savings', label: 'Savings' },
];

/** The row menu: a transaction moves to one of the budget groups it is not in. */
export const otherCategoryTypes = (current: CategoryType): BudgetCategoryType[] => CASH_FLOW_BUDGET_CATEGORY_TYPES.filter((type) => type !== current);

/** Money in is income, never a spending category: a paycheck typed non-essential is not 'Non-Essential' income. */
export const INCOME_LABEL = 'Income';
export const FROM_SAVINGS_LABEL = 'From Savings';

/** How a row's category reads: money in (but from savings or a transfer) is Income. */
export function rowCategoryLabel(transaction: Pick<TCashFlowTransaction, 'amountCents' | 'categoryType'>): string {
  const isIncome = transaction.amountCents < 0 && (transaction.categoryType === 'essential' || transaction.categoryType === 'non-essential');
  return isIncome ? INCOME_LABEL : CATEGORY_LABELS[transaction.categoryType];
}

export interface InsightSlice {
  type: BudgetCategoryType | 'income';
  name: string;
  /** Whole dollars: the api rounds category totals. */
  value: number;
}

/**
 * Budget Insights for the toggle's side in whole dollars: Essential, Non-Essential and Savings for
 * expenses; for income, Income and what came back From Savings (spending categories say nothing of pay).
 */
export function budgetInsights(
  response: Pick<TCashFlowResponse, 'categories' | 'incomeCategories'>,
  direction: Exclude<CashFlowDirection, 'transfers'>,
): InsightSlice[] {
  if (direction === 'income') {
    const totals = response.incomeCategories;
    return [
      { type: 'income', name: INCOME_LABEL, value: Math.round((totals.essential + totals.nonEssential) / 100) },
      { type: 'savings', name: FROM_SAVINGS_LABEL, value: Math.round(totals.savings / 100) },
    ];
  }
  const totals = response.categories;
  const cents: Record<BudgetCategoryType, number> = { essential: totals.essential, 'non-essential': totals.nonEssential, savings: totals.savings };
  return CASH_FLOW_BUDGET_CATEGORY_TYPES.map((type) => ({ type, name: CATEGORY_LABELS[type], value: Math.round(cents[type] / 100) }));
}
