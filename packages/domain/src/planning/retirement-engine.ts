// The steps shared by simulateRetirementInDollars and createRetirementSimulationInDollars: draw the market once
// per (seed, paths, age, assumptions), then replay any cash flows over it.
import { yearOf } from '../calendar';
import { buildMarketModel, type MarketModel } from './capital-market';
import { buildCashFlows, yearsOfPlan, type CashFlows } from './cash-flows';
import { allocationForAge, expectedGrowth, portfolioMean, portfolioStd, type Allocation } from './glide-path';
import { generateGrowthFactors, GrowthFactorStream } from './growth-factors';
import { createPathBuffers, expectedPortfolio, medianDepletionAge, runPaths, type GrowthRows, type PathBuffers, type PathStatistics } from './simulation-core';
import type { RetirementResultInDollars, RetirementRowInDollars } from './dollar-types';
import type { NormalizedOptions, NormalizedRetirementInput } from './validate-input';

export interface PreparedMarket {
  /** Identifies what the growth factors depend on; equal keys mean they can be replayed. */
  key: string;
  model: MarketModel;
  allocations: Allocation[];
  means: number[];
  stds: number[];
  expectedGrowth: number[];
  /** All growth factors when kept for replays; null to draw them afresh while running. */
  growth: Float64Array | null;
  seed: number;
  buffers: PathBuffers;
}

export function marketKey(plan: NormalizedRetirementInput, options: NormalizedOptions): string {
  return JSON.stringify([options.seed, options.paths, plan.currentAge, plan.assumptions]);
}

/**
 * The market for a plan. With keepGrowth the factors are drawn now and kept (paths x years
 * doubles); without, each run streams them year by year from the seed (one year in memory).
 * Both give the same factors, so the same results.
 */
export function prepareMarket(plan: NormalizedRetirementInput, options: NormalizedOptions, keepGrowth: boolean): PreparedMarket {
  const model = buildMarketModel(plan.assumptions);
  const allocations: Allocation[] = [];
  for (let t = 0; t < yearsOfPlan(plan.currentAge); t++) allocations.push(allocationForAge(plan.currentAge + t));
  return {
    key: marketKey(plan, options),
    model,
    allocations,
    means: allocations.map((a) => portfolioMean(a, model)),
    stds: allocations.map((a) => portfolioStd(a, model)),
    expectedGrowth: allocations.map((a) => expectedGrowth(a, model)),
    growth: keepGrowth ? generateGrowthFactors(model, allocations, options.paths, options.seed) : null,
    seed: options.seed,
    buffers: createPathBuffers(options.paths),
  };
}

export function computeResult(plan: NormalizedRetirementInput, options: NormalizedOptions, market: PreparedMarket): RetirementResultInDollars {
  const flows = buildCashFlows(plan);
  const stats = runPaths(growthRows(market), flows, plan.currentSavings, market.buffers);
  const expected = expectedPortfolio(flows, market.expectedGrowth, plan.currentSavings);
  const failuresByAge = Array.from(stats.failures);
  const failureNumber = failuresByAge.reduce((sum, f) => sum + f, 0);
  return {
    retirementScore: Math.round((100 * (options.paths - failureNumber)) / options.paths),
    failureNumber,
    failuresByAge,
    currentAge: plan.currentAge,
    retirementAge: plan.retirementAge,
    rows: buildRows(plan, market, flows, stats, expected),
    optimisticPercentile: Array.from(stats.p90),
    medianPercentile: Array.from(stats.p50),
    pessimisticPercentile: Array.from(stats.p10),
    medianDepletionAge: medianDepletionAge(stats.failures, plan.currentAge),
    spendingFundedRate: fundedRate(stats),
    assumptions: structuredCloneAssumptions(plan),
    seed: options.seed,
    paths: options.paths,
  };
}

function growthRows(market: PreparedMarket): GrowthRows {
  const { growth, buffers } = market;
  if (growth !== null) return (t) => ({ factors: growth, offset: t * buffers.paths });
  const stream = new GrowthFactorStream(market.model, market.allocations, buffers.paths, market.seed);
  const row = new Float64Array(buffers.paths);
  return () => {
    stream.nextYear(row, 0);
    return { factors: row, offset: 0 };
  };
}

// Clamped because the sums cancel (spending minus shortfall) and may round a hair below 0 or above 1.
function fundedRate(stats: PathStatistics): number {
  if (!(stats.requiredSpending > 0)) return 1;
  return Math.min(1, Math.max(0, stats.fundedSpending / stats.requiredSpending));
}

function buildRows(
  plan: NormalizedRetirementInput,
  market: PreparedMarket,
  flows: CashFlows,
  stats: PathStatistics,
  expected: Float64Array,
): RetirementRowInDollars[] {
  const rows: RetirementRowInDollars[] = [];
  for (let t = 0; t < flows.years; t++) {
    const allocation = market.allocations[t] ?? { stock: 0, bond: 0, cash: 0 };
    rows.push({
      year: yearOf(plan.asOf) + t,
      age: plan.currentAge + t,
      incomes: flows.incomes[t] ?? 0,
      expenses: flows.expenses[t] ?? 0,
      contribution: flows.contributions[t] ?? 0,
      stock: allocation.stock,
      bond: allocation.bond,
      cash: allocation.cash,
      mean: market.means[t] ?? 0,
      std: market.stds[t] ?? 0,
      exp: expected[t] ?? 0,
      sim: stats.p50[t] ?? 0,
    });
  }
  return rows;
}

function structuredCloneAssumptions(plan: NormalizedRetirementInput): RetirementResultInDollars['assumptions'] {
  const a = plan.assumptions;
  return {
    inflation: a.inflation,
    stocks: { ...a.stocks },
    bonds: { ...a.bonds },
    cash: { ...a.cash },
    correlations: { ...a.correlations },
  };
}
