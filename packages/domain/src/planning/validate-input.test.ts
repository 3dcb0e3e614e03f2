import { describe, expect, it } from 'vitest';
import { PlanningInputError } from './planning-input-error';
import { BASE_INPUT } from './retirement-test-fixtures';
import { simulateRetirementInDollars } from './simulate-retirement';
import type { RetirementInputInDollars } from './dollar-types';
import type { SimulationOptions } from './types';

function refusal(input: unknown, options?: SimulationOptions): PlanningInputError {
  try {
    simulateRetirementInDollars(input as RetirementInputInDollars, options ?? { paths: 10 });
  } catch (error) {
    expect(error).toBeInstanceOf(PlanningInputError);
    return error as PlanningInputError;
  }
  throw new Error('input was accepted');
}

describe('retirement input validation', () => {
  const cases: [string, Partial<Record<keyof RetirementInputInDollars, unknown>>, string][] = [
    ['salary', { salary: -1 }, 'Salary must be between 0 and 1,000,000,000'],
    ['salary', { salary: Number.NaN }, 'Salary must be a finite number'],
    ['salary', { salary: Infinity }, 'Salary must be a finite number'],
    ['salary', { salary: '100000' }, 'Salary must be a finite number'],
    ['currentSavings', { currentSavings: -0.01 }, 'Current savings must be between 0 and 1,000,000,000'],
    ['retirementAge', { retirementAge: 49 }, 'Retirement age must be a whole number from 50 to 70'],
    ['retirementAge', { retirementAge: 71 }, 'Retirement age must be a whole number from 50 to 70'],
    ['retirementAge', { retirementAge: 65.5 }, 'Retirement age must be a whole number from 50 to 70'],
    ['savingsRate', { savingsRate: 0.009 }, 'Savings rate must be between 0.01 and 0.25'],
    ['savingsRate', { savingsRate: 0.26 }, 'Savings rate must be between 0.01 and 0.25'],
    ['savingsRate', { savingsRate: 10 }, 'Savings rate must be between 0.01 and 0.25'],
    ['retirementIncomeRate', { retirementIncomeRate: -0.1 }, 'Retirement income rate must be between 0 and 2'],
    ['effectiveTaxRate', { effectiveTaxRate: 1 }, 'Effective tax rate must be at least 0 and less than 1'],
    ['wageGrowthRate', { wageGrowthRate: Infinity }, 'Wage growth rate must be a finite number'],
    ['birthDate', { birthDate: '2025-01-02' }, 'Birth date must not be after the as-of date'],
    ['birthDate', { birthDate: '1899-12-31' }, 'Birth date must not be before 1900-01-01'],
    ['birthDate', { birthDate: '1938-01-01' }, 'Current age must be 86 or less'],
    ['birthDate', { birthDate: '1990-02-30' }, 'Birth date must be a valid date in YYYY-MM-DD format'],
    ['birthDate', { birthDate: '15/06/1990' }, 'Birth date must be a valid date in YYYY-MM-DD format'],
    ['asOfDate', { asOfDate: undefined }, 'As-of date must be a valid date in YYYY-MM-DD format'],
    ['socialSecurity.claimAge', { socialSecurity: { monthlyPia: 1000, claimAge: 61 } }, 'Claim age must be a whole number from 62 to 70'],
    ['socialSecurity.monthlyPia', { socialSecurity: { monthlyPia: -5 } }, 'Monthly primary insurance amount must be between 0 and 1,000,000,000'],
    ['spouse.birthDate', { spouse: { birthDate: '2030-01-01' } }, 'Spouse birth date must not be after the as-of date'],
    ['spouse.salary', { spouse: { birthDate: '1990-01-01', salary: Number.NaN } }, 'Spouse salary must be a finite number'],
    ['assumptions.stocks.stdDev', { assumptions: { stocks: { mean: 0.08, stdDev: -0.1 } } }, 'Standard deviation must be between 0 and 2'],
    [
      'assumptions.correlations',
      { assumptions: { correlations: { stocksBonds: 0.9, stocksCash: 0.9, bondsCash: -0.9 } } },
      'Correlations must be consistent with each other (a positive semi-definite matrix)',
    ],
  ];

  it.each(cases)('refuses %s: %j', (field, change, message) => {
    const error = refusal({ ...BASE_INPUT, ...change });
    expect(error.field).toBe(field);
    expect(error.message).toBe(message);
    expect(error.name).toBe('PlanningInputError');
  });

  it('refuses bad options', () => {
    expect(refusal(BASE_INPUT, { paths: 0 }).field).toBe('options.paths');
    expect(refusal(BASE_INPUT, { paths: 1.5 }).field).toBe('options.paths');
    expect(refusal(BASE_INPUT, { paths: 200_001 }).field).toBe('options.paths');
    expect(refusal(BASE_INPUT, { seed: -1 }).field).toBe('options.seed');
    expect(refusal(BASE_INPUT, { seed: 2 ** 32 }).field).toBe('options.seed');
  });

  it('refuses a missing input', () => {
    expect(refusal(null).field).toBe('input');
  });

  it('accepts the edges of each range and fills the defaults', () => {
    const r = simulateRetirementInDollars(
      { ...BASE_INPUT, retirementAge: 50, savingsRate: 0.25, socialSecurity: undefined, birthDate: '1900-01-01', asOfDate: '1986-12-31' },
      { paths: 10 },
    );
    expect(r.currentAge).toBe(86);
    expect(r.seed).toBe(1);
    expect(r.assumptions.inflation).toBe(0.025);
    expect(simulateRetirementInDollars({ ...BASE_INPUT, retirementAge: 70, savingsRate: 0.01 }, { paths: 10 }).retirementAge).toBe(70);
  });

  it('counts age in whole years, birthdays included', () => {
    const age = (birthDate: string, asOfDate: string) => simulateRetirementInDollars({ ...BASE_INPUT, birthDate, asOfDate }, { paths: 1 }).currentAge;
    expect(age('1990-06-15', '2025-06-14')).toBe(34);
    expect(age('1990-06-15', '2025-06-15')).toBe(35);
    expect(age('2000-02-29', '2025-02-28')).toBe(24);
    expect(age('2000-02-29', '2025-03-01')).toBe(25);
  });
});
