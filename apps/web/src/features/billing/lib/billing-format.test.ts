import { BILLING_PLANS } from '@finboard/domain/billing';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error';
import { isSettled } from './attempt-key';
import { allowanceRows, cardBrandLabel, cardExpiry, groupedCardNumber, instantDate, invoiceDate, parseExpiry, perMonth } from './billing-format';

describe('billing formats', () => {
  it('reads invoice seconds as the New York calendar date', () => {
    expect(invoiceDate(1_795_186_800)).toBe('2026-11-20');
    expect(invoiceDate(1_767_225_600)).toBe('2025-12-31');
    expect(instantDate('2026-12-15T17:00:00.000Z')).toBe('2026-12-15');
    expect(instantDate(null)).toBe('');
  });

  it('writes cards and prices', () => {
    expect(cardExpiry({ expMonth: 4, expYear: 2030 })).toBe('04/2030');
    expect(cardBrandLabel('american_express')).toBe('American Express');
    expect(groupedCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(perMonth(17900)).toBe('$179/month');
    expect(perMonth(100)).toBe('$1/month');
  });

  it("shows '–' for an allowance of none", () => {
    const rows = Object.fromEntries(allowanceRows(BILLING_PLANS.advanced.allowances).map((row) => [row.label, row.value]));
    expect(rows).toMatchObject({ 'Advisor profiles': '1', 'Sub accounts': '–', 'Registration links': 'Unlimited', 'CSV export': 'Unlimited' });
  });

  it('reads MM / YY', () => {
    expect(parseExpiry('04 / 30')).toEqual({ expMonth: 4, expYear: 2030 });
    expect(parseExpiry('12/2031')).toEqual({ expMonth: 12, expYear: 2031 });
    expect(parseExpiry('0430')).toEqual({ expMonth: 4, expYear: 2030 });
    expect(parseExpiry('April')).toBeNull();
    expect(parseExpiry('')).toBeNull();
  });
});

describe('an attempt is settled', () => {
  it('by a success or a refusal, not by a lost answer', () => {
    expect(isSettled(undefined)).toBe(true);
    expect(isSettled(new AppError({ code: 'PAYMENT_REQUIRED', status: 402, message: 'Your card was declined.' }))).toBe(true);
    expect(isSettled(new AppError({ code: 'NETWORK', status: 0, message: 'offline' }))).toBe(false);
    expect(isSettled(new AppError({ code: 'INTERNAL', status: 502, message: 'bad gateway' }))).toBe(false);
    expect(isSettled(new Error('boom'))).toBe(false);
  });
});
