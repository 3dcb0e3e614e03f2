import { buildLoanSchedule, firstPaymentDate, requireAnnualRate, requireTermMonths } from './loan-schedule';
import { dollarsToCents } from '../money/money';
import { MAX_MONEY, requirePositive } from './number-checks';
import type { LoanPayoffInputInDollars, LoanScheduleResultInDollars } from './dollar-types';

/**
 * Loan payoff, in dollars (the public edge, in cents, is debts-in-cents.ts): level-payment
 * schedule of loanAmount over loanTerm years. Dates: see ScheduleDates. Throws
 * PlanningInputError for input out of range.
 */
export function calculateLoanPayoffInDollars(input: LoanPayoffInputInDollars): LoanScheduleResultInDollars {
  const amount = requirePositive(input.loanAmount, 'loanAmount', 'Loan amount', MAX_MONEY, '1,000,000,000');
  const rate = requireAnnualRate(input.interestRate, 'interestRate');
  const months = requireTermMonths(input.loanTerm, 'loanTerm', 'Loan term');
  return buildLoanSchedule(dollarsToCents(amount), rate, months, firstPaymentDate(input));
}
