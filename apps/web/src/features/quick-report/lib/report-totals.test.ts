import { describe, expect, it } from 'vitest';
import { makeAccount } from '../../../test/accounts-fixtures';
import { balanceTotals, budgetSlices } from './report-totals';

describe('quick report totals', () => {
  it('sums the lists into net worth', () => {
    const assets = [makeAccount({ amountCents: 1_000_000 }), makeAccount({ amountCents: 250_049 })];
    const liabilities = [makeAccount({ balanceType: 'liabilities', amountCents: 1_845_000 })];
    expect(balanceTotals(assets, liabilities)).toEqual({ assetsCents: 1_250_049, liabilitiesCents: 1_845_000, netWorthCents: -594_951 });
    expect(balanceTotals([], [])).toEqual({ assetsCents: 0, liabilitiesCents: 0, netWorthCents: 0 });
  });

  it('keeps the sign: an overdrawn account lowers the assets, an overpaid card the liabilities', () => {
    const assets = [makeAccount({ amountCents: 21_000 }), makeAccount({ amountCents: -5_000 })];
    const liabilities = [makeAccount({ balanceType: 'liabilities', amountCents: 41_000 }), makeAccount({ balanceType: 'liabilities', amountCents: -2_550 })];
    expect(balanceTotals(assets, liabilities)).toEqual({ assetsCents: 16_000, liabilitiesCents: 38_450, netWorthCents: -22_450 });
  });

  it('splits Budget Insights into shares of the three', () => {
    const slices = budgetSlices({ essential: 150_000, nonEssential: 50_000, savings: 0 });
    expect(slices.map((slice) => [slice.label, slice.cents, slice.percent])).toEqual([
      ['Essential', 150_000, 75],
      ['Non-Essential', 50_000, 25],
      ['Savings', 0, 0],
    ]);
    expect(budgetSlices({ essential: 0, nonEssential: 0, savings: 0 }).map((slice) => slice.percent)).toEqual([0, 0, 0]);
  });
});
