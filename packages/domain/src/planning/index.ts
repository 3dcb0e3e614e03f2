// Public API of @finboard/domain/planning: the retirement Monte Carlo and the debt calculators
// of planning-model.md. Pure functions: randomness (seed) and "today" (asOfDate) are inputs.
// Money is integer cents in and out (types.ts); the dollar core behind it is not exported.
export { simulateRetirement, createRetirementSimulation } from './retirement-in-cents';
export { PlanningInputError } from './planning-input-error';
export { DEFAULT_ASSUMPTIONS } from './capital-market';
export { DEFAULT_PATHS, DEFAULT_SEED, MAX_PATHS } from './validate-input';
export { socialSecurityFactor, spousalBenefitFactor } from './social-security';
export type * from './types';
export { calculateCreditCardPayoff, calculateMortgage, calculateLoanPayoff, calculateEligibilityScore } from './debts-in-cents';
