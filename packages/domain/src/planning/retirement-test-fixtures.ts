// Shared by the retirement tests (not part of the public API).
import fc from 'fast-check';
import type { RetirementInputInDollars } from './dollar-types';

export const BASE_INPUT: RetirementInputInDollars = {
  birthDate: '1990-06-15',
  asOfDate: '2025-01-01',
  salary: 100_000,
  currentSavings: 50_000,
  savingsRate: 0.1,
  retirementAge: 65,
  retirementIncomeRate: 0.8,
  socialSecurity: { monthlyPia: 2_500, claimAge: 67 },
};

/** Every number anywhere in a value (to look for NaN or Infinity). */
export function allNumbers(value: unknown, out: number[] = []): number[] {
  if (typeof value === 'number') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => allNumbers(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => allNumbers(v, out));
  return out;
}

const isoDate = (minYear: number, maxYear: number) =>
  fc
    .record({ y: fc.integer({ min: minYear, max: maxYear }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) })
    .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);

/** Valid inputs over the whole accepted range (as of 2025-06-30). */
export const anyRetirementInput: fc.Arbitrary<RetirementInputInDollars> = fc.record({
  birthDate: isoDate(1939, 2024),
  asOfDate: fc.constant('2025-06-30'),
  salary: fc.double({ min: 0, max: 2_000_000, noNaN: true }),
  currentSavings: fc.double({ min: 0, max: 5_000_000, noNaN: true }),
  savingsRate: fc.double({ min: 0.01, max: 0.25, noNaN: true }),
  retirementAge: fc.integer({ min: 50, max: 70 }),
  retirementIncomeRate: fc.double({ min: 0, max: 2, noNaN: true }),
  socialSecurity: fc.record({ monthlyPia: fc.double({ min: 0, max: 5_000, noNaN: true }), claimAge: fc.integer({ min: 62, max: 70 }) }),
  spouse: fc.option(
    fc.record({
      birthDate: isoDate(1939, 2024),
      salary: fc.double({ min: 0, max: 500_000, noNaN: true }),
      socialSecurity: fc.record({ monthlyPia: fc.double({ min: 0, max: 4_000, noNaN: true }), claimAge: fc.integer({ min: 62, max: 70 }) }),
    }),
    { nil: undefined },
  ),
  effectiveTaxRate: fc.double({ min: 0, max: 0.6, noNaN: true }),
  wageGrowthRate: fc.double({ min: -0.05, max: 0.05, noNaN: true }),
});

/** Typical plans: working age, moderate amounts, no spouse. */
export const typicalInput: fc.Arbitrary<RetirementInputInDollars> = fc.record({
  birthDate: isoDate(1960, 2000),
  asOfDate: fc.constant('2025-06-30'),
  salary: fc.integer({ min: 20_000, max: 300_000 }),
  currentSavings: fc.integer({ min: 0, max: 2_000_000 }),
  savingsRate: fc.double({ min: 0.01, max: 0.25, noNaN: true }),
  retirementAge: fc.integer({ min: 50, max: 70 }),
  retirementIncomeRate: fc.double({ min: 0.3, max: 1.2, noNaN: true }),
  socialSecurity: fc.record({ monthlyPia: fc.integer({ min: 0, max: 4_000 }), claimAge: fc.integer({ min: 62, max: 70 }) }),
  effectiveTaxRate: fc.double({ min: 0, max: 0.4, noNaN: true }),
  wageGrowthRate: fc.double({ min: -0.02, max: 0.03, noNaN: true }),
});
