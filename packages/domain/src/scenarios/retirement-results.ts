import type { RetirementResult } from '../planning';

/** A retirement result as stored and shown: money in whole cents, the engine's rates and ages as they are. */
export interface MonteCarloResultsInCents {
  calculator: 'monteCarlo';
  retirementScore: number;
  failureNumber: number;
  failuresByAge: number[];
  currentAge: number;
  retirementAge: number;
  medianDepletionAge: number | null;
  spendingFundedRate: number;
  rows: {
    year: number;
    age: number;
    incomesCents: number;
    expensesCents: number;
    contributionCents: number;
    stock: number;
    bond: number;
    cash: number;
    mean: number;
    std: number;
    expCents: number;
    simCents: number;
  }[];
  optimisticPercentileCents: number[];
  medianPercentileCents: number[];
  pessimisticPercentileCents: number[];
}

/**
 * One shape for the api (stored results) and the browser (the live preview while dragging): the
 * engine's result (already in cents) without what the plan stores beside it (seed, paths, assumptions).
 */
export function toMonteCarloResults(result: RetirementResult): MonteCarloResultsInCents {
  return {
    calculator: 'monteCarlo',
    retirementScore: result.retirementScore,
    failureNumber: result.failureNumber,
    failuresByAge: result.failuresByAge,
    currentAge: result.currentAge,
    retirementAge: result.retirementAge,
    medianDepletionAge: result.medianDepletionAge,
    spendingFundedRate: result.spendingFundedRate,
    rows: result.rows.map((row) => ({
      year: row.year,
      age: row.age,
      incomesCents: row.incomesCents,
      expensesCents: row.expensesCents,
      contributionCents: row.contributionCents,
      stock: row.stock,
      bond: row.bond,
      cash: row.cash,
      mean: row.mean,
      std: row.std,
      expCents: row.expCents,
      simCents: row.simCents,
    })),
    optimisticPercentileCents: result.optimisticPercentileCents,
    medianPercentileCents: result.medianPercentileCents,
    pessimisticPercentileCents: result.pessimisticPercentileCents,
  };
}
