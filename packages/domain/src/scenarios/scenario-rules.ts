// Scenario rules shared by the api and the web forms (spec 01 §3 Scenario, §5, §9): types,
// calculators, slider maximums, default inputs, and the checks with the spec's messages, in the
// order the forms show the fields. Money in cents, rates as decimals, terms in whole years.

export const SCENARIO_TYPES = ['debt', 'invest', 'portfolio', 'retire'] as const;
export type ScenarioType = (typeof SCENARIO_TYPES)[number];
export const DEFAULT_SCENARIO_TYPE: ScenarioType = 'debt';

export const SCENARIO_CALCULATORS = ['monteCarlo', 'creditCardPayoff', 'mortgageCalculator', 'loanPayoff'] as const;
export type ScenarioCalculator = (typeof SCENARIO_CALCULATORS)[number];

export const SCENARIO_NAME_MAX_LENGTH = 30;
export const SCENARIO_IMAGES_MAX = 4;

export const RETIREMENT_AGE_RANGE = { min: 50, max: 70, default: 65 } as const;
export const SAVINGS_RATE_RANGE = { min: 0.01, max: 0.25, default: 0.1 } as const;

/** Slider maximums (spec 01 §9) in the sliders' own units: dollars, percent, years. */
export const SCENARIO_SLIDER_MAXIMUMS = {
  creditCardBalance: 10_000,
  paymentPerMonth: 1_000,
  interestRate: 100,
  homePrice: 1_000_000,
  percentDownPayment: 100,
  mortgageYears: 100,
  loanAmount: 1_000_000,
  loanTerm: 10,
} as const;

export const SCENARIO_MESSAGES = {
  nameRequired: 'Scenario name is required',
  nameTooLong: `Scenario name must be ${SCENARIO_NAME_MAX_LENGTH} characters or less`,
  retirementAge: `Retirement age must be a whole number from ${RETIREMENT_AGE_RANGE.min} to ${RETIREMENT_AGE_RANGE.max}`,
  savingsRate: 'Savings rate must be between 1% and 25%',
  balancePositive: 'Balance must be greater than 0',
  balanceMax: 'Balance must be at most $10,000',
  interestRatePositive: 'Interest rate must be greater than 0',
  interestRateNegative: 'Interest rate must not be negative',
  interestRateMax: 'Interest rate must be at most 100%',
  paymentPositive: 'Payment per month must be greater than 0',
  paymentMax: 'Payment per month must be at most $1,000',
  homePricePositive: 'Home price must be greater than 0',
  homePriceMax: 'Home price must be at most $1,000,000',
  downPayment: 'Down payment must be between 0% and 100%',
  mortgageYears: 'Number of years must be a whole number from 1 to 100',
  loanAmountPositive: 'Loan amount must be greater than 0',
  loanAmountMax: 'Loan amount must be at most $1,000,000',
  loanTerm: 'Loan term must be a whole number of years from 1 to 10',
} as const;

export interface MonteCarloInputs {
  calculator: 'monteCarlo';
  retirementAge: number;
  savingsRate: number;
}
export interface CreditCardPayoffInputs {
  calculator: 'creditCardPayoff';
  balanceCents: number;
  interestRate: number;
  paymentPerMonthCents: number;
}
export interface MortgageCalculatorInputs {
  calculator: 'mortgageCalculator';
  homePriceCents: number;
  interestRate: number;
  percentDownPayment: number;
  numYears: number;
}
export interface LoanPayoffInputs {
  calculator: 'loanPayoff';
  loanAmountCents: number;
  interestRate: number;
  loanTerm: number;
}
export type ScenarioInputs = MonteCarloInputs | CreditCardPayoffInputs | MortgageCalculatorInputs | LoanPayoffInputs;

/** A refused value: the field (as the request names it) and the message to show beside it. */
export interface ScenarioIssue {
  field: string;
  message: string;
}

/** Debt scenarios use the debt calculators; retirement, invest and portfolio plans the Monte Carlo. */
export function calculatorsForType(type: ScenarioType): readonly ScenarioCalculator[] {
  return type === 'debt' ? ['creditCardPayoff', 'mortgageCalculator', 'loanPayoff'] : ['monteCarlo'];
}

export const isCalculatorForType = (type: ScenarioType, calculator: ScenarioCalculator) => calculatorsForType(type).includes(calculator);

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * A new scenario's inputs. A retirement plan starts from the client's own answers (onboarding
 * retirement age and savings rate), brought into the sliders' ranges.
 */
export function defaultScenarioInputs(calculator: ScenarioCalculator, plan: { retirementAge?: number; savingsRate?: number } = {}): ScenarioInputs {
  switch (calculator) {
    case 'monteCarlo':
      return {
        calculator,
        retirementAge: Math.round(clamp(plan.retirementAge ?? RETIREMENT_AGE_RANGE.default, RETIREMENT_AGE_RANGE.min, RETIREMENT_AGE_RANGE.max)),
        savingsRate: clamp(plan.savingsRate ?? SAVINGS_RATE_RANGE.default, SAVINGS_RATE_RANGE.min, SAVINGS_RATE_RANGE.max),
      };
    case 'creditCardPayoff':
      return { calculator, balanceCents: 500_000, interestRate: 0.2, paymentPerMonthCents: 20_000 };
    case 'mortgageCalculator':
      return { calculator, homePriceCents: 40_000_000, interestRate: 0.065, percentDownPayment: 0.2, numYears: 30 };
    case 'loanPayoff':
      return { calculator, loanAmountCents: 2_000_000, interestRate: 0.07, loanTerm: 5 };
  }
}

/** The first problem with a scenario name (trimmed), or null. */
export function checkScenarioName(name: string): ScenarioIssue | null {
  const trimmed = name.trim();
  if (trimmed === '') return { field: 'name', message: SCENARIO_MESSAGES.nameRequired };
  if (trimmed.length > SCENARIO_NAME_MAX_LENGTH) return { field: 'name', message: SCENARIO_MESSAGES.nameTooLong };
  return null;
}

const dollars = (amount: number) => amount * 100;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isWholeIn = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

type Check = [field: string, message: string, isValid: boolean];

function firstFailure(checks: Check[]): ScenarioIssue | null {
  const failed = checks.find(([, , isValid]) => !isValid);
  return failed ? { field: `inputs.${failed[0]}`, message: failed[1] } : null;
}

/** Checks for an annual rate from 0 (or just above, when it must be positive) to 100%. */
function rateChecks(rate: number, mustBePositive: boolean): Check[] {
  const M = SCENARIO_MESSAGES;
  const positive: Check = mustBePositive ? ['interestRate', M.interestRatePositive, rate > 0] : ['interestRate', M.interestRateNegative, rate >= 0];
  return [positive, ['interestRate', M.interestRateMax, rate <= SCENARIO_SLIDER_MAXIMUMS.interestRate / 100]];
}

/** The first problem with a calculator's inputs, in the form's field order, or null. */
export function checkScenarioInputs(inputs: ScenarioInputs): ScenarioIssue | null {
  const M = SCENARIO_MESSAGES;
  const MAX = SCENARIO_SLIDER_MAXIMUMS;
  switch (inputs.calculator) {
    case 'monteCarlo':
      return firstFailure([
        ['retirementAge', M.retirementAge, isWholeIn(inputs.retirementAge, RETIREMENT_AGE_RANGE.min, RETIREMENT_AGE_RANGE.max)],
        [
          'savingsRate',
          M.savingsRate,
          isNumber(inputs.savingsRate) && inputs.savingsRate >= SAVINGS_RATE_RANGE.min && inputs.savingsRate <= SAVINGS_RATE_RANGE.max,
        ],
      ]);
    case 'creditCardPayoff':
      return firstFailure([
        ['balanceCents', M.balancePositive, isNumber(inputs.balanceCents) && inputs.balanceCents > 0],
        ['balanceCents', M.balanceMax, inputs.balanceCents <= dollars(MAX.creditCardBalance)],
        ...rateChecks(inputs.interestRate, true),
        ['paymentPerMonthCents', M.paymentPositive, isNumber(inputs.paymentPerMonthCents) && inputs.paymentPerMonthCents > 0],
        ['paymentPerMonthCents', M.paymentMax, inputs.paymentPerMonthCents <= dollars(MAX.paymentPerMonth)],
      ]);
    case 'mortgageCalculator':
      return firstFailure([
        ['homePriceCents', M.homePricePositive, isNumber(inputs.homePriceCents) && inputs.homePriceCents > 0],
        ['homePriceCents', M.homePriceMax, inputs.homePriceCents <= dollars(MAX.homePrice)],
        ...rateChecks(inputs.interestRate, false),
        [
          'percentDownPayment',
          M.downPayment,
          isNumber(inputs.percentDownPayment) && inputs.percentDownPayment >= 0 && inputs.percentDownPayment <= MAX.percentDownPayment / 100,
        ],
        ['numYears', M.mortgageYears, isWholeIn(inputs.numYears, 1, MAX.mortgageYears)],
      ]);
    case 'loanPayoff':
      return firstFailure([
        ['loanAmountCents', M.loanAmountPositive, isNumber(inputs.loanAmountCents) && inputs.loanAmountCents > 0],
        ['loanAmountCents', M.loanAmountMax, inputs.loanAmountCents <= dollars(MAX.loanAmount)],
        ...rateChecks(inputs.interestRate, false),
        ['loanTerm', M.loanTerm, isWholeIn(inputs.loanTerm, 1, MAX.loanTerm)],
      ]);
  }
}
