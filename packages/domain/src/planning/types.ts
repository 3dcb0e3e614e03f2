// Public types of the planning engine. Money is integer cents at this edge, in fields named so
// (the contracts' names where they have one); rates are decimals (0.06 for 6%), calendar dates
// 'YYYY-MM-DD' strings. Inside, the engine computes in dollars (dollar-types.ts): each public
// function converts once on the way in and rounds once, half away from zero, on the way out.

export interface SocialSecurityInput {
  /** Primary insurance amount: the monthly benefit, in today's cents, at full retirement age 67. */
  monthlyPiaCents: number;
  /** Whole age 62 to 70 at which the benefit is claimed; default 67. */
  claimAge?: number;
}

export interface SpouseInput {
  birthDate: string;
  /** Added to the household salary while the household works (default 0). */
  salaryCents?: number;
  socialSecurity?: SocialSecurityInput;
}

export interface AssetAssumption {
  /** Nominal arithmetic mean annual return. */
  mean: number;
  /** Nominal annual standard deviation. */
  stdDev: number;
}

export interface CapitalMarketAssumptions {
  /** Fixed annual inflation used to turn nominal moments into real ones. */
  inflation: number;
  stocks: AssetAssumption;
  bonds: AssetAssumption;
  cash: AssetAssumption;
  correlations: { stocksBonds: number; stocksCash: number; bondsCash: number };
}

export interface RetirementInput {
  birthDate: string;
  /** "Today" for the plan: ages and calendar years count from it. */
  asOfDate: string;
  /** Current annual salary S0. */
  salaryCents: number;
  /** Current retirement savings P0. */
  currentSavingsCents: number;
  /** Share of income saved while working, 0.01 to 0.25. */
  savingsRate: number;
  /** Whole age 50 to 70. */
  retirementAge: number;
  /** Desired retirement spending as a share of current household income, 0 to 2 (used when retirementSpendingCents is not given). */
  retirementIncomeRate: number;
  /** Annual retirement spending before tax in today's cents; when given it replaces retirementIncomeRate x salary. */
  retirementSpendingCents?: number;
  socialSecurity?: SocialSecurityInput;
  spouse?: SpouseInput;
  /** Effective tax rate on withdrawals, 0 up to (not including) 1; default 0. */
  effectiveTaxRate?: number;
  /** Real annual wage growth, -0.5 to 0.5; default 0. */
  wageGrowthRate?: number;
  /** Capital market assumptions; each top-level key given replaces the default one. */
  assumptions?: Partial<CapitalMarketAssumptions>;
}

export interface SimulationOptions {
  /** Number of Monte Carlo paths, 1 to 200,000; default 10,000. */
  paths?: number;
  /** Unsigned 32-bit seed; default {@link DEFAULT_SEED}. */
  seed?: number;
}

/** One row per age, end-of-year values, real (today's) cents. */
export interface RetirementRow {
  year: number;
  age: number;
  incomesCents: number;
  expensesCents: number;
  /** Negative when it is a withdrawal. */
  contributionCents: number;
  /** Glide-path weights as decimals (0.75 = 75%). */
  stock: number;
  bond: number;
  cash: number;
  /** Expected real portfolio return and its standard deviation, decimals. */
  mean: number;
  std: number;
  /** Exp. Portfolio: the recurrence with the mean return, no randomness. */
  expCents: number;
  /** Sim Portfolio: median over all paths. */
  simCents: number;
}

export interface RetirementResult {
  /** Probability of success in percent, 0 to 100 (not a grade). */
  retirementScore: number;
  /** Paths that could not fund a year. */
  failureNumber: number;
  /** Failures by age, aligned with rows; sums to failureNumber. */
  failuresByAge: number[];
  currentAge: number;
  retirementAge: number;
  rows: RetirementRow[];
  /** 90th, 50th and 10th percentiles by age (type 7), aligned with rows. */
  optimisticPercentileCents: number[];
  medianPercentileCents: number[];
  pessimisticPercentileCents: number[];
  /** Median age at depletion among failed paths; null when no path fails. */
  medianDepletionAge: number | null;
  /**
   * Share of retirement spending paid, over all paths and retirement years: the portfolio pays in
   * full until it is depleted, then only Social Security is left. 1 when nothing fails.
   */
  spendingFundedRate: number;
  assumptions: CapitalMarketAssumptions;
  seed: number;
  paths: number;
}

export interface RetirementSimulation {
  readonly result: RetirementResult;
  readonly input: RetirementInput;
  /**
   * Applies changes (money in cents) and recomputes. Changes of retirementAge, savingsRate,
   * salaryCents, currentSavingsCents, retirementIncomeRate, socialSecurity, spouse,
   * effectiveTaxRate or wageGrowthRate only alter cash flows and replay the cached per-path
   * returns (common random numbers: no jitter while dragging); a change of the current age
   * (birthDate, asOfDate) or of the assumptions redraws them from the same seed. Either way the
   * result equals simulateRetirement(latest input, options) bit for bit.
   */
  update(changes: Partial<RetirementInput>): RetirementResult;
}

export interface CreditCardPayoffInput {
  balanceCents: number;
  /** APR as a decimal. */
  interestRate: number;
  paymentPerMonthCents: number;
}

export interface CreditCardMonth {
  month: number;
  paymentCents: number;
  principalCents: number;
  interestCents: number;
  remainingBalanceCents: number;
}

export interface CreditCardPayoffResult {
  /** null when the payment never pays the balance off (or would take over 100 years). */
  monthsToPayoff: number | null;
  /** The balance when paid off; 0 when monthsToPayoff is null. */
  totalPrincipalPaidCents: number;
  /** Total paid minus the balance; 0 when monthsToPayoff is null. */
  totalInterestPaidCents: number;
  /** Month-by-month schedule; empty when monthsToPayoff is null. */
  monthlyData: CreditCardMonth[];
}

export interface LoanScheduleMonth {
  month: number;
  date: string;
  paymentCents: number;
  principalCents: number;
  interestCents: number;
  remainingLoanCents: number;
}

export interface LoanScheduleYear {
  year: number;
  /** Date of the last payment in that calendar year. */
  date: string;
  paymentCents: number;
  principalCents: number;
  interestCents: number;
  remainingLoanCents: number;
}

/**
 * Schedules need a first payment date, and "today" is an argument: pass startDate (the first
 * payment date) or asOfDate (the first payment is then the first day of the following month).
 */
export interface ScheduleDates {
  startDate?: string;
  asOfDate?: string;
}

export interface MortgageInput extends ScheduleDates {
  homePriceCents: number;
  interestRate: number;
  /** Down payment as a decimal share of the price, 0 to 1. */
  percentDownPayment: number;
  numYears: number;
  annualIncomeCents?: number;
  monthlyDebtsCents?: number;
}

export interface LoanScheduleResult {
  loanAmountCents: number;
  /** The regular payment; the last one is adjusted so the loan ends at exactly 0. */
  monthlyPaymentCents: number;
  principalPaidCents: number;
  interestPaidCents: number;
  monthlyData: LoanScheduleMonth[];
  yearlyData: LoanScheduleYear[];
}

export interface MortgageResult extends LoanScheduleResult {
  /** 0 to 100 from the 28/36 guideline; 50 means exactly at the limit; null without income. */
  eligibilityScore: number | null;
}

export interface LoanPayoffInput extends ScheduleDates {
  loanAmountCents: number;
  interestRate: number;
  /** Term in years (a whole number of months). */
  loanTerm: number;
}

export interface EligibilityInput {
  /** The loan's regular monthly payment (principal and interest). */
  monthlyHousingPaymentCents: number;
  annualIncomeCents?: number;
  monthlyDebtsCents?: number;
}
