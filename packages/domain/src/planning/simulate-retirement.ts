import { computeResult, prepareMarket } from './retirement-engine';
import type { RetirementInput, RetirementResult, SimulationOptions } from './types';
import { validateOptions, validateRetirementInput } from './validate-input';

/**
 * Retirement Monte Carlo (planning-model.md). Pure: the seed and asOfDate are the only sources
 * of randomness and "today"; the same input and seed give bit-identical output in any engine.
 * Throws PlanningInputError for input out of range.
 */
export function simulateRetirement(input: RetirementInput, options?: SimulationOptions): RetirementResult {
  const plan = validateRetirementInput(input);
  const normalizedOptions = validateOptions(options);
  return computeResult(plan, normalizedOptions, prepareMarket(plan, normalizedOptions, false));
}
