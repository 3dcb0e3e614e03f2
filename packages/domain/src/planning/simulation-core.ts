// Runs the cash flows over the growth factors (cached or streamed) and collects per-age statistics.
import type { CashFlows } from './cash-flows';
import { PercentileSelector } from './percentile-selector';
import { HIGHEST, LOWEST_POSITIVE, SHORTFALL, stepYear } from './portfolio-step';

export const PERCENTILES = [0.1, 0.5, 0.9] as const; // pessimistic, median, optimistic

/** Buffers reused across replays so a drag allocates almost nothing. */
export interface PathBuffers {
  paths: number;
  balances: Float64Array;
  alive: Uint8Array;
  quantiles: Float64Array;
  yearStats: Float64Array;
  selector: PercentileSelector;
}

export function createPathBuffers(paths: number): PathBuffers {
  return {
    paths,
    balances: new Float64Array(paths),
    alive: new Uint8Array(paths),
    quantiles: new Float64Array(PERCENTILES.length),
    yearStats: new Float64Array(3),
    selector: new PercentileSelector(paths, PERCENTILES),
  };
}

export interface PathStatistics {
  p10: Float64Array;
  p50: Float64Array;
  p90: Float64Array;
  failures: Int32Array;
  /** Retirement spending paid and required, summed over paths and retirement years. */
  fundedSpending: number;
  requiredSpending: number;
}

/** Where year t's growth factors are: factors[offset .. offset + paths). */
export type GrowthRows = (year: number) => { factors: Float64Array; offset: number };

export function runPaths(growthRows: GrowthRows, flows: CashFlows, currentSavings: number, buffers: PathBuffers): PathStatistics {
  const { paths, balances, alive, quantiles, yearStats, selector } = buffers;
  const years = flows.years;
  const stats: PathStatistics = {
    p10: new Float64Array(years),
    p50: new Float64Array(years),
    p90: new Float64Array(years),
    failures: new Int32Array(years),
    fundedSpending: 0,
    requiredSpending: 0,
  };
  balances.fill(currentSavings);
  alive.fill(1);
  let depleted = 0;
  for (let t = 0; t < years; t++) {
    const { factors, offset } = growthRows(t);
    const failures = stepYear(balances, alive, factors, offset, paths, flows.contributions[t] ?? 0, yearStats);
    if (flows.isRetired[t] === 1) addSpending(stats, flows, t, paths, depleted, yearStats[SHORTFALL] ?? 0);
    depleted += failures;
    stats.failures[t] = failures;
    selector.selectKnownRange(balances, yearStats[LOWEST_POSITIVE] ?? 0, yearStats[HIGHEST] ?? 0, quantiles);
    stats.p10[t] = quantiles[0] ?? 0;
    stats.p50[t] = quantiles[1] ?? 0;
    stats.p90[t] = quantiles[2] ?? 0;
  }
  return stats;
}

// Paths alive at the start of the year pay all spending, a path failing this year pays all
// but its shortfall, and a path depleted earlier has only Social Security left.
function addSpending(stats: PathStatistics, flows: CashFlows, t: number, paths: number, depletedBefore: number, shortfall: number): void {
  const spending = flows.expenses[t] ?? 0;
  const income = flows.incomes[t] ?? 0;
  stats.requiredSpending += paths * spending;
  stats.fundedSpending += (paths - depletedBefore) * spending + shortfall + depletedBefore * Math.min(income, spending);
}

/** Exp. Portfolio: the same recurrence with the expected growth and no randomness. */
export function expectedPortfolio(flows: CashFlows, expectedGrowth: readonly number[], currentSavings: number): Float64Array {
  const values = new Float64Array(flows.years);
  let balance = currentSavings;
  let isDepleted = false;
  for (let t = 0; t < flows.years; t++) {
    const v = balance + (flows.contributions[t] ?? 0);
    if (isDepleted || v < 0) {
      isDepleted = true;
      balance = 0;
    } else {
      balance = v * (expectedGrowth[t] ?? 0);
    }
    values[t] = balance;
  }
  return values;
}

/** Type-7 median of the depletion ages, read from the per-age failure counts; null if none. */
export function medianDepletionAge(failures: Int32Array, currentAge: number): number | null {
  let total = 0;
  for (const f of failures) total += f;
  if (total === 0) return null;
  const position = (total - 1) * 0.5;
  const k = Math.floor(position);
  const lower = currentAge + ageIndexOfRank(failures, k);
  const upper = k + 1 < total ? currentAge + ageIndexOfRank(failures, k + 1) : lower;
  return (1 - (position - k)) * lower + (position - k) * upper;
}

function ageIndexOfRank(counts: Int32Array, rank: number): number {
  let seen = 0;
  for (let t = 0; t < counts.length; t++) {
    seen += counts[t] ?? 0;
    if (rank < seen) return t;
  }
  return counts.length - 1;
}
