// The Calculations tab's inputs per calculator, with the spec's slider maximums (01 §9) and the
// retirement ranges. The api stores cents, decimal rates and whole years; the fields show dollars,
// percents and years, and write back what the api stores.
import { formatDollars } from '@finboard/domain/format';
import { centsToDollars, dollarsToCents } from '@finboard/domain/money';
import type { TScenarioInputs } from '@finboard/contracts';
import { RETIREMENT_AGE_RANGE, SAVINGS_RATE_RANGE, SCENARIO_SLIDER_MAXIMUMS as MAX, type ScenarioCalculator } from '@finboard/domain';

export type FieldUnit = 'money' | 'rate' | 'count';

export interface CalculatorField {
  /** The inputs' key, as the api's issue names it after 'inputs.'. */
  key: string;
  label: string;
  unit: FieldUnit;
  min: number;
  max: number;
  step: number;
}

const interestRate: CalculatorField = { key: 'interestRate', label: 'Interest Rate', unit: 'rate', min: 0, max: MAX.interestRate, step: 0.1 };

export const CALCULATOR_FIELDS: Record<ScenarioCalculator, CalculatorField[]> = {
  monteCarlo: [
    { key: 'retirementAge', label: 'Retirement Age', unit: 'count', min: RETIREMENT_AGE_RANGE.min, max: RETIREMENT_AGE_RANGE.max, step: 1 },
    { key: 'savingsRate', label: 'Savings Rate', unit: 'rate', min: SAVINGS_RATE_RANGE.min * 100, max: SAVINGS_RATE_RANGE.max * 100, step: 1 },
  ],
  creditCardPayoff: [
    { key: 'balanceCents', label: 'Balance', unit: 'money', min: 0, max: MAX.creditCardBalance, step: 50 },
    interestRate,
    { key: 'paymentPerMonthCents', label: 'Payment per Month', unit: 'money', min: 0, max: MAX.paymentPerMonth, step: 10 },
  ],
  mortgageCalculator: [
    { key: 'homePriceCents', label: 'Home Price', unit: 'money', min: 0, max: MAX.homePrice, step: 1_000 },
    interestRate,
    { key: 'percentDownPayment', label: 'Down Payment', unit: 'rate', min: 0, max: MAX.percentDownPayment, step: 1 },
    { key: 'numYears', label: 'Number of Years', unit: 'count', min: 1, max: MAX.mortgageYears, step: 1 },
  ],
  loanPayoff: [
    { key: 'loanAmountCents', label: 'Loan Amount', unit: 'money', min: 0, max: MAX.loanAmount, step: 1_000 },
    interestRate,
    { key: 'loanTerm', label: 'Loan Term', unit: 'count', min: 1, max: MAX.loanTerm, step: 1 },
  ],
};

const valuesOf = (inputs: TScenarioInputs) => inputs as unknown as Record<string, number>;

/** The field's value in its own unit: dollars, percent (up to 3 decimals) or a count. */
export function readField(inputs: TScenarioInputs, field: CalculatorField): number {
  const stored = valuesOf(inputs)[field.key] ?? 0;
  if (field.unit === 'money') return centsToDollars(stored);
  if (field.unit === 'rate') return Math.round(stored * 100_000) / 1_000;
  return stored;
}

/** The inputs with the field's value written back in the api's units. */
export function writeField(inputs: TScenarioInputs, field: CalculatorField, value: number): TScenarioInputs {
  const stored = field.unit === 'money' ? dollarsToCents(value) : field.unit === 'rate' ? Math.round(value * 1_000) / 100_000 : value;
  return { ...inputs, [field.key]: stored };
}

export function formatField(field: CalculatorField, value: number): string {
  if (field.unit === 'money') return formatDollars(value);
  if (field.unit === 'rate') return `${Number(value.toFixed(3))}%`;
  return field.key === 'retirementAge' ? String(value) : `${value} ${value === 1 ? 'year' : 'years'}`;
}
