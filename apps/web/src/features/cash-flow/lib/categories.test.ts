import { describe, expect, it } from 'vitest';
import { budgetInsights, CATEGORY_FILTERS, CATEGORY_LABELS, otherCategoryTypes, rowCategoryLabel } from './categories';

describe('category types', () => {
  it('the row menu offers the two other types, never the current one', () => {
    expect(otherCategoryTypes('essential')).toEqual(['non-essential', 'savings']);
    expect(otherCategoryTypes('non-essential')).toEqual(['essential', 'savings']);
    expect(otherCategoryTypes('savings')).toEqual(['essential', 'non-essential']);
    // A transfer is none of them (its menu offers 'Not a transfer' instead).
    expect(otherCategoryTypes('transfer')).toEqual(['essential', 'non-essential', 'savings']);
    expect(CATEGORY_LABELS.transfer).toBe('Transfer');
  });

  it('the filter reads as the spec lists it', () => {
    expect(CATEGORY_FILTERS.map((option) => option.label)).toEqual(['All', 'Non-Essentials', 'Essentials', 'Savings']);
  });

  it("Budget Insights shows the toggle's side in whole dollars", () => {
    const response = {
      categories: { essential: 123_400, nonEssential: 5_600, savings: 0 },
      incomeCategories: { essential: 0, nonEssential: 250_000, savings: 10_000 },
    };
    expect(budgetInsights(response, 'expenses')).toEqual([
      { type: 'essential', name: 'Essential', value: 1234 },
      { type: 'non-essential', name: 'Non-Essential', value: 56 },
      { type: 'savings', name: 'Savings', value: 0 },
    ]);
    // Income is never labelled with a spending category (a paycheck typed non-essential read 'Non-Essential 100%').
    expect(budgetInsights(response, 'income')).toEqual([
      { type: 'income', name: 'Income', value: 2500 },
      { type: 'savings', name: 'From Savings', value: 100 },
    ]);
  });

  it('a row of money in reads Income, but money back from savings and transfers keep their type', () => {
    expect(rowCategoryLabel({ amountCents: -250_000, categoryType: 'non-essential' })).toBe('Income');
    expect(rowCategoryLabel({ amountCents: -250_000, categoryType: 'essential' })).toBe('Income');
    expect(rowCategoryLabel({ amountCents: -10_000, categoryType: 'savings' })).toBe('Savings');
    expect(rowCategoryLabel({ amountCents: -10_000, categoryType: 'transfer' })).toBe('Transfer');
    expect(rowCategoryLabel({ amountCents: 4_200, categoryType: 'non-essential' })).toBe('Non-Essential');
  });
});
