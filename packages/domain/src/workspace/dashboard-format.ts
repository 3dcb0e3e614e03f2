// How the advisor dashboard writes numbers (spec 01 §9 "Dashboard money", §2 "Chart labels show thousands with k").

const MILLION_FROM_DOLLARS = 100_000;

/** Dashboard money: in millions with 2 decimals ('M') above 100,000 dollars, else a 2-decimal number. */
export function formatDashboardMoney(cents: number): string {
  const dollars = cents / 100;
  if (Math.abs(dollars) > MILLION_FROM_DOLLARS) return `${(dollars / 1_000_000).toFixed(2)}M`;
  return dollars.toFixed(2);
}

/** A chart's axis or point label: thousands as k (12,500 → '12.5k'), smaller numbers as they are. */
export function formatChartLabel(value: number): string {
  if (Math.abs(value) < 1000) return String(Math.round(value * 100) / 100);
  const thousands = Math.round((value / 1000) * 10) / 10;
  return `${thousands}k`;
}
