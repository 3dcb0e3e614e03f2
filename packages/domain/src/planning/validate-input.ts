// Validation of the retirement input and options; returns the normalized plan with defaults.
import { wholeYearsBetween } from '../calendar';
import { resolveAssumptions, buildMarketModel } from './capital-market';
import { requireCalendarDate } from './dates';
import { requireInRange, requireMoney, requireWholeInRange, requireFinite } from './number-checks';
import { PlanningInputError } from './planning-input-error';
import { DEFAULT_CLAIM_AGE, EARLIEST_CLAIM_AGE, LATEST_CLAIM_AGE } from './social-security';
import type { RetirementInputInDollars, SocialSecurityInputInDollars } from './dollar-types';
import type { CapitalMarketAssumptions, SimulationOptions } from './types';

export const LAST_AGE = 86; // rows run through age 86
export const DEFAULT_PATHS = 10_000;
export const MAX_PATHS = 200_000;
export const DEFAULT_SEED = 1;
const EARLIEST_BIRTH = '1900-01-01';

export interface NormalizedBenefit {
  monthlyPia: number;
  claimAge: number;
}

export interface NormalizedRetirementInput {
  /** `YYYY-MM-DD`. */
  asOf: string;
  currentAge: number;
  retirementAge: number;
  /** Household salary: own plus spouse's. */
  salary: number;
  currentSavings: number;
  savingsRate: number;
  retirementIncomeRate: number;
  /** Annual retirement spending before tax, or null for retirementIncomeRate x salary. */
  retirementSpending: number | null;
  effectiveTaxRate: number;
  wageGrowthRate: number;
  own: NormalizedBenefit;
  spouse: (NormalizedBenefit & { currentAge: number }) | null;
  assumptions: CapitalMarketAssumptions;
}

export interface NormalizedOptions {
  paths: number;
  seed: number;
}

/** Checks every field, in the order a form shows them, and applies the defaults. */
export function validateRetirementInput(input: RetirementInputInDollars): NormalizedRetirementInput {
  if (typeof input !== 'object' || input === null) {
    throw new PlanningInputError('input', 'Retirement input is required');
  }
  const asOf = requireCalendarDate(input.asOfDate, 'asOfDate', 'As-of date');
  const currentAge = ageFrom(input.birthDate, asOf, 'birthDate', 'Birth date');
  if (currentAge > LAST_AGE) {
    throw new PlanningInputError('birthDate', `Current age must be ${LAST_AGE} or less`);
  }
  const salary = requireMoney(input.salary, 'salary', 'Salary');
  const currentSavings = requireMoney(input.currentSavings, 'currentSavings', 'Current savings');
  const savingsRate = requireInRange(input.savingsRate, 'savingsRate', 'Savings rate', 0.01, 0.25);
  const retirementAge = requireWholeInRange(input.retirementAge, 'retirementAge', 'Retirement age', 50, 70);
  const retirementIncomeRate = requireInRange(input.retirementIncomeRate, 'retirementIncomeRate', 'Retirement income rate', 0, 2);
  const own = validateBenefit(input.socialSecurity, 'socialSecurity');
  const spouse = input.spouse === undefined ? null : validateSpouse(input.spouse, asOf);
  return {
    asOf,
    currentAge,
    retirementAge,
    salary: salary + (spouse?.salary ?? 0),
    currentSavings,
    savingsRate,
    retirementIncomeRate,
    retirementSpending: input.retirementSpending === undefined ? null : requireMoney(input.retirementSpending, 'retirementSpending', 'Retirement spending'),
    effectiveTaxRate: validateTaxRate(input.effectiveTaxRate),
    wageGrowthRate: requireInRange(input.wageGrowthRate ?? 0, 'wageGrowthRate', 'Wage growth rate', -0.5, 0.5),
    own,
    spouse: spouse && { currentAge: spouse.currentAge, ...spouse.benefit },
    assumptions: validateAssumptions(input.assumptions),
  };
}

export function validateOptions(options: SimulationOptions | undefined): NormalizedOptions {
  const o = options ?? {};
  return {
    paths: requireWholeInRange(o.paths ?? DEFAULT_PATHS, 'options.paths', 'Number of paths', 1, MAX_PATHS),
    seed: requireWholeInRange(o.seed ?? DEFAULT_SEED, 'options.seed', 'Seed', 0, 0xffffffff),
  };
}

function ageFrom(value: unknown, asOf: string, field: string, label: string): number {
  const birth = requireCalendarDate(value, field, label);
  if (birth < EARLIEST_BIRTH) {
    throw new PlanningInputError(field, `${label} must not be before 1900-01-01`);
  }
  if (birth > asOf) {
    throw new PlanningInputError(field, `${label} must not be after the as-of date`);
  }
  return wholeYearsBetween(birth, asOf);
}

function validateSpouse(spouse: NonNullable<RetirementInputInDollars['spouse']>, asOf: string) {
  if (typeof spouse !== 'object' || spouse === null) {
    throw new PlanningInputError('spouse', 'Spouse must be an object with a birth date');
  }
  return {
    currentAge: ageFrom(spouse.birthDate, asOf, 'spouse.birthDate', 'Spouse birth date'),
    salary: requireMoney(spouse.salary ?? 0, 'spouse.salary', 'Spouse salary'),
    benefit: validateBenefit(spouse.socialSecurity, 'spouse.socialSecurity'),
  };
}

function validateBenefit(value: SocialSecurityInputInDollars | undefined, field: string): NormalizedBenefit {
  if (value === undefined) return { monthlyPia: 0, claimAge: DEFAULT_CLAIM_AGE };
  if (typeof value !== 'object' || value === null) {
    throw new PlanningInputError(field, 'Social Security must be an object with a monthly PIA');
  }
  return {
    monthlyPia: requireMoney(value.monthlyPia, `${field}.monthlyPia`, 'Monthly primary insurance amount'),
    claimAge: requireWholeInRange(value.claimAge ?? DEFAULT_CLAIM_AGE, `${field}.claimAge`, 'Claim age', EARLIEST_CLAIM_AGE, LATEST_CLAIM_AGE),
  };
}

function validateTaxRate(value: unknown): number {
  const rate = requireFinite(value ?? 0, 'effectiveTaxRate', 'Effective tax rate');
  if (rate < 0 || rate >= 1) {
    throw new PlanningInputError('effectiveTaxRate', 'Effective tax rate must be at least 0 and less than 1');
  }
  return rate;
}

function validateAssumptions(partial: Partial<CapitalMarketAssumptions> | undefined): CapitalMarketAssumptions {
  if (partial !== undefined && (typeof partial !== 'object' || partial === null)) {
    throw new PlanningInputError('assumptions', 'Assumptions must be an object');
  }
  const a = resolveAssumptions(partial);
  requireInRange(a.inflation, 'assumptions.inflation', 'Inflation', -0.5, 1);
  for (const key of ['stocks', 'bonds', 'cash'] as const) {
    requireInRange(a[key].mean, `assumptions.${key}.mean`, 'Mean return', -0.9, 2);
    requireInRange(a[key].stdDev, `assumptions.${key}.stdDev`, 'Standard deviation', 0, 2);
  }
  for (const key of ['stocksBonds', 'stocksCash', 'bondsCash'] as const) {
    requireInRange(a.correlations[key], `assumptions.correlations.${key}`, 'Correlation', -1, 1);
  }
  buildMarketModel(a); // throws when the correlations are inconsistent
  return a;
}
