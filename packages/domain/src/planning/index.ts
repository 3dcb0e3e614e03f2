// Public API of @finboard/domain/planning: the retirement Monte Carlo and the debt calculators
// of planning-model.md. Pure functions: randomness (seed) and "today" (asOfDate) are inputs.
export { simulateRetirement } from './simulate-retirement';
export { createRetirementSimulation } from './create-retirement-simulation';
export { PlanningInputError } from './planning-input-error';
export { DEFAULT_ASSUMPTIONS } from './capital-market';
export { DEFAULT_PATHS, DEFAULT_SEED, MAX_PATHS } from './validate-input';
export { socialSecurityFactor, spousalBenefitFactor } from './social-security';
export type * from './types';
export { calculateCreditCardPayoff } from './credit-card-payoff';
export { calculateMortgage } from './mortgage';
export { calculateLoanPayoff } from './loan-payoff';
export { calculateEligibilityScore, type EligibilityInput } from './eligibility';
