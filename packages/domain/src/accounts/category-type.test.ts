import { describe, expect, it } from 'vitest';
import { budgetCategoryType, canPairAsTransfer, defaultCategoryType } from './category-type';

describe('defaultCategoryType', () => {
  it("makes Plaid's transfers and debt payments transfers, on either side", () => {
    for (const [primary, detailed] of [
      ['LOAN_PAYMENTS', 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT'],
      ['LOAN_PAYMENTS', 'LOAN_PAYMENTS_MORTGAGE_PAYMENT'],
      ['LOAN_PAYMENTS', 'LOAN_PAYMENTS_CAR_PAYMENT'],
      ['LOAN_PAYMENTS', 'LOAN_PAYMENTS_STUDENT_LOAN_PAYMENT'],
      ['TRANSFER_IN', 'TRANSFER_IN_ACCOUNT_TRANSFER'],
      ['TRANSFER_IN', 'TRANSFER_IN_SAVINGS'],
      ['TRANSFER_IN', 'TRANSFER_IN_DEPOSIT'],
      ['TRANSFER_OUT', 'TRANSFER_OUT_ACCOUNT_TRANSFER'],
      ['TRANSFER_OUT', 'TRANSFER_OUT_WITHDRAWAL'],
      ['TRANSFER_OUT', null],
    ] as const) {
      expect(defaultCategoryType(primary, detailed), `${primary} ${detailed}`).toBe('transfer');
    }
  });

  it('keeps money sent to savings or investments as Savings (a transfer only when its other side is found)', () => {
    expect(defaultCategoryType('TRANSFER_OUT', 'TRANSFER_OUT_SAVINGS')).toBe('savings');
    expect(defaultCategoryType('TRANSFER_OUT', 'TRANSFER_OUT_INVESTMENT_AND_RETIREMENT_FUNDS')).toBe('savings');
  });

  it('groups income and spending by their budget type', () => {
    expect(defaultCategoryType('INCOME', 'INCOME_WAGES')).toBe('non-essential');
    expect(defaultCategoryType('FOOD_AND_DRINK', 'FOOD_AND_DRINK_GROCERIES')).toBe('essential');
    expect(defaultCategoryType('RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_RENT')).toBe('essential');
    expect(defaultCategoryType('ENTERTAINMENT', 'ENTERTAINMENT_TV_AND_MOVIES')).toBe('non-essential');
    expect(defaultCategoryType(null, null)).toBe('non-essential');
  });
});

describe('budgetCategoryType', () => {
  it('is where a transaction the client says is not a transfer goes', () => {
    expect(budgetCategoryType('LOAN_PAYMENTS', 'LOAN_PAYMENTS_MORTGAGE_PAYMENT')).toBe('essential');
    expect(budgetCategoryType('TRANSFER_IN', 'TRANSFER_IN_SAVINGS')).toBe('savings');
    expect(budgetCategoryType('TRANSFER_OUT', 'TRANSFER_OUT_ACCOUNT_TRANSFER')).toBe('non-essential');
  });
});

describe('canPairAsTransfer', () => {
  it('lets transfers, OTHER and uncategorised transactions pair, never a category that names its purpose', () => {
    for (const primary of ['TRANSFER_IN', 'TRANSFER_OUT', 'LOAN_PAYMENTS', 'OTHER', null, undefined, ''])
      expect(canPairAsTransfer(primary), String(primary)).toBe(true);
    for (const primary of ['INCOME', 'FOOD_AND_DRINK', 'RENT_AND_UTILITIES', 'GENERAL_MERCHANDISE']) expect(canPairAsTransfer(primary), primary).toBe(false);
  });
});
