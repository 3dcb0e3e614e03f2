const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Cents as dollars and cents ("$1,234.56", "-$20.00"), exact: a report's totals are the api's cents
 * to the cent, so the parity test can read them back.
 */
export function formatReportCents(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  // Intl on the integer dollars, then the cents: no binary fraction can round a total away.
  const text = usd.format(Math.abs(whole)).replace(/\.00$/, '');
  return `${cents < 0 ? '-' : ''}${text}.${String(rest).padStart(2, '0')}`;
}

/** The text formatReportCents printed, back to cents (null when it is not an amount). */
export function parseReportCents(text: string): number | null {
  const match = /^(-)?\$([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const cents = Number((match[2] ?? '').replace(/,/g, '')) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}

/** A calendar date as the reports print it, MM/DD/YYYY (the range format of spec 02's views). */
export function formatReportDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${month}/${day}/${year}`;
}

/** A decimal rate as a whole percent ("70%"). */
export const formatReportPercent = (rate: number) => `${Math.round(rate * 100)}%`;

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
      ? [[String(row.age), String(row.year), formatReportCents(row.incomesCents), formatReportCents(row.expensesCents), formatReportCents(row.contributionCents), formatReportCents(results.medianPercentileCents[index] ?? 0)]]
      : [],
  );
}
