// Money as people read it, the same on every surface (spec 01 §9 "Currency": minus sign, $,
// thousands separators, 2 decimals for non-integers). Inputs are integer cents unless named dollars.

const withCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });

/** Intl puts the minus before the $ ('-$1.00'); a zero never reads '-$0'. */
const noNegativeZero = (value: number) => (Object.is(value, -0) ? 0 : value);

/** Whole cents to whole dollars, half away from zero, exactly (no binary fraction on the way): -2,050 → -21. */
export function roundCentsToDollars(cents: number): number {
  const magnitude = Math.floor((Math.abs(Math.round(cents)) + 50) / 100);
  return noNegativeZero(cents < 0 ? -magnitude : magnitude);
}

/** Dollars as the spec writes them: '$1,250,000', '$12.50', '-$0.25' (2 decimals only when not whole). */
export function formatDollars(dollars: number): string {
  const value = noNegativeZero(dollars);
  if (Number.isInteger(value)) return wholeDollars.format(value);
  const text = withCents.format(value);
  // A fraction that rounds to a whole number of dollars reads as one ('$2', not '$2.00').
  return text.endsWith('.00') ? text.slice(0, -3) : text;
}

/** Cents by the currency rule: 125,000 → '$1,250', 1,250 → '$12.50', -2,5 → '-$0.25'. */
export function formatCents(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  if (rest === 0) return formatDollars(whole);
  return formatDollarsAndCents(cents);
}

/**
 * Cents always with two decimals ('$1,234.56', '$20.00', '-$0.05'), exact: totals in reports,
 * summaries and schedules print to the cent so they can be read back (parseDollarsAndCents).
 */
export function formatDollarsAndCents(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  // Intl on the integer dollars, then the cents: no binary fraction can round a total away.
  const text = wholeDollars.format(Math.abs(whole));
  return `${cents < 0 && (whole !== 0 || rest !== 0) ? '-' : ''}${text}.${String(rest).padStart(2, '0')}`;
}

/** The text formatDollarsAndCents wrote, back to cents (null when it is not such an amount). */
export function parseDollarsAndCents(text: string): number | null {
  const match = /^(-)?\$([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const cents = Number((match[2] ?? '').replace(/,/g, '')) * 100 + Number(match[3]);
  return match[1] ? -cents : cents;
}

/**
 * Cents to the nearest whole dollar, half away from zero: '$1,234,568'; -2,050 cents is '-$21'. The
 * one rule wherever whole dollars are shown (issue 32: spec 02 §9's 'card values rounded down' made
 * the Quick Report read $16,106 where Budget Insights beside it read $16,107 for $16,106.75).
 */
export const formatRoundedDollars = (cents: number) => wholeDollars.format(roundCentsToDollars(cents));

/** A change in whole dollars with its sign: '+$1,250', '-$80'; no change is '$0'. */
export function formatSignedDollars(cents: number): string {
  const dollars = roundCentsToDollars(cents);
  return dollars > 0 ? `+${wholeDollars.format(dollars)}` : wholeDollars.format(dollars);
}
