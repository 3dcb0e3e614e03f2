// The inner loop of the simulation, one year for every path. Kept as a small function over
// preallocated typed arrays (one large function was seen to deoptimise and run 2-3x slower),
// and branch-free where the outcome is random across paths, since mispredicted branches
// dominated its cost.

/** Indexes into the `yearStats` array that stepYear fills. */
export const SHORTFALL = 0;
export const LOWEST_POSITIVE = 1;
export const HIGHEST = 2;

/**
 * V = P + CF; a path that cannot fund the year (V < 0) fails, once, and stays at 0; otherwise
 * P = V (1 + R_p). `alive` is 1 or 0 per path. Returns the number of paths failing this year;
 * writes to yearStats the sum of their (negative) V, which is the unpaid part of the year's
 * spending, and the smallest positive and the largest new balance (for the percentiles).
 */
export function stepYear(
  balances: Float64Array,
  alive: Uint8Array,
  growth: Float64Array,
  offset: number,
  paths: number,
  cashFlow: number,
  yearStats: Float64Array,
): number {
  let failures = 0;
  let missing = 0;
  let lowest = Infinity;
  let highest = 0;
  for (let p = 0; p < paths; p++) {
    const a = alive[p]!;
    const v = balances[p]! + cashFlow * a; // a depleted path stays at exactly 0
    const fails = v < 0 ? 1 : 0; // rare, so this branch predicts well
    const keep = a - fails;
    const next = keep * v * growth[offset + p]! + 0; // + 0 turns -0 (0 times a negative V) into 0
    balances[p] = next;
    alive[p] = keep;
    failures += fails;
    missing += fails * v;
    highest = Math.max(highest, next);
    lowest = Math.min(lowest, next + (1 - keep) * Number.MAX_VALUE); // ignores depleted paths
  }
  yearStats[SHORTFALL] = missing;
  yearStats[LOWEST_POSITIVE] = lowest;
  yearStats[HIGHEST] = highest;
  return failures;
}
