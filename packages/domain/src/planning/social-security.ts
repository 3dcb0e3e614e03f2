// Social Security benefit factors (full retirement age 67) and annual household benefits.

export const FULL_RETIREMENT_AGE = 67;
export const EARLIEST_CLAIM_AGE = 62;
export const LATEST_CLAIM_AGE = 70;
export const DEFAULT_CLAIM_AGE = 67;

/** Months before full retirement age (negative when claimed later). */
export function monthsEarly(claimAge: number): number {
  return Math.round((FULL_RETIREMENT_AGE - claimAge) * 12);
}

/**
 * Own benefit as a share of the PIA: 5/9 % a month for the first 36 months early, 5/12 % a month
 * beyond; 2/3 % a month delayed, up to age 70. 62 -> 0.70, 67 -> 1.00, 70 -> 1.24.
 */
export function socialSecurityFactor(claimAge: number): number {
  const m = monthsEarly(claimAge);
  if (m >= 0) return 1 - ((Math.min(m, 36) * 5) / 9 + (Math.max(m - 36, 0) * 5) / 12) / 100;
  return 1 + (Math.min(-m, 36) * 2) / 3 / 100;
}

/**
 * Spousal benefit as a share of the other spouse's PIA: half, reduced 25/36 % a month for the
 * first 36 months early and 5/12 % beyond; no delayed credits. 62 -> 0.325, 67 and later -> 0.5.
 */
export function spousalBenefitFactor(claimAge: number): number {
  const m = Math.max(monthsEarly(claimAge), 0);
  return 0.5 * (1 - ((Math.min(m, 36) * 25) / 36 + (Math.max(m - 36, 0) * 5) / 12) / 100);
}

/**
 * Annual benefit, in today's dollars, of a person claiming at `claimAge`: 12 x their monthly
 * amount, the larger of their own and (when married) the spousal one.
 */
export function annualBenefit(monthlyPia: number, claimAge: number, otherMonthlyPia: number | null): number {
  const own = monthlyPia * socialSecurityFactor(claimAge);
  const spousal = otherMonthlyPia === null ? 0 : otherMonthlyPia * spousalBenefitFactor(claimAge);
  return 12 * Math.max(own, spousal);
}
