// The engine core's types: money in dollars (floats), as planning-model.md computes it; rates are
// decimals (0.06 for 6%), calendar dates 'YYYY-MM-DD' strings. Callers use the cents edge of
// types.ts; these stay for the core and its reference tests.
import type { CapitalMarketAssumptions, ScheduleDates } from './types';

export interface SocialSecurityInputInDollars {
  /** Primary insurance amount: the monthly benefit, in today's dollars, at full retirement age 67. */
  monthlyPia: number;
  /** Whole age 62 to 70 at which the benefit is claimed; default 67. */
  claimAge?: number;
}

export interface SpouseInputInDollars {
  birthDate: string;
  /** Added to the household salary while the household works (default 0). */
  salary?: number;
  socialSecurity?: SocialSecurityInputInDollars;
}

export interface RetirementInputInDollars {
  birthDate: string;
  /** "Today" for the plan: ages and calendar years count from it. */
  asOfDate: string;
  /** Current annual salary S0. */
  salary: number;
  /** Current retirement savings P0. */
  currentSavings: number;
  /** Share of income saved while working, 0.01 to 0.25. */
  savingsRate: number;
  /** Whole age 50 to 70. */
  retirementAge: number;
  /** Desired retirement spending as a share of current household income, 0 to 2 (used when retirementSpending is not given). */
  retirementIncomeRate: number;
  /** Annual retirement spending before tax in today's dollars; when given it replaces retirementIncomeRate x salary. */
  retirementSpending?: number;
  socialSecurity?: SocialSecurityInputInDollars;
  spouse?: SpouseInputInDollars;
  /** Effective tax rate on withdrawals, 0 up to (not including) 1; default 0. */
  effectiveTaxRate?: number;
  /** Real annual wage growth, -0.5 to 0.5; default 0. */
  wageGrowthRate?: number;
  /** Capital market assumptions; each top-level key given replaces the default one. */
  assumptions?: Partial<CapitalMarketAssumptions>;
}

/** One row per age, end-of-year values, real (today's) dollars. */
export interface RetirementRowInDollars {
  year: number;
  age: number;
  incomes: number;
  expenses: number;
  /** Negative when it is a withdrawal. */
  contribution: number;
  /** Glide-path weights as decimals (0.75 = 75%). */
  stock: number;
  bond: number;
  cash: number;
  /** Expected real portfolio return and its standard deviation, decimals. */
  mean: number;
  std: number;
  /** Exp. Portfolio: the recurrence with the mean return, no randomness. */
  exp: number;
  /** Sim Portfolio: median over all paths. */
  sim: number;
}

export interface RetirementResultInDollars {
  /** Probability of success in percent, 0 to 100 (not a grade). */
  retirementScore: number;
  /** Paths that could not fund a year. */
  failureNumber: number;
  /** Failures by age, aligned with rows; sums to failureNumber. */
  failuresByAge: number[];
  currentAge: number;
  retirementAge: number;
  rows: RetirementRowInDollars[];
  /** 90th, 50th and 10th percentiles by age (type 7), aligned with rows. */
  optimisticPercentile: number[];
  medianPercentile: number[];
  pessimisticPercentile: number[];
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

export interface RetirementSimulationInDollars {
  readonly result: RetirementResultInDollars;
  readonly input: RetirementInputInDollars;
  /**
   * Applies changes and recomputes. Changes of retirementAge, savingsRate, salary,
   * currentSavings, retirementIncomeRate, socialSecurity, spouse, effectiveTaxRate or
   * wageGrowthRate only alter cash flows and replay the cached per-path returns (common random
   * numbers: no jitter while dragging); a change of the current age (birthDate, asOfDate) or of
   * the assumptions redraws them from the same seed. Either way the result equals
   * simulateRetirementInDollars(latest input, options) bit for bit.
   */
  update(changes: Partial<RetirementInputInDollars>): RetirementResultInDollars;
}

export interface CreditCardPayoffInputInDollars {
  balance: number;
  /** APR as a decimal. */
  interestRate: number;
  paymentPerMonth: number;
}

export interface CreditCardMonthInDollars {
  month: number;
  payment: number;
  principal: number;
  interest: number;
  remainingBalance: number;
}

export interface CreditCardPayoffResultInDollars {
  /** null when the payment never pays the balance off (or would take over 100 years). */
  monthsToPayoff: number | null;
  /** The balance when paid off; 0 when monthsToPayoff is null. */
  totalPrincipalPaid: number;
  /** Total paid minus the balance; 0 when monthsToPayoff is null. */
  totalInterestPaid: number;
  /** Month-by-month schedule; empty when monthsToPayoff is null. */
  monthlyData: CreditCardMonthInDollars[];
}

export interface LoanScheduleMonthInDollars {
  month: number;
  date: string;
  payment: number;
  principal: number;
  interest: number;
  remainingLoan: number;
}

export interface LoanScheduleYearInDollars {
  year: number;
  /** Date of the last payment in that calendar year. */
  date: string;
  payment: number;
  principal: number;
  interest: number;
  remainingLoan: number;
}

export interface MortgageInputInDollars extends ScheduleDates {
  homePrice: number;
  interestRate: number;
  /** Down payment as a decimal share of the price, 0 to 1. */
  percentDownPayment: number;
  numYears: number;
  annualIncome?: number;
  monthlyDebts?: number;
}

export interface LoanScheduleResultInDollars {
  loanAmount: number;
  /** The regular payment; the last one is adjusted so the loan ends at exactly 0. */
  monthlyPayment: number;
  principalPaid: number;
  interestPaid: number;
  monthlyData: LoanScheduleMonthInDollars[];
  yearlyData: LoanScheduleYearInDollars[];
}

export interface MortgageResultInDollars extends LoanScheduleResultInDollars {
  /** 0 to 100 from the 28/36 guideline; 50 means exactly at the limit; null without income. */
  eligibilityScore: number | null;
}

export interface LoanPayoffInputInDollars extends ScheduleDates {
  loanAmount: number;
  interestRate: number;
  /** Term in years (a whole number of months). */
  loanTerm: number;
}
