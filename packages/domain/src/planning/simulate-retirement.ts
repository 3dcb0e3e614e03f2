import { computeResult, prepareMarket } from './retirement-engine';
import type { RetirementInputInDollars, RetirementResultInDollars } from './dollar-types';
import type { SimulationOptions } from './types';
import { validateOptions, validateRetirementInput } from './validate-input';

/**
 * Retirement Monte Carlo (planning-model.md), in dollars: the core behind the public cents edge
 * (retirement-in-cents.ts). Pure: the seed and asOfDate are the only sources of randomness and
 * "today"; the same input and seed give bit-identical output in any engine.
 * Throws PlanningInputError for input out of range.
 */
export function simulateRetirementInDollars(input: RetirementInputInDollars, options?: SimulationOptions): RetirementResultInDollars {
  const plan = validateRetirementInput(input);
  const normalizedOptions = validateOptions(options);
  return computeResult(plan, normalizedOptions, prepareMarket(plan, normalizedOptions, false));
}
