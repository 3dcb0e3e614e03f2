import { computeResult, marketKey, prepareMarket, type PreparedMarket } from './retirement-engine';
import type { RetirementInputInDollars, RetirementResultInDollars, RetirementSimulationInDollars } from './dollar-types';
import type { SimulationOptions } from './types';
import { validateOptions, validateRetirementInput } from './validate-input';

/**
 * A simulation that keeps its per-path growth factors, for recomputing while the user drags; in
 * dollars, the core behind the public cents edge (retirement-in-cents.ts).
 * Changes that only alter cash flows (retirement age, savings rate, salary, savings, replacement
 * rate, Social Security, spouse, tax, wage growth) replay the cached factors; a change of the
 * current age or of the assumptions redraws them from the same seed. Either way the result
 * equals simulateRetirementInDollars(latest input, options). A refused update throws and keeps the
 * previous state.
 */
export function createRetirementSimulationInDollars(input: RetirementInputInDollars, options?: SimulationOptions): RetirementSimulationInDollars {
  const normalizedOptions = validateOptions(options);
  let currentInput: RetirementInputInDollars = { ...input };
  const plan = validateRetirementInput(currentInput);
  let market: PreparedMarket = prepareMarket(plan, normalizedOptions, true);
  let result: RetirementResultInDollars = computeResult(plan, normalizedOptions, market);

  return {
    get result() {
      return result;
    },
    get input() {
      return currentInput;
    },
    update(changes: Partial<RetirementInputInDollars>): RetirementResultInDollars {
      const nextInput: RetirementInputInDollars = { ...currentInput, ...changes };
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
