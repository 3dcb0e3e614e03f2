import type { TAccount, TCashFlowResponse } from '@finboard/contracts';

export interface BalanceTotals {
  assetsCents: number;
  liabilitiesCents: number;
  netWorthCents: number;
}

const sum = (accounts: readonly TAccount[]) => accounts.reduce((total, account) => total + account.amountCents, 0);

/** Today's balance sheet from the accounts lists: assets minus liabilities. */
export function balanceTotals(assets: readonly TAccount[], liabilities: readonly TAccount[]): BalanceTotals {
  const assetsCents = sum(assets);
  const liabilitiesCents = sum(liabilities);
  return { assetsCents, liabilitiesCents, netWorthCents: assetsCents - liabilitiesCents };
}

export interface BudgetSlice {
  label: 'Essential' | 'Non-Essential' | 'Savings';
  cents: number;
  /** Share of the three together, 0 to 100 (0 for all when nothing was spent). */
  percent: number;
  color: string;
}

/** Budget Insights (spec 02 Cash flow): money out by Essential, Non-Essential and Savings. */
export function budgetSlices(categories: TCashFlowResponse['categories']): BudgetSlice[] {
  const slices = [
    { label: 'Essential' as const, cents: categories.essential, color: 'brand.7' },
    { label: 'Non-Essential' as const, cents: categories.nonEssential, color: 'orange.5' },
    { label: 'Savings' as const, cents: categories.savings, color: 'teal.6' },
  ];
  const total = slices.reduce((all, slice) => all + Math.max(0, slice.cents), 0);
  return slices.map((slice) => ({ ...slice, percent: total > 0 ? (Math.max(0, slice.cents) / total) * 100 : 0 }));
}
