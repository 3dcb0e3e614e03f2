// The retirement Monte Carlo's public edge: money in and out as integer cents, the dollar core
// (simulate-retirement.ts, create-retirement-simulation.ts) unchanged inside.
import { centsToDollars } from '../money/money';
import { runInCents, wholeCents } from './cents-edge';
import { createRetirementSimulationInDollars } from './create-retirement-simulation';
import type { RetirementInputInDollars, RetirementResultInDollars, SocialSecurityInputInDollars, SpouseInputInDollars } from './dollar-types';
import { simulateRetirementInDollars } from './simulate-retirement';
import type { RetirementInput, RetirementResult, RetirementSimulation, SimulationOptions, SocialSecurityInput, SpouseInput } from './types';

// Anything that is not an object goes through as it is, so the core refuses it with its own message.
function benefitToDollars(benefit: SocialSecurityInput | undefined): SocialSecurityInputInDollars | undefined {
  if (typeof benefit !== 'object' || benefit === null) return benefit;
  const { monthlyPiaCents, ...unitless } = benefit;
  return { ...unitless, monthlyPia: centsToDollars(monthlyPiaCents) };
}

function spouseToDollars(spouse: SpouseInput | undefined): SpouseInputInDollars | undefined {
  if (typeof spouse !== 'object' || spouse === null) return spouse;
  const { salaryCents, socialSecurity, ...unitless } = spouse;
  return {
    ...unitless,
    ...('salaryCents' in spouse && { salary: salaryCents === undefined ? undefined : centsToDollars(salaryCents) }),
    ...('socialSecurity' in spouse && { socialSecurity: benefitToDollars(socialSecurity) }),
  };
}

/**
 * The core's input. An optional key given as undefined stays given (as undefined), so that
 * merging changes into the core's previous input clears it as it clears the cents one.
 */
export function retirementInputToDollars(input: RetirementInput): RetirementInputInDollars {
  if (typeof input !== 'object' || input === null) return input;
  const { salaryCents, currentSavingsCents, retirementSpendingCents, socialSecurity, spouse, ...unitless } = input;
  return {
    ...unitless,
    salary: centsToDollars(salaryCents),
    currentSavings: centsToDollars(currentSavingsCents),
    ...('retirementSpendingCents' in input && {
      retirementSpending: retirementSpendingCents === undefined ? undefined : centsToDollars(retirementSpendingCents),
    }),
    ...('socialSecurity' in input && { socialSecurity: benefitToDollars(socialSecurity) }),
    ...('spouse' in input && { spouse: spouseToDollars(spouse) }),
  };
}

/** The core's result with every amount rounded once to whole cents; rates, ages and counts as they are. */
export function retirementResultToCents(result: RetirementResultInDollars): RetirementResult {
  const { rows, optimisticPercentile, medianPercentile, pessimisticPercentile, ...unitless } = result;
  return {
    ...unitless,
    rows: rows.map(({ incomes, expenses, contribution, exp, sim, ...row }) => ({
      ...row,
      incomesCents: wholeCents(incomes),
      expensesCents: wholeCents(expenses),
      contributionCents: wholeCents(contribution),
      expCents: wholeCents(exp),
      simCents: wholeCents(sim),
    })),
    optimisticPercentileCents: optimisticPercentile.map(wholeCents),
    medianPercentileCents: medianPercentile.map(wholeCents),
    pessimisticPercentileCents: pessimisticPercentile.map(wholeCents),
  };
}

/**
 * Retirement Monte Carlo (planning-model.md), money in integer cents. Pure: the seed and asOfDate
 * are the only sources of randomness and "today"; the same input and seed give the same output in
 * any engine. Throws PlanningInputError for input out of range, naming the field as given.
 */
export function simulateRetirement(input: RetirementInput, options?: SimulationOptions): RetirementResult {
  return retirementResultToCents(runInCents(() => simulateRetirementInDollars(retirementInputToDollars(input), options)));
}

/**
 * A simulation that keeps its per-path growth factors, for recomputing while the user drags (see
 * createRetirementSimulationInDollars); input, changes and results in cents. A refused update
 * throws and keeps the previous state.
 */
export function createRetirementSimulation(input: RetirementInput, options?: SimulationOptions): RetirementSimulation {
  const core = runInCents(() => createRetirementSimulationInDollars(retirementInputToDollars(input), options));
  let currentInput: RetirementInput = { ...input };
  let result = retirementResultToCents(core.result);
  return {
    get result() {
      return result;
    },
    get input() {
      return currentInput;
    },
    update(changes: Partial<RetirementInput>): RetirementResult {
      const nextInput: RetirementInput = { ...currentInput, ...changes };
      // The whole next input: its keys cover the core's previous ones, so the core's merge is exactly it.
      result = retirementResultToCents(runInCents(() => core.update(retirementInputToDollars(nextInput))));
      currentInput = nextInput;
      return result;
    },
  };
}
