import { formatDollars } from '../../../lib/money';

// Calendar dates are `YYYY-MM-DD` days, not instants: formatted in UTC so no time zone shifts them.
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const mediumDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const compactDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });

const toDate = (date: string) => new Date(`${date}T00:00:00Z`);

/** e.g. "Nov 3": the chart's axis. */
export const formatShortDate = (date: string) => shortDate.format(toDate(date));

/** e.g. "Nov 3, 2026": tooltips, ranges and notes. */
export const formatMediumDate = (date: string) => mediumDate.format(toDate(date));

/** A change in whole dollars with its sign, e.g. "+$1,250" or "-$80"; no change is "$0". */
export function formatSignedDollars(cents: number): string {
  const dollars = Math.round(cents / 100);
  return dollars > 0 ? `+${formatDollars(dollars)}` : formatDollars(dollars);
}

/** A change as a percent with its sign, e.g. "+2.4%"; null (no base to compare with) is empty. */
export const formatPercentChange = (ratio: number | null) => (ratio === null ? '' : percent.format(ratio));

/** The chart's value axis, e.g. "$1.2M" (cents in, dollars out). */
export const formatCompactDollars = (cents: number) => compactDollars.format(cents / 100);

// Subtypes that read as letters: 'ira' → 'IRA', 'sep ira' → 'SEP IRA'.
const ACRONYMS = new Set(['ira', 'sep', 'hsa', 'cd', 'ebt', 'gic', 'isa', 'ugma', 'utma', 'tfsa', 'rrsp', 'resp', 'sipp']);

/** A provider's account subtype for people: 'credit_card' → 'Credit Card', 'cd' → 'CD', '401k' stays. */
export function formatSubtype(subtype: string): string {
  return subtype
    .replace(/_/g, ' ')
    .split(' ')
    .map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}
