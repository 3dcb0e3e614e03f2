// Mortgage eligibility from the 28/36 debt-to-income guideline: housing at most 28% of gross
// monthly income, housing plus other debts at most 36%.

export const FRONT_END_LIMIT = 0.28;
export const BACK_END_LIMIT = 0.36;

export interface EligibilityInputInDollars {
  /** The loan's regular monthly payment (principal and interest). */
  monthlyHousingPayment: number;
  annualIncome?: number;
  monthlyDebts?: number;
}

/**
 * In dollars (the public edge, in cents, is debts-in-cents.ts). Score 0-100 from the worse of the
 * two ratios as a share of its limit (u): 100 (1.5 - u), clamped and rounded. 100 at half the limits or less, 50 exactly at the limit, 0 at 1.5 times
 * it; so at least 50 means within the guideline. It falls as the payment or debts rise and
 * rises with income. null without a positive income.
 */
export function calculateEligibilityScoreInDollars(input: EligibilityInputInDollars): number | null {
  const { monthlyHousingPayment, annualIncome, monthlyDebts = 0 } = input;
  if (annualIncome === undefined || !(annualIncome > 0)) return null;
  const monthlyIncome = annualIncome / 12;
  const frontEnd = monthlyHousingPayment / monthlyIncome / FRONT_END_LIMIT;
  const backEnd = (monthlyHousingPayment + monthlyDebts) / monthlyIncome / BACK_END_LIMIT;
  const usage = Math.max(frontEnd, backEnd);
  return Math.round(Math.min(100, Math.max(0, 100 * (1.5 - usage))));
}
