// The My Retirement Score report's figures and sources, the same in the PDF and on its /pdf page.
import { depletionAge, depletionAgeText } from '../scenarios/depletion-age';
import { type PlanSourceBasis, planSourceLines } from '../scenarios/plan-source-lines';
import { formatDollarsAndCents, formatPercent, formatSlashDate } from '../format';

export interface RetirementFiguresSource {
  retirementScore: number;
  currentAge: number;
  retirementAge: number;
  spendingFundedRate: number;
  rows: readonly { age: number }[];
  medianPercentileCents: readonly number[];
}

/** The label of the depletion age, which says which path it reads (the median, as the chart's middle line). */
export const DEPLETION_AGE_LABEL = 'Depletion Age (median path)';

export function retirementFigures(results: RetirementFiguresSource): { label: string; text: string }[] {
  const age = depletionAge(
    results.medianPercentileCents,
    results.rows.map((row) => row.age),
  );
  return [
    { label: 'Retirement Score', text: `${results.retirementScore}%` },
    { label: 'Current Age', text: String(results.currentAge) },
    { label: 'Retirement Age', text: String(results.retirementAge) },
    { label: 'Spending Funded', text: formatPercent(results.spendingFundedRate) },
    { label: DEPLETION_AGE_LABEL, text: depletionAgeText(age) },
  ];
}

export const RETIREMENT_SOURCE_COLUMNS = [{ title: 'Starting figure' }, { title: 'Where it comes from' }] as const;

/** Where each starting figure came from, as table rows (amounts to the cent, like the rest of the report). */
export function retirementSourceRows(basis: PlanSourceBasis, savingsRate: number): string[][] {
  return planSourceLines(basis, savingsRate, { money: formatDollarsAndCents, date: formatSlashDate }).map((line) => [line.label, line.text]);
}
