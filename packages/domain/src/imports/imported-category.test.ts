import { describe, expect, it } from 'vitest';
import { importedCategory } from './imported-category';

describe('importedCategory', () => {
  it('groups a file category as a linked transaction of that category would be', () => {
    expect(importedCategory('Groceries', 1250)).toEqual({ primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_GROCERIES', type: 'essential' });
    expect(importedCategory('Restaurants', 1250).type).toBe('non-essential');
    expect(importedCategory('Rent', 150000).type).toBe('essential');
    expect(importedCategory('Transfer', 5000)).toEqual({ primary: 'TRANSFER_OUT', detailed: null, type: 'transfer' });
    expect(importedCategory('[Savings]', -5000)).toMatchObject({ primary: 'TRANSFER_IN', type: 'transfer' });
    expect(importedCategory('Savings', 5000)).toEqual({ primary: 'TRANSFER_OUT', detailed: 'TRANSFER_OUT_SAVINGS', type: 'savings' });
    expect(importedCategory('Credit Card Payment', 30000).type).toBe('transfer');
    expect(importedCategory('Mortgage', 245000)).toEqual({ primary: 'LOAN_PAYMENTS', detailed: 'LOAN_PAYMENTS_MORTGAGE_PAYMENT', type: 'essential' });
    expect(importedCategory('Auto Loan', 41200).type).toBe('essential');
    expect(importedCategory('Student Loan', -31200).type).toBe('transfer');
    expect(importedCategory('XFER', -100).type).toBe('transfer');
    expect(importedCategory('SRVCHG', 300)).toMatchObject({ primary: 'BANK_FEES', type: 'essential' });
    expect(importedCategory('Parent teacher', 300).primary).toBeNull();
  });

  it('leaves an unknown or missing category without one (non-essential, pairable as a transfer)', () => {
    expect(importedCategory(null, 100)).toEqual({ primary: null, detailed: null, type: 'non-essential' });
    expect(importedCategory('DEBIT', 100).primary).toBeNull();
  });
});
