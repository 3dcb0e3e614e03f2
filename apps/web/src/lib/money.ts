// Money is integer cents and rates are decimals in the api; the UI shows dollars and whole percents.
import { centsToDollars } from '@finboard/domain/money';

// The domain's one conversion (half away from zero on the decimal), kept beside the formatters.
export { centsToDollars, dollarsToCents } from '@finboard/domain/money';

/** A whole percent (0 to 100) from a decimal rate. */
export const rateToPercent = (rate: number) => Math.round(rate * 100);
export const percentToRate = (percent: number) => Math.min(100, Math.max(0, Math.round(percent))) / 100;

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });

/** e.g. "$1,250,000" or "$12.50": minus sign, $, thousands separators, 2 decimals only when needed. */
export function formatDollars(value: number): string {
  const text = dollars.format(value);
  return Number.isInteger(value) ? text.replace(/\.00$/, '') : text;
}

export const formatCents = (cents: number) => formatDollars(centsToDollars(cents));

// Whole-dollar labels from cents. Pages differ on purpose (spec 02 §9): lists round, cards round down.

/** Cents to the nearest whole dollar, e.g. "$1,234,568"; halves go up, so -2,050 cents is "-$20". */
export const formatRoundedDollars = (cents: number) => formatDollars(Math.round(centsToDollars(cents)));

/** Cents rounded down to whole dollars, e.g. "$1,234,567"; -5,050 cents is "-$51". */
export const formatFlooredDollars = (cents: number) => formatDollars(Math.floor(centsToDollars(cents)));

/** Cents always with two decimals, e.g. "$1,234.56" and "$20,000.00" (summaries and schedules). */
export const formatDollarsAndCents = (cents: number) => dollars.format(centsToDollars(cents));
