import { SCENARIO_SLIDER_MAXIMUMS } from '@finboard/domain';
import { describe, expect, it } from 'vitest';
import { CALCULATOR_FIELDS, formatField, readField, writeField } from './calculator-fields';

const card = { calculator: 'creditCardPayoff' as const, balanceCents: 512_345, interestRate: 0.229, paymentPerMonthCents: 25_000 };
const field = (calculator: keyof typeof CALCULATOR_FIELDS, key: string) => {
  const found = CALCULATOR_FIELDS[calculator].find((item) => item.key === key);
  if (!found) throw new Error(key);
  return found;
};

describe('calculator fields', () => {
  it("slide up to the spec's maximums", () => {
    expect(field('creditCardPayoff', 'balanceCents').max).toBe(SCENARIO_SLIDER_MAXIMUMS.creditCardBalance);
    expect(field('creditCardPayoff', 'paymentPerMonthCents').max).toBe(1_000);
    expect(field('creditCardPayoff', 'interestRate').max).toBe(100);
    expect(field('mortgageCalculator', 'homePriceCents').max).toBe(1_000_000);
    expect(field('mortgageCalculator', 'percentDownPayment').max).toBe(100);
    expect(field('mortgageCalculator', 'numYears').max).toBe(100);
    expect(field('loanPayoff', 'loanAmountCents').max).toBe(1_000_000);
    expect(field('loanPayoff', 'loanTerm').max).toBe(10);
    expect(field('monteCarlo', 'retirementAge')).toMatchObject({ min: 50, max: 70 });
    expect(field('monteCarlo', 'savingsRate')).toMatchObject({ min: 1, max: 25 });
  });

  it('show dollars and percents, and write back cents and decimal rates', () => {
    const balance = field('creditCardPayoff', 'balanceCents');
    const rate = field('creditCardPayoff', 'interestRate');
    expect(readField(card, balance)).toBe(5_123.45);
    expect(readField(card, rate)).toBe(22.9);
    expect(writeField(card, balance, 99.99)).toEqual({ ...card, balanceCents: 9_999 });
    expect(writeField(card, rate, 19.875)).toEqual({ ...card, interestRate: 0.19875 });
    expect(formatField(balance, 5_123.45)).toBe('$5,123.45');
    expect(formatField(rate, 22.9)).toBe('22.9%');
    expect(formatField(field('loanPayoff', 'loanTerm'), 1)).toBe('1 year');
  });
});
