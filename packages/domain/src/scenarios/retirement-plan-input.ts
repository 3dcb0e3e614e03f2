import type { CapitalMarketAssumptions, RetirementInput } from '../planning/types';
import type { MonteCarloInputs } from './scenario-rules';

/** The client's data a retirement plan is computed from (money in cents), as the api stores it with the plan. */
export interface RetirementBasis {
  asOfDate: string;
  birthDate: string;
  salaryCents: number;
  currentSavingsCents: number;
  /** Annual spending before retirement from the client's cash flow; null: (1 - savings rate) x household salary. */
  spendingBeforeRetirementCents: number | null;
  /** The replacement ratio: spending in retirement as a share of spending before it. */
  retirementIncomeRate: number;
  effectiveTaxRate: number;
  socialSecurity: { monthlyPiaCents: number; claimAge: number } | null;
  spouse: { birthDate: string; salaryCents: number } | null;
}

/**
 * Spending in retirement (before tax, today's dollars): the replacement ratio times the spending
 * before retirement, which is the client's own cash flow or, without enough of it, what the
 * savings rate leaves of the household salary (the engine's working Expenses).
 */
export function retirementSpendingCents(basis: RetirementBasis, savingsRate: number): number {
  const household = basis.salaryCents + (basis.spouse?.salaryCents ?? 0);
  const before = basis.spendingBeforeRetirementCents ?? (1 - savingsRate) * household;
  return Math.round(basis.retirementIncomeRate * before);
}

/**
 * The planning engine's input for a retirement scenario (money in cents, as stored): the stored
 * basis and the scenario's inputs. The api computes stored results from it and the web its instant previews, so with the
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
    salaryCents: basis.salaryCents,
    currentSavingsCents: basis.currentSavingsCents,
    savingsRate: inputs.savingsRate,
    retirementAge: inputs.retirementAge,
    retirementIncomeRate: basis.retirementIncomeRate,
    retirementSpendingCents: retirementSpendingCents(basis, inputs.savingsRate),
    effectiveTaxRate: basis.effectiveTaxRate,
    ...(basis.socialSecurity ? { socialSecurity: { monthlyPiaCents: basis.socialSecurity.monthlyPiaCents, claimAge: basis.socialSecurity.claimAge } } : {}),
    ...(basis.spouse ? { spouse: { birthDate: basis.spouse.birthDate, salaryCents: basis.spouse.salaryCents } } : {}),
    ...(assumptions ? { assumptions } : {}),
  };
}
