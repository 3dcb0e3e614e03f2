// Money is integer cents inside Finboard (database, contracts, sums, the planning engine's edge);
// providers, forms and the engine's math speak dollars. This is the one conversion between them,
// with one rounding rule.

/** A double keeps 15 significant decimal digits faithfully; digits past them are binary noise. */
const FAITHFUL_DIGITS = 15;

/**
 * Dollars to whole cents, rounding half away from zero on the decimal the number stands for.
 * 1.005 is stored as 1.00499999999999989…, so `1.005 * 100` is 100.49999…; instead the amount is
 * read as decimal text to 15 digits ("1.005") and its point moved two places ("100.5"), which a
 * double holds exactly. So 1.005 → 101, −1.005 → −101, 0.1 + 0.2 → 30.
 */
export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not an amount of dollars: ${dollars}`);
  const decimal = String(Number(Math.abs(dollars).toPrecision(FAITHFUL_DIGITS)));
  const [digits = '0', exponent = '0'] = decimal.split('e');
  const cents = Math.round(Number(`${digits}e${Number(exponent) + 2}`));
  // Math.round takes halves up; on the magnitude that is away from zero. No -0 for a zero.
  return dollars < 0 && cents !== 0 ? -cents : cents;
}

/** Whole cents to dollars: the double nearest the two-decimal amount (it prints as that amount). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}
