// Dollars at the API edge, integer cents inside schedules.

/**
 * Dollars to whole cents, rounding half up on the decimal the caller meant: 1.005 is stored as
 * 1.00499999..., so x * 100 is first cut to 15 significant digits.
 */
export function toCents(dollars: number): number {
  return Math.round(Number((dollars * 100).toPrecision(15)));
}

/** Whole cents to dollars (the nearest double to the 2-decimal amount). */
export function fromCents(cents: number): number {
  return cents / 100;
}
