import { computeResult, marketKey, prepareMarket, type PreparedMarket } from './retirement-engine';
import type { RetirementInput, RetirementResult, RetirementSimulation, SimulationOptions } from './types';
import { validateOptions, validateRetirementInput } from './validate-input';

/**
 * A simulation that keeps its per-path growth factors, for recomputing while the user drags.
 * Changes that only alter cash flows (retirement age, savings rate, salary, savings, replacement
 * rate, Social Security, spouse, tax, wage growth) replay the cached factors; a change of the
 * current age or of the assumptions redraws them from the same seed. Either way the result
 * equals simulateRetirement(latest input, options). A refused update throws and keeps the
 * previous state.
 */
export function createRetirementSimulation(input: RetirementInput, options?: SimulationOptions): RetirementSimulation {
  const normalizedOptions = validateOptions(options);
  let currentInput: RetirementInput = { ...input };
  const plan = validateRetirementInput(currentInput);
  let market: PreparedMarket = prepareMarket(plan, normalizedOptions, true);
  let result: RetirementResult = computeResult(plan, normalizedOptions, market);

  return {
    get result() {
      return result;
    },
    get input() {
      return currentInput;
    },
    update(changes: Partial<RetirementInput>): RetirementResult {
      const nextInput: RetirementInput = { ...currentInput, ...changes };
      const nextPlan = validateRetirementInput(nextInput);
      if (marketKey(nextPlan, normalizedOptions) !== market.key) {
        market = prepareMarket(nextPlan, normalizedOptions, true);
      }
      result = computeResult(nextPlan, normalizedOptions, market);
      currentInput = nextInput;
      return result;
    },
  };
}
