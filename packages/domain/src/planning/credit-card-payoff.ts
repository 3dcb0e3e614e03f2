import { amortiseCents } from './amortisation';
import { centsToDollars, dollarsToCents } from '../money/money';
import { MAX_MONEY, requirePositive } from './number-checks';
import { PlanningInputError } from './planning-input-error';
import { log } from './portable-math';
import type { CreditCardPayoffInputInDollars, CreditCardPayoffResultInDollars } from './dollar-types';

/** Schedules longer than this are reported as never paid off. */
export const MAX_PAYOFF_MONTHS = 1200;

/**
 * Months to pay off, n = ceil(-ln(1 - rB/M) / ln(1 + r)) with r = APR / 12, or null when the
 * payment does not exceed the first month's interest (it never pays off).
 */
export function payoffMonths(balance: number, monthlyRate: number, payment: number): number | null {
  if (payment <= monthlyRate * balance) return null;
  return Math.ceil(-log(1 - (monthlyRate * balance) / payment) / log(1 + monthlyRate));
}

/**
 * Credit card payoff at a fixed monthly payment, in dollars (the public edge, in cents, is
 * debts-in-cents.ts). Checks, in the spec's order and wording:
 * 'Balance must be greater than 0', 'Interest rate must be greater than 0',
 * 'Payment per month must be greater than 0' (PlanningInputError). When the payment never pays
 * the balance off, or would take over 100 years, monthsToPayoff is null, the totals 0 and the
 * schedule empty.
 */
export function calculateCreditCardPayoffInDollars(input: CreditCardPayoffInputInDollars): CreditCardPayoffResultInDollars {
  const balanceCents = requireCents(input.balance, 'balance', 'Balance');
  const apr = requirePositive(input.interestRate, 'interestRate', 'Interest rate', 1, '1 (100%)');
  const paymentCents = requireCents(input.paymentPerMonth, 'paymentPerMonth', 'Payment per month');
  const rate = apr / 12;
  const months = payoffMonths(balanceCents, rate, paymentCents);
  const schedule = months === null || months > MAX_PAYOFF_MONTHS ? null : amortiseCents(balanceCents, rate, paymentCents, MAX_PAYOFF_MONTHS, false);
  if (schedule === null) {
    return { monthsToPayoff: null, totalPrincipalPaid: 0, totalInterestPaid: 0, monthlyData: [] };
  }
  return {
    monthsToPayoff: schedule.months.length,
    totalPrincipalPaid: centsToDollars(balanceCents),
    totalInterestPaid: centsToDollars(schedule.totalInterest),
    monthlyData: schedule.months.map((m, i) => ({
      month: i + 1,
      payment: centsToDollars(m.payment),
      principal: centsToDollars(m.principal),
      interest: centsToDollars(m.interest),
      remainingBalance: centsToDollars(m.balance),
    })),
  };
}

// A positive amount, in cents; one that rounds to 0 cents counts as 0.
function requireCents(value: unknown, field: string, label: string): number {
  const dollars = requirePositive(value, field, label, MAX_MONEY, '1,000,000,000');
  const cents = dollarsToCents(dollars);
  if (cents < 1) throw new PlanningInputError(field, `${label} must be greater than 0`);
  return cents;
}
