import type { RetirementResult } from '../planning';

/** A retirement result as stored and shown: the engine's (money in whole cents) without how it was run. */
export type MonteCarloResultsInCents = { calculator: 'monteCarlo' } & Omit<RetirementResult, 'assumptions' | 'seed' | 'paths'>;

/**
 * One shape for the api (stored results) and the browser (the live preview while dragging): the
 * engine's result (already in cents) without what the plan stores beside it (seed, paths, assumptions).
 */
export function toMonteCarloResults(result: RetirementResult): MonteCarloResultsInCents {
  const { assumptions: _assumptions, seed: _seed, paths: _paths, ...shown } = result;
  return { calculator: 'monteCarlo', ...shown };
}
