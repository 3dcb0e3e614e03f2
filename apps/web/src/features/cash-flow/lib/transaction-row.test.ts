import { describe, expect, it } from 'vitest';
import { displayName, formatDayMonth, formatSignedAmount, initialOf, transactionTypeLabel } from './transaction-row';

describe('transaction rows', () => {
  it('names a row by its merchant, else by the transaction name', () => {
    expect(displayName({ merchantName: 'Uber', name: 'UBER *TRIP 1234' })).toBe('Uber');
    expect(displayName({ merchantName: null, name: 'ACH Payroll' })).toBe('ACH Payroll');
    expect(displayName({ merchantName: '  ', name: 'ACH Payroll' })).toBe('ACH Payroll');
  });

  it("shows dates as 'DD MMM'", () => {
    expect(formatDayMonth('2024-03-05')).toBe('05 Mar');
    expect(formatDayMonth('2023-12-31')).toBe('31 Dec');
    expect(formatDayMonth('not a date')).toBe('not a date');
  });

  it("reads Plaid's sign: positive is money out", () => {
    expect(formatSignedAmount(1_250)).toBe('-$12.50');
    expect(formatSignedAmount(-250_000)).toBe('+$2,500');
    expect(formatSignedAmount(0)).toBe('$0');
  });

  it('labels transaction types and initials', () => {
    expect(transactionTypeLabel('in_store')).toBe('In store');
    expect(transactionTypeLabel('online')).toBe('Online');
    expect(initialOf(' whole foods')).toBe('W');
  });
});
