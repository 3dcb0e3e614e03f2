import { describe, expect, it } from 'vitest';
import { budgetCategoryType, canPairAsTransfer, defaultCategoryType, isBudgetedLoanAccount } from './category-type';

const LOAN_PAYMENTS = [
  'LOAN_PAYMENTS_MORTGAGE_PAYMENT',
  'LOAN_PAYMENTS_CAR_PAYMENT',
  'LOAN_PAYMENTS_STUDENT_LOAN_PAYMENT',
  'LOAN_PAYMENTS_PERSONAL_LOAN_PAYMENT',
];

describe('defaultCategoryType', () => {
  it("makes Plaid's transfers and card payments transfers, on either side", () => {
    for (const [primary, detailed] of [
      ['LOAN_PAYMENTS', 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT'],
      ['TRANSFER_IN', 'TRANSFER_IN_ACCOUNT_TRANSFER'],
      ['TRANSFER_IN', 'TRANSFER_IN_SAVINGS'],
      ['TRANSFER_IN', 'TRANSFER_IN_DEPOSIT'],
      ['TRANSFER_OUT', 'TRANSFER_OUT_ACCOUNT_TRANSFER'],
      ['TRANSFER_OUT', 'TRANSFER_OUT_WITHDRAWAL'],
      ['TRANSFER_OUT', null],
    ] as const) {
      for (const amountCents of [12_500, -12_500])
        expect(defaultCategoryType(primary, detailed, amountCents), `${primary} ${detailed} ${amountCents}`).toBe('transfer');
    }
  });

  it('makes a payment out to a mortgage, car, student or personal loan essential spending, and the lender receiving it a transfer', () => {
    for (const detailed of LOAN_PAYMENTS) {
      expect(defaultCategoryType('LOAN_PAYMENTS', detailed, 245_000), detailed).toBe('essential');
      expect(defaultCategoryType('LOAN_PAYMENTS', detailed, -245_000), detailed).toBe('transfer');
    }
  });

  it('keeps money sent to savings or investments as Savings (a transfer only when its other side is found)', () => {
    expect(defaultCategoryType('TRANSFER_OUT', 'TRANSFER_OUT_SAVINGS', 50_000)).toBe('savings');
    expect(defaultCategoryType('TRANSFER_OUT', 'TRANSFER_OUT_INVESTMENT_AND_RETIREMENT_FUNDS', 50_000)).toBe('savings');
  });

  it('groups income and spending by their budget type', () => {
    expect(defaultCategoryType('INCOME', 'INCOME_WAGES', -400_000)).toBe('non-essential');
    expect(defaultCategoryType('FOOD_AND_DRINK', 'FOOD_AND_DRINK_GROCERIES', 8_412)).toBe('essential');
    expect(defaultCategoryType('RENT_AND_UTILITIES', 'RENT_AND_UTILITIES_RENT', 210_000)).toBe('essential');
    expect(defaultCategoryType('ENTERTAINMENT', 'ENTERTAINMENT_TV_AND_MOVIES', 1_599)).toBe('non-essential');
    expect(defaultCategoryType(null, null, 1_000)).toBe('non-essential');
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

describe('isBudgetedLoanAccount', () => {
  it('is a loan owed (mortgage, car, student, personal), never a credit card or an asset', () => {
    expect(isBudgetedLoanAccount({ balanceType: 'liabilities', accountType: 'loan' })).toBe(true);
    expect(isBudgetedLoanAccount({ balanceType: 'liabilities', accountType: 'credit' })).toBe(false);
    expect(isBudgetedLoanAccount({ balanceType: 'assets', accountType: 'depository' })).toBe(false);
  });
});
