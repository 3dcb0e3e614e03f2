import { calculateEligibilityScoreInDollars } from './eligibility';
import { buildLoanSchedule, firstPaymentDate, requireAnnualRate, requireTermMonths } from './loan-schedule';
import { dollarsToCents } from '../money/money';
import { MAX_MONEY, requireInRange, requireMoney, requirePositive } from './number-checks';
import type { MortgageInputInDollars, MortgageResultInDollars } from './dollar-types';

/**
 * Mortgage, in dollars (the public edge, in cents, is debts-in-cents.ts): loan = price (1 - down
 * share); level payment, monthly and yearly schedules, and the 28/36 eligibility score when
 * annualIncome is given. Dates: see ScheduleDates. Throws PlanningInputError for input out of range.
 */
export function calculateMortgageInDollars(input: MortgageInputInDollars): MortgageResultInDollars {
  const price = requirePositive(input.homePrice, 'homePrice', 'Home price', MAX_MONEY, '1,000,000,000');
  const rate = requireAnnualRate(input.interestRate, 'interestRate');
  const down = requireInRange(input.percentDownPayment, 'percentDownPayment', 'Down payment', 0, 1);
  const months = requireTermMonths(input.numYears, 'numYears', 'Number of years');
  const annualIncome = input.annualIncome === undefined ? undefined : requireMoney(input.annualIncome, 'annualIncome', 'Annual income');
  const monthlyDebts = requireMoney(input.monthlyDebts ?? 0, 'monthlyDebts', 'Monthly debts');
  const firstPayment = firstPaymentDate(input);
  // Split the price in cents so loan + down payment is exactly the price.
  const priceCents = dollarsToCents(price);
  const loanCents = priceCents - Math.round(priceCents * down);
  const schedule = buildLoanSchedule(loanCents, rate, months, firstPayment);
  return {
    ...schedule,
    eligibilityScore: calculateEligibilityScoreInDollars({
      monthlyHousingPayment: schedule.monthlyPayment,
      annualIncome,
      monthlyDebts,
    }),
  };
}
