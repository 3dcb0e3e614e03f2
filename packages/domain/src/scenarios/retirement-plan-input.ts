import { centsToDollars } from '../money/money';
import type { CapitalMarketAssumptions, RetirementInput } from '../planning/types';
import type { MonteCarloInputs } from './scenario-rules';

/** The client's data a retirement plan is computed from (money in cents), as the api stores it with the plan. */
export interface RetirementBasis {
  asOfDate: string;
  birthDate: string;
  salaryCents: number;
  currentSavingsCents: number;
  retirementIncomeRate: number;
  effectiveTaxRate: number;
  socialSecurity: { monthlyPiaCents: number; claimAge: number } | null;
  spouse: { birthDate: string; salaryCents: number } | null;
}

/**
 * The planning engine's input for a retirement scenario: the stored basis and the scenario's
 * inputs. The api computes stored results from it and the web its instant previews, so with the
 * stored seed both give the same numbers.
 */
export function retirementInputFromBasis(
  basis: RetirementBasis,
  inputs: Pick<MonteCarloInputs, 'retirementAge' | 'savingsRate'>,
  assumptions?: CapitalMarketAssumptions,
): RetirementInput {
  return {
    birthDate: basis.birthDate,
    asOfDate: basis.asOfDate,
    salary: centsToDollars(basis.salaryCents),
    currentSavings: centsToDollars(basis.currentSavingsCents),
    savingsRate: inputs.savingsRate,
    retirementAge: inputs.retirementAge,
    retirementIncomeRate: basis.retirementIncomeRate,
    effectiveTaxRate: basis.effectiveTaxRate,
    ...(basis.socialSecurity ? { socialSecurity: { monthlyPia: centsToDollars(basis.socialSecurity.monthlyPiaCents), claimAge: basis.socialSecurity.claimAge } } : {}),
    ...(basis.spouse ? { spouse: { birthDate: basis.spouse.birthDate, salary: centsToDollars(basis.spouse.salaryCents) } } : {}),
    ...(assumptions ? { assumptions } : {}),
  };
}
