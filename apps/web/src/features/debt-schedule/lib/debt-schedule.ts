// The pure pieces of the mortgage and loan payoff screens: which scenarios they show, their
// sliders (spec 01 §9 maximums), the summary and the yearly table.
import { formatDollarsAndCents, formatRoundedDollars } from '@finboard/domain/format';
import { centsToDollars, dollarsToCents } from '@finboard/domain/money';
import type { TLoanPayoffResults, TMortgageCalculatorResults, TScenario, TScenarioInputs } from '@finboard/contracts';
import { SCENARIO_SLIDER_MAXIMUMS as MAX, type LoanPayoffInputs, type MortgageCalculatorInputs } from '@finboard/domain';

export type DebtScreen = 'mortgage' | 'loan-payoff';
export type DebtInputs = MortgageCalculatorInputs | LoanPayoffInputs;
export type DebtResults = TMortgageCalculatorResults | TLoanPayoffResults;

export const SCHEDULE_PAGE_SIZE = 10;
export const INVALID_SCENARIO = 'Invalid Scenario';

const CALCULATOR: Record<DebtScreen, DebtInputs['calculator']> = { mortgage: 'mortgageCalculator', 'loan-payoff': 'loanPayoff' };

/** The screen shows only its own calculator; anything else is 'Invalid Scenario'. */
export function debtInputsFor(screen: DebtScreen, scenario: Pick<TScenario, 'inputs'>): DebtInputs | null {
  const inputs: TScenarioInputs = scenario.inputs;
  return inputs.calculator === CALCULATOR[screen] ? inputs : null;
}

export function debtResultsFor(screen: DebtScreen, scenario: Pick<TScenario, 'results'>): DebtResults | null {
  const results = scenario.results;
  return results && results.calculator === CALCULATOR[screen] ? results : null;
}

export interface SliderField {
  key: string;
  label: string;
  min: number;
  max: number;
  step: number;
  /** The slider's value (dollars, percent or years) from the inputs. */
  read: (inputs: DebtInputs) => number;
  /** The inputs with the slider's value written back (cents, decimals, years). */
  write: (inputs: DebtInputs, value: number) => DebtInputs;
  format: (value: number) => string;
}

// Money sliders hold dollars (never negative) and label them in whole dollars.
const dollars = (value: number) => formatRoundedDollars(dollarsToCents(value));
const percent = (value: number) => `${Number(value.toFixed(2))}%`;
const years = (value: number) => `${value} ${value === 1 ? 'year' : 'years'}`;
const toPercent = (rate: number) => Math.round(rate * 100_000) / 1_000;
const toRate = (value: number) => Math.round(value * 1_000) / 100_000;

const interestRate: SliderField = {
  key: 'interestRate',
  label: 'Interest Rate',
  min: 0,
  max: MAX.interestRate,
  step: 0.125,
  read: (inputs) => toPercent(inputs.interestRate),
  write: (inputs, value) => ({ ...inputs, interestRate: toRate(value) }),
  format: percent,
};

export const MORTGAGE_FIELDS: SliderField[] = [
  {
    key: 'homePrice',
    label: 'Home Price',
    min: 0,
    max: MAX.homePrice,
    step: 1_000,
    read: (inputs) => (inputs.calculator === 'mortgageCalculator' ? centsToDollars(inputs.homePriceCents) : 0),
    write: (inputs, value) => (inputs.calculator === 'mortgageCalculator' ? { ...inputs, homePriceCents: dollarsToCents(value) } : inputs),
    format: dollars,
  },
  interestRate,
  {
    key: 'percentDownPayment',
    label: 'Down Payment',
    min: 0,
    max: MAX.percentDownPayment,
    step: 1,
    read: (inputs) => (inputs.calculator === 'mortgageCalculator' ? toPercent(inputs.percentDownPayment) : 0),
    write: (inputs, value) => (inputs.calculator === 'mortgageCalculator' ? { ...inputs, percentDownPayment: toRate(value) } : inputs),
    format: percent,
  },
  {
    key: 'numYears',
    label: 'Number of Years',
    min: 1,
    max: MAX.mortgageYears,
    step: 1,
    read: (inputs) => (inputs.calculator === 'mortgageCalculator' ? inputs.numYears : 1),
    write: (inputs, value) => (inputs.calculator === 'mortgageCalculator' ? { ...inputs, numYears: value } : inputs),
    format: years,
  },
];

export const LOAN_FIELDS: SliderField[] = [
  {
    key: 'loanAmount',
    label: 'Loan Amount',
    min: 0,
    max: MAX.loanAmount,
    step: 1_000,
    read: (inputs) => (inputs.calculator === 'loanPayoff' ? centsToDollars(inputs.loanAmountCents) : 0),
    write: (inputs, value) => (inputs.calculator === 'loanPayoff' ? { ...inputs, loanAmountCents: dollarsToCents(value) } : inputs),
    format: dollars,
  },
  interestRate,
  {
    key: 'loanTerm',
    label: 'Loan Term',
    min: 1,
    max: MAX.loanTerm,
    step: 1,
    read: (inputs) => (inputs.calculator === 'loanPayoff' ? inputs.loanTerm : 1),
    write: (inputs, value) => (inputs.calculator === 'loanPayoff' ? { ...inputs, loanTerm: value } : inputs),
    format: years,
  },
];

export const fieldsFor = (screen: DebtScreen) => (screen === 'mortgage' ? MORTGAGE_FIELDS : LOAN_FIELDS);

export interface SummaryLine {
  label: string;
  value: string;
}

export function debtSummary(results: DebtResults): SummaryLine[] {
  const lines: SummaryLine[] = [
    { label: 'Monthly Payment', value: formatDollarsAndCents(results.monthlyPaymentCents) },
    { label: 'Total Principal', value: formatDollarsAndCents(results.principalPaidCents) },
    { label: 'Total Interest', value: formatDollarsAndCents(results.interestPaidCents) },
  ];
  if (results.calculator === 'mortgageCalculator') {
    lines.push({ label: 'Eligibility Score', value: results.eligibilityScore === null ? 'Not available' : String(results.eligibilityScore) });
  }
  return lines;
}

export const SCHEDULE_COLUMNS = ['Date', 'Principal', 'Interest', 'Remaining Balance'] as const;

/** 'YYYY-MM-DD' as 'MM/DD/YYYY'. */
export const formatScheduleDate = (date: string) => {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
};

export function schedulePage(results: DebtResults, page: number) {
  const start = (page - 1) * SCHEDULE_PAGE_SIZE;
  return results.yearlyData.slice(start, start + SCHEDULE_PAGE_SIZE).map((row) => ({
    key: row.year,
    cells: [
      formatScheduleDate(row.date),
      formatDollarsAndCents(row.principalCents),
      formatDollarsAndCents(row.interestCents),
      formatDollarsAndCents(row.remainingLoanCents),
    ],
  }));
}

export const schedulePageCount = (results: DebtResults) => Math.max(1, Math.ceil(results.yearlyData.length / SCHEDULE_PAGE_SIZE));
