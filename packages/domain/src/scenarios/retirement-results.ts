import { dollarsToCents } from '../money/money';
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

/** The engine works in dollars; stored results (and the pages) in whole cents. */
const cents = (dollars: number) => (Number.isFinite(dollars) ? dollarsToCents(dollars) : 0);

/** One conversion for the api (stored results) and the browser (the live preview while dragging). */
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
      incomesCents: cents(row.incomes),
      expensesCents: cents(row.expenses),
      contributionCents: cents(row.contribution),
      stock: row.stock,
      bond: row.bond,
      cash: row.cash,
      mean: row.mean,
      std: row.std,
      expCents: cents(row.exp),
      simCents: cents(row.sim),
    })),
    optimisticPercentileCents: result.optimisticPercentile.map(cents),
    medianPercentileCents: result.medianPercentile.map(cents),
    pessimisticPercentileCents: result.pessimisticPercentile.map(cents),
  };
}
