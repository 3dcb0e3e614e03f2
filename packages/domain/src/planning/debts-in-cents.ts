// The debt calculators' public edge: money in and out as integer cents, the dollar core
// (credit-card-payoff.ts, mortgage.ts, loan-payoff.ts, eligibility.ts) unchanged inside.
import { centsToDollars } from '../money/money';
import { runInCents, wholeCents } from './cents-edge';
import { calculateCreditCardPayoffInDollars } from './credit-card-payoff';
import type { LoanScheduleMonthInDollars, LoanScheduleResultInDollars, LoanScheduleYearInDollars } from './dollar-types';
import { calculateEligibilityScoreInDollars } from './eligibility';
import { calculateLoanPayoffInDollars } from './loan-payoff';
import { calculateMortgageInDollars } from './mortgage';
import type {
  CreditCardPayoffInput,
  CreditCardPayoffResult,
  EligibilityInput,
  LoanPayoffInput,
  LoanScheduleMonth,
  LoanScheduleResult,
  LoanScheduleYear,
  MortgageInput,
  MortgageResult,
} from './types';

const optionalDollars = (cents: number | undefined) => (cents === undefined ? undefined : centsToDollars(cents));

/**
 * Credit card payoff at a fixed monthly payment (see calculateCreditCardPayoffInDollars), in
 * cents. Throws PlanningInputError, naming the field as given (balanceCents, ...).
 */
export function calculateCreditCardPayoff(input: CreditCardPayoffInput): CreditCardPayoffResult {
  const result = runInCents(() =>
    calculateCreditCardPayoffInDollars({
      balance: centsToDollars(input.balanceCents),
      interestRate: input.interestRate,
      paymentPerMonth: centsToDollars(input.paymentPerMonthCents),
    }),
  );
  return {
    monthsToPayoff: result.monthsToPayoff,
    totalPrincipalPaidCents: wholeCents(result.totalPrincipalPaid),
    totalInterestPaidCents: wholeCents(result.totalInterestPaid),
    monthlyData: result.monthlyData.map((month) => ({
      month: month.month,
      paymentCents: wholeCents(month.payment),
      principalCents: wholeCents(month.principal),
      interestCents: wholeCents(month.interest),
      remainingBalanceCents: wholeCents(month.remainingBalance),
    })),
  };
}

function rowAmountsToCents(row: LoanScheduleMonthInDollars | LoanScheduleYearInDollars) {
  return {
    paymentCents: wholeCents(row.payment),
    principalCents: wholeCents(row.principal),
    interestCents: wholeCents(row.interest),
    remainingLoanCents: wholeCents(row.remainingLoan),
  };
}

function loanScheduleToCents(schedule: LoanScheduleResultInDollars): LoanScheduleResult {
  return {
    loanAmountCents: wholeCents(schedule.loanAmount),
    monthlyPaymentCents: wholeCents(schedule.monthlyPayment),
    principalPaidCents: wholeCents(schedule.principalPaid),
    interestPaidCents: wholeCents(schedule.interestPaid),
    monthlyData: schedule.monthlyData.map((row): LoanScheduleMonth => ({ month: row.month, date: row.date, ...rowAmountsToCents(row) })),
    yearlyData: schedule.yearlyData.map((row): LoanScheduleYear => ({ year: row.year, date: row.date, ...rowAmountsToCents(row) })),
  };
}

/** Mortgage schedule and 28/36 eligibility score (see calculateMortgageInDollars), in cents. Throws PlanningInputError. */
export function calculateMortgage(input: MortgageInput): MortgageResult {
  const { homePriceCents, annualIncomeCents, monthlyDebtsCents, ...unitless } = input;
  const result = runInCents(() =>
    calculateMortgageInDollars({
      ...unitless,
      homePrice: centsToDollars(homePriceCents),
      annualIncome: optionalDollars(annualIncomeCents),
      monthlyDebts: optionalDollars(monthlyDebtsCents),
    }),
  );
  return { ...loanScheduleToCents(result), eligibilityScore: result.eligibilityScore };
}

/** Level-payment loan schedule (see calculateLoanPayoffInDollars), in cents. Throws PlanningInputError. */
export function calculateLoanPayoff(input: LoanPayoffInput): LoanScheduleResult {
  const { loanAmountCents, ...unitless } = input;
  return loanScheduleToCents(runInCents(() => calculateLoanPayoffInDollars({ ...unitless, loanAmount: centsToDollars(loanAmountCents) })));
}

/** The 28/36 eligibility score (see calculateEligibilityScoreInDollars) from amounts in cents. */
export function calculateEligibilityScore(input: EligibilityInput): number | null {
  return calculateEligibilityScoreInDollars({
    monthlyHousingPayment: centsToDollars(input.monthlyHousingPaymentCents),
    annualIncome: optionalDollars(input.annualIncomeCents),
    monthlyDebts: optionalDollars(input.monthlyDebtsCents),
  });
}
