import { describe, expect, it } from 'vitest';
import { transactionCategoryLabel } from './category-label';

describe('transactionCategoryLabel', () => {
  it('drops the primary category from a detailed one', () => {
    expect(transactionCategoryLabel('FOOD_AND_DRINK_GROCERIES')).toBe('Groceries');
    expect(transactionCategoryLabel('FOOD_AND_DRINK_FAST_FOOD')).toBe('Fast food');
    expect(transactionCategoryLabel('TRANSFER_OUT_SAVINGS')).toBe('Savings');
    expect(transactionCategoryLabel('RENT_AND_UTILITIES_GAS_AND_ELECTRICITY')).toBe('Gas and electricity');
    expect(transactionCategoryLabel('OTHER_OTHER')).toBe('Other');
  });

  it('says a primary category, or an unknown code, in words; nothing for none', () => {
    expect(transactionCategoryLabel('FOOD_AND_DRINK')).toBe('Food and drink');
    expect(transactionCategoryLabel('Groceries')).toBe('Groceries');
    expect(transactionCategoryLabel(null)).toBeNull();
    expect(transactionCategoryLabel('')).toBeNull();
  });
});
