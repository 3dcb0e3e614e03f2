import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateEligibilityScoreInDollars } from './eligibility';
import { calculateMortgageInDollars } from './mortgage';
import { PlanningInputError } from './planning-input-error';
import { expectScheduleIdentities } from './schedule-test-helpers';
import type { MortgageInputInDollars } from './dollar-types';

const BASE: MortgageInputInDollars = { homePrice: 250_000, interestRate: 0.06, percentDownPayment: 0.2, numYears: 30, startDate: '2025-02-01' };

describe('calculateMortgageInDollars: published figures', () => {
  it('$200,000 at 6% over 30 years: $1,199.10 a month and the published first-year schedule', () => {
    const r = calculateMortgageInDollars(BASE);
    expect(r.loanAmount).toBe(200_000);
    expect(r.monthlyPayment).toBe(1199.1);
    // answerprime.com/200-000-mortgage-monthly-payment (an exact-arithmetic table shown in cents)
    expect(r.monthlyData.slice(0, 3).map((m) => [m.interest, m.principal, m.remainingLoan])).toEqual([
      [1000, 199.1, 199_800.9],
      [999, 200.1, 199_600.8],
      [998.01, 201.09, 199_399.71],
    ]);
    // Published total interest: 360 x the unrounded payment - the loan = $231,676.38. Paying
    // $1,199.10 instead leaves a shortfall each month that the last payment makes up with its
    // interest; the difference is exactly that compounding.
    const exactPayment = (200_000 * 0.005) / (1 - 1.005 ** -360);
    const published = 360 * exactPayment - 200_000;
    expect(published).toBeCloseTo(231_676.38, 2);
    const shortfall = exactPayment - 1199.1;
    const compounded = shortfall * ((1.005 ** 360 - 1) / 0.005);
    expect(r.interestPaid).toBe(231_677.06);
    expect(r.interestPaid).toBeCloseTo(published + compounded - 360 * shortfall, 2);
    expect(r.monthlyData.at(-1)!.payment).toBe(1200.16);
    expect(r.monthlyData).toHaveLength(360);
    expectScheduleIdentities(r);
  });

  it('$100,000 at 5% over 15 years: $790.79 a month', () => {
    const r = calculateMortgageInDollars({ ...BASE, homePrice: 100_000, percentDownPayment: 0, interestRate: 0.05, numYears: 15 });
    expect(r.monthlyPayment).toBe(790.79);
    expect(r.monthlyData[0]).toMatchObject({ interest: 416.67, principal: 374.12, remainingLoan: 99_625.88 });
    const exactPayment = (100_000 * (0.05 / 12)) / (1 - (1 + 0.05 / 12) ** -180);
    expect(180 * exactPayment - 100_000).toBeCloseTo(42_342.85, 2); // the published total interest
    const shortfall = exactPayment - 790.79;
    const compounded = shortfall * (((1 + 0.05 / 12) ** 180 - 1) / (0.05 / 12));
    expect(r.interestPaid).toBe(42_343.17);
    expect(r.interestPaid).toBeCloseTo(180 * exactPayment - 100_000 + compounded - 180 * shortfall, 2);
    expect(r.monthlyData).toHaveLength(180);
    expectScheduleIdentities(r);
  });
});

describe('calculateMortgageInDollars: schedules', () => {
  it('keeps the identities for any loan (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1_000, max: 5_000_000, noNaN: true }),
        fc.double({ min: 0, max: 0.2, noNaN: true }),
        fc.double({ min: 0, max: 0.95, noNaN: true }),
        fc.integer({ min: 1, max: 40 }),
        (homePrice, interestRate, percentDownPayment, numYears) => {
          expectScheduleIdentities(calculateMortgageInDollars({ ...BASE, homePrice, interestRate, percentDownPayment, numYears }));
        },
      ),
      { numRuns: 60, seed: 23 },
    );
  });

  it('splits the price into loan and down payment to the cent', () => {
    const r = calculateMortgageInDollars({ ...BASE, homePrice: 333_333.33, percentDownPayment: 0.1 });
    expect(r.loanAmount).toBe(300_000);
  });

  it('dates payments monthly from startDate, keeping the day and clamping to month ends', () => {
    const r = calculateMortgageInDollars({ ...BASE, numYears: 1, startDate: '2024-01-31' });
    expect(r.monthlyData.slice(0, 3).map((m) => m.date)).toEqual(['2024-01-31', '2024-02-29', '2024-03-31']);
    expect(r.yearlyData.map((y) => [y.year, y.date])).toEqual([[2024, '2024-12-31']]);
  });

  it('starts the first of the month after asOfDate when no startDate is given', () => {
    const r = calculateMortgageInDollars({ ...BASE, startDate: undefined, asOfDate: '2025-12-17' });
    expect(r.monthlyData[0]!.date).toBe('2026-01-01');
    expect(r.yearlyData[0]!.year).toBe(2026);
  });

  it('has an empty schedule when the down payment is the whole price', () => {
    const r = calculateMortgageInDollars({ ...BASE, percentDownPayment: 1 });
    expect([r.loanAmount, r.monthlyPayment, r.interestPaid, r.monthlyData.length, r.yearlyData.length]).toEqual([0, 0, 0, 0, 0]);
  });

  it('refuses input out of range', () => {
    const field = (input: Partial<MortgageInputInDollars>) => {
      try {
        calculateMortgageInDollars({ ...BASE, ...input });
      } catch (error) {
        expect(error).toBeInstanceOf(PlanningInputError);
        return (error as PlanningInputError).field;
      }
      return null;
    };
    expect(field({ homePrice: 0 })).toBe('homePrice');
    expect(field({ homePrice: Number.NaN })).toBe('homePrice');
    expect(field({ interestRate: -0.01 })).toBe('interestRate');
    expect(field({ interestRate: 6 })).toBe('interestRate');
    expect(field({ percentDownPayment: 20 })).toBe('percentDownPayment');
    expect(field({ numYears: 0 })).toBe('numYears');
    expect(field({ numYears: 101 })).toBe('numYears');
    expect(field({ numYears: 10.01 })).toBe('numYears');
    expect(field({ annualIncome: -1 })).toBe('annualIncome');
    expect(field({ monthlyDebts: Infinity })).toBe('monthlyDebts');
    expect(field({ startDate: '2025-13-01' })).toBe('startDate');
    expect(field({ startDate: undefined })).toBe('startDate');
    expect(field({ numYears: 2.5 })).toBeNull();
  });
});

describe('eligibility score (28/36)', () => {
  const score = (input: Partial<MortgageInputInDollars>) =>
    calculateMortgageInDollars({ ...BASE, annualIncome: 100_000, monthlyDebts: 400, ...input }).eligibilityScore!;

  it('is 50 exactly at the guideline, 100 well within it, 0 far beyond, null without income', () => {
    expect(calculateEligibilityScoreInDollars({ monthlyHousingPayment: 2_800, annualIncome: 120_000 })).toBe(50);
    expect(calculateEligibilityScoreInDollars({ monthlyHousingPayment: 2_000, annualIncome: 120_000, monthlyDebts: 1_600 })).toBe(50);
    expect(calculateEligibilityScoreInDollars({ monthlyHousingPayment: 1_000, annualIncome: 120_000 })).toBe(100);
    expect(calculateEligibilityScoreInDollars({ monthlyHousingPayment: 5_000, annualIncome: 120_000 })).toBe(0);
    expect(calculateMortgageInDollars(BASE).eligibilityScore).toBeNull();
    expect(score({ annualIncome: 0 })).toBeNull();
  });

  it('falls as price or rate rise, rises with income and down payment (property)', () => {
    const inputs = fc.record({
      homePrice: fc.integer({ min: 50_000, max: 2_000_000 }),
      interestRate: fc.double({ min: 0, max: 0.15, noNaN: true }),
      percentDownPayment: fc.double({ min: 0, max: 0.9, noNaN: true }),
      annualIncome: fc.integer({ min: 20_000, max: 600_000 }),
      monthlyDebts: fc.integer({ min: 0, max: 5_000 }),
    });
    fc.assert(
      fc.property(inputs, fc.double({ min: 0, max: 1, noNaN: true }), (i, step) => {
        const s = score(i);
        expect(s >= 0 && s <= 100 && Number.isInteger(s)).toBe(true);
        expect(score({ ...i, homePrice: i.homePrice * (1 + step) })).toBeLessThanOrEqual(s);
        expect(score({ ...i, interestRate: i.interestRate + step * 0.05 })).toBeLessThanOrEqual(s);
        expect(score({ ...i, annualIncome: i.annualIncome * (1 + step) })).toBeGreaterThanOrEqual(s);
        expect(score({ ...i, percentDownPayment: i.percentDownPayment + step * (1 - i.percentDownPayment) })).toBeGreaterThanOrEqual(s);
        expect(score({ ...i, monthlyDebts: i.monthlyDebts + step * 1_000 })).toBeLessThanOrEqual(s);
      }),
      { numRuns: 100, seed: 29 },
    );
  });
});
