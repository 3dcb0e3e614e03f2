import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateCreditCardPayoffInDollars, MAX_PAYOFF_MONTHS } from './credit-card-payoff';
import { PlanningInputError } from './planning-input-error';
import type { CreditCardPayoffInputInDollars } from './dollar-types';

const cents = (dollars: number) => Math.round(dollars * 100);

function refusal(input: Partial<CreditCardPayoffInputInDollars>): PlanningInputError {
  try {
    calculateCreditCardPayoffInDollars({ balance: 5_000, interestRate: 0.18, paymentPerMonth: 200, ...input });
  } catch (error) {
    expect(error).toBeInstanceOf(PlanningInputError);
    return error as PlanningInputError;
  }
  throw new Error('accepted');
}

describe('calculateCreditCardPayoffInDollars', () => {
  it('$5,000 at 18% paying $200 a month: 32 months', () => {
    const r = calculateCreditCardPayoffInDollars({ balance: 5_000, interestRate: 0.18, paymentPerMonth: 200 });
    // n = ceil(-ln(1 - 0.015 x 5000 / 200) / ln(1.015)) = ceil(31.57)
    expect(r.monthsToPayoff).toBe(32);
    expect(r.totalPrincipalPaid).toBe(5_000);
    expect(r.totalInterestPaid).toBe(1_313.96);
    expect(r.monthlyData[0]).toEqual({ month: 1, payment: 200, principal: 125, interest: 75, remainingBalance: 4_875 });
    expect(r.monthlyData.at(-1)).toMatchObject({ month: 32, payment: 113.96, remainingBalance: 0 });
  });

  it('agrees with the closed form and keeps the identities (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }), // balance in cents
        fc.double({ min: 0.001, max: 1, noNaN: true }),
        fc.integer({ min: 1, max: 100_000 }), // payment in cents
        (balanceCents, apr, paymentCents) => {
          const balance = balanceCents / 100;
          const payment = paymentCents / 100;
          const r = calculateCreditCardPayoffInDollars({ balance, interestRate: apr, paymentPerMonth: payment });
          const rate = apr / 12;
          if (payment <= rate * balance) {
            expect(r).toEqual({ monthsToPayoff: null, totalPrincipalPaid: 0, totalInterestPaid: 0, monthlyData: [] });
            return;
          }
          const n = Math.ceil(-Math.log(1 - (rate * balance) / payment) / Math.log(1 + rate));
          if (n > MAX_PAYOFF_MONTHS) {
            expect(r.monthsToPayoff).toBeNull();
            return;
          }
          expect(r.monthsToPayoff).toBe(n);
          expect(r.monthlyData).toHaveLength(n);
          const rows = r.monthlyData;
          expect(rows.reduce((s, m) => s + cents(m.principal), 0)).toBe(balanceCents);
          expect(cents(r.totalPrincipalPaid)).toBe(balanceCents);
          const paid = rows.reduce((s, m) => s + cents(m.payment), 0);
          expect(cents(r.totalInterestPaid)).toBe(paid - balanceCents);
          expect(rows.at(-1)!.remainingBalance).toBe(0);
          rows.forEach((m, i) => {
            expect(cents(m.payment)).toBe(cents(m.principal) + cents(m.interest));
            if (i < rows.length - 1) expect(cents(m.payment)).toBe(paymentCents);
            expect(m.principal).toBeGreaterThanOrEqual(0);
          });
        },
      ),
      { numRuns: 300, seed: 37 },
    );
  });

  it('says never, without looping, when the payment does not beat the interest', () => {
    const never = { monthsToPayoff: null, totalPrincipalPaid: 0, totalInterestPaid: 0, monthlyData: [] };
    expect(calculateCreditCardPayoffInDollars({ balance: 10_000, interestRate: 0.24, paymentPerMonth: 200 })).toEqual(never);
    expect(calculateCreditCardPayoffInDollars({ balance: 10_000, interestRate: 0.24, paymentPerMonth: 199.99 })).toEqual(never);
    // ln(14 / 4) / ln(1.001) = 1253.6 months: over 100 years; at $15 a month, ln(3) / ln(1.001) = 1099.2, so 1100 months.
    expect(calculateCreditCardPayoffInDollars({ balance: 10_000, interestRate: 0.012, paymentPerMonth: 14 }).monthsToPayoff).toBeNull();
    expect(calculateCreditCardPayoffInDollars({ balance: 10_000, interestRate: 0.012, paymentPerMonth: 15 }).monthsToPayoff).toBe(1100);
    expect(calculateCreditCardPayoffInDollars({ balance: 10_000, interestRate: 0.24, paymentPerMonth: 200.01 }).monthsToPayoff).toBe(501);
  });

  it("checks the spec's three messages in order", () => {
    expect(refusal({ balance: 0, interestRate: 0, paymentPerMonth: 0 }).message).toBe('Balance must be greater than 0');
    expect(refusal({ balance: -5, interestRate: 0 }).field).toBe('balance');
    expect(refusal({ interestRate: 0, paymentPerMonth: 0 }).message).toBe('Interest rate must be greater than 0');
    expect(refusal({ interestRate: -0.1 }).field).toBe('interestRate');
    expect(refusal({ paymentPerMonth: 0 }).message).toBe('Payment per month must be greater than 0');
    expect(refusal({ paymentPerMonth: -1 }).field).toBe('paymentPerMonth');
    expect(refusal({ balance: Number.NaN }).message).toBe('Balance must be greater than 0');
    expect(refusal({ balance: 0.001 }).message).toBe('Balance must be greater than 0');
    expect(refusal({ balance: Infinity }).message).toBe('Balance must be at most 1,000,000,000');
    expect(refusal({ interestRate: 18 }).message).toBe('Interest rate must be at most 1 (100%)');
  });
});
