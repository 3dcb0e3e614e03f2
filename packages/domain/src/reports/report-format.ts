import { formatDollarsAndCents } from '../format/money';

/** What the retirement table reads of a plan's results (the contracts' Monte Carlo results). */
export interface RetirementTableSource {
  rows: readonly { age: number; year: number; incomesCents: number; expensesCents: number; contributionCents: number }[];
  medianPercentileCents: readonly number[];
}

export const RETIREMENT_TABLE_COLUMNS = [
  { title: 'Age' },
  { title: 'Year' },
  { title: 'Income', isAmount: true },
  { title: 'Expenses', isAmount: true },
  { title: 'Contribution', isAmount: true },
  { title: 'Median savings', isAmount: true },
] as const;

/**
 * The retirement report's 'By age' table, the same in the PDF and on its /pdf page: every fifth age
 * and the last (the table stays on a page; the chart shows every year), amounts to the cent.
 */
export function retirementTableRows(results: RetirementTableSource): string[][] {
  const last = results.rows.length - 1;
  return results.rows.flatMap((row, index) =>
    index % 5 === 0 || index === last
      ? [
          [
            String(row.age),
            String(row.year),
            formatDollarsAndCents(row.incomesCents),
            formatDollarsAndCents(row.expensesCents),
            formatDollarsAndCents(row.contributionCents),
            formatDollarsAndCents(results.medianPercentileCents[index] ?? 0),
          ],
        ]
      : [],
  );
}
