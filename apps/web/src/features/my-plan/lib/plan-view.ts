// The pure pieces of My Plan: the id fix, outcome selection, chart series, table cells, quick actions.
import { formatRoundedDollars } from '@finboard/domain/format';
import type { TMonteCarloResults, TRetirementRow } from '@finboard/contracts';
import { depletionAge, depletionAgeText, RETIREMENT_AGE_RANGE, SAVINGS_RATE_RANGE } from '@finboard/domain';

export const PLAN_PAGE_SIZE = 10;

/** A '+' in the id reaches the page as a space (query decoding): put it back. */
export const correctScenarioId = (id: string | null | undefined) => (id ? id.replace(/ /g, '+') : undefined);

export const OUTCOMES = ['All Outcomes', 'Optimistic', 'Median', 'Pessimistic'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export interface PlanSeries {
  name: Exclude<Outcome, 'All Outcomes'>;
  /** Dollars by year offset (age − current age); null where the value is negative. */
  values: (number | null)[];
}

/** Lines show only non-negative values (a depleted portfolio leaves a gap, not a dip below 0). */
const nonNegativeDollars = (cents: number[]) => cents.map((value) => (value >= 0 ? Math.round(value / 100) : null));

export function seriesForOutcome(results: TMonteCarloResults, outcome: Outcome): PlanSeries[] {
  const all: PlanSeries[] = [
    { name: 'Optimistic', values: nonNegativeDollars(results.optimisticPercentileCents) },
    { name: 'Median', values: nonNegativeDollars(results.medianPercentileCents) },
    { name: 'Pessimistic', values: nonNegativeDollars(results.pessimisticPercentileCents) },
  ];
  return outcome === 'All Outcomes' ? all : all.filter((series) => series.name === outcome);
}

export const clampRetirementAge = (age: number) => Math.min(RETIREMENT_AGE_RANGE.max, Math.max(RETIREMENT_AGE_RANGE.min, Math.round(age)));

/** The marker's age from an x-axis position (years from today): whole ages within 50–70. */
export const ageFromOffset = (offset: number, currentAge: number) => clampRetirementAge(currentAge + offset);

export const formatWholePercent = (rate: number) => `${Math.round(rate * 100)}%`;
/** Mean and Std Dev: the decimal rate shown as a percent with 2 decimals (planning-model.md), 0.05678 → 5.68%. */
export const formatPercentTwoDecimals = (rate: number) => `${(rate * 100).toFixed(2)}%`;

export const PLAN_COLUMNS = [
  'Age',
  'Year',
  'Income',
  'Expenses',
  'Contribution',
  'Stock %',
  'Bond %',
  'Cash %',
  'Mean',
  'Std Dev',
  'Exp. Portfolio',
  'Sim Portfolio',
] as const;

export interface PlanTableRow {
  key: number;
  cells: string[];
  /** At or after the retirement age. */
  retired: boolean;
}

export function planTableRow(row: TRetirementRow, retirementAge: number): PlanTableRow {
  return {
    key: row.age,
    retired: row.age >= retirementAge,
    cells: [
      String(row.age),
      String(row.year),
      formatRoundedDollars(row.incomesCents),
      formatRoundedDollars(row.expensesCents),
      formatRoundedDollars(row.contributionCents),
      formatWholePercent(row.stock),
      formatWholePercent(row.bond),
      formatWholePercent(row.cash),
      formatPercentTwoDecimals(row.mean),
      formatPercentTwoDecimals(row.std),
      formatRoundedDollars(row.expCents),
      formatRoundedDollars(row.simCents),
    ],
  };
}

/** One page (1-based) of the table. */
export function planTablePage(results: TMonteCarloResults, page: number): PlanTableRow[] {
  const start = (page - 1) * PLAN_PAGE_SIZE;
  return results.rows.slice(start, start + PLAN_PAGE_SIZE).map((row) => planTableRow(row, results.retirementAge));
}

export const planPageCount = (results: TMonteCarloResults) => Math.max(1, Math.ceil(results.rows.length / PLAN_PAGE_SIZE));

export interface QuickAction {
  label: string;
  inputs: { retirementAge: number; savingsRate: number };
}

const roundRate = (rate: number) => Math.round(rate * 10_000) / 10_000;

/** Up to 3 one-click improvements that stay within the sliders' ranges. */
export function quickActions(current: { retirementAge: number; savingsRate: number }): QuickAction[] {
  const later = current.retirementAge + 2;
  const more = roundRate(current.savingsRate + 0.02);
  const canLater = later <= RETIREMENT_AGE_RANGE.max;
  const canMore = more <= SAVINGS_RATE_RANGE.max;
  const actions: QuickAction[] = [];
  if (canLater) actions.push({ label: 'Retire 2 years later', inputs: { ...current, retirementAge: later } });
  if (canMore) actions.push({ label: 'Save 2% more', inputs: { ...current, savingsRate: more } });
  if (canLater && canMore) actions.push({ label: 'Both', inputs: { retirementAge: later, savingsRate: more } });
  return actions;
}

/** The no-scenarios message: the client's own, or the advisor's view of a client. */
export function emptyPlanMessage(isAdvisorView: boolean, clientFirstName?: string | null) {
  if (!isAdvisorView) return 'You have no scenarios.';
  return `${clientFirstName?.trim() || 'Client'} has not shared any scenarios with you.`;
}

/** The percentile path the depletion age reads: the outcome chosen, the median for all of them. */
const PATH_OF_OUTCOME = { 'All Outcomes': 'Median', Optimistic: 'Optimistic', Median: 'Median', Pessimistic: 'Pessimistic' } as const;

/** 'Depletion age (median path): not depleted by 86', the domain's one definition (depletion-age.ts). */
export function depletionAgeLine(results: TMonteCarloResults, outcome: Outcome): string {
  const path = PATH_OF_OUTCOME[outcome];
  const cents = { Optimistic: results.optimisticPercentileCents, Median: results.medianPercentileCents, Pessimistic: results.pessimisticPercentileCents }[path];
  const age = depletionAge(
    cents,
    results.rows.map((row) => row.age),
  );
  return `Depletion age (${path.toLowerCase()} path): ${depletionAgeText(age)}`;
}
