import { buildLoanSchedule, firstPaymentDate, requireAnnualRate, requireTermMonths } from './loan-schedule';
import { dollarsToCents } from '../money/money';
import { MAX_MONEY, requirePositive } from './number-checks';
import type { LoanPayoffInput, LoanScheduleResult } from './types';

/**
 * Loan payoff: level-payment schedule of loanAmount over loanTerm years. Dates: see
 * ScheduleDates. Throws PlanningInputError for input out of range.
 */
export function calculateLoanPayoff(input: LoanPayoffInput): LoanScheduleResult {
  const amount = requirePositive(input.loanAmount, 'loanAmount', 'Loan amount', MAX_MONEY, '1,000,000,000');
  const rate = requireAnnualRate(input.interestRate, 'interestRate');
  const months = requireTermMonths(input.loanTerm, 'loanTerm', 'Loan term');
  return buildLoanSchedule(dollarsToCents(amount), rate, months, firstPaymentDate(input));
}
