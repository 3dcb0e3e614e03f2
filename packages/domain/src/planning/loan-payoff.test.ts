import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateLoanPayoffInDollars } from './loan-payoff';
import { expectScheduleIdentities } from './schedule-test-helpers';
import { PlanningInputError } from './planning-input-error';

describe('calculateLoanPayoffInDollars', () => {
  it('$100,000 at 5% over 15 years: $790.79 a month', () => {
    const r = calculateLoanPayoffInDollars({ loanAmount: 100_000, interestRate: 0.05, loanTerm: 15, startDate: '2025-03-01' });
    expect(r.monthlyPayment).toBe(790.79);
    expect(r.interestPaid).toBe(42_343.17);
    expect(r.monthlyData).toHaveLength(180);
    expect(r.monthlyData.at(-1)!.date).toBe('2040-02-01');
    expect(r.yearlyData.map((y) => y.year)).toEqual(Array.from({ length: 16 }, (_, i) => 2025 + i));
    expectScheduleIdentities(r);
  });

  it('$25,000 at 0% over 2.5 years: equal payments, the last one adjusted', () => {
    const r = calculateLoanPayoffInDollars({ loanAmount: 25_000, interestRate: 0, loanTerm: 2.5, asOfDate: '2025-06-30' });
    expect(r.monthlyPayment).toBe(833.33);
    expect(r.monthlyData.at(-1)!.payment).toBe(833.43);
    expect(r.interestPaid).toBe(0);
    expect(r.monthlyData[0]!.date).toBe('2025-07-01');
    expectScheduleIdentities(r);
  });

  it('keeps the identities for any loan (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 1_000_000, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: 120 }),
        (loanAmount, interestRate, months) => {
          const r = calculateLoanPayoffInDollars({ loanAmount, interestRate, loanTerm: months / 12, startDate: '2025-01-15' });
          expectScheduleIdentities(r);
          expect(r.monthlyData.length).toBeLessThanOrEqual(months);
        },
      ),
      { numRuns: 150, seed: 31 },
    );
  });

  it('refuses input out of range', () => {
    const fieldOf = (input: Parameters<typeof calculateLoanPayoffInDollars>[0]) => {
      try {
        calculateLoanPayoffInDollars(input);
        return null;
      } catch (error) {
        expect(error).toBeInstanceOf(PlanningInputError);
        return (error as PlanningInputError).field;
      }
    };
    const ok = { loanAmount: 10_000, interestRate: 0.05, loanTerm: 5, startDate: '2025-01-01' };
    expect(fieldOf({ ...ok, loanAmount: -1 })).toBe('loanAmount');
    expect(fieldOf({ ...ok, loanAmount: Infinity })).toBe('loanAmount');
    expect(fieldOf({ ...ok, interestRate: Number.NaN })).toBe('interestRate');
    expect(fieldOf({ ...ok, loanTerm: 0 })).toBe('loanTerm');
    expect(fieldOf({ ...ok, startDate: '2025-02-29' })).toBe('startDate');
    expect(fieldOf(ok)).toBeNull();
  });
});
