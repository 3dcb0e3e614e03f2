// Dated monthly and yearly schedules of a fixed-rate loan, shared by mortgage and loan payoff.
import { addMonths, startOfMonth, yearOf } from '../calendar';
import { amortiseCents, levelPaymentCents, type CentsMonth } from './amortisation';
import { requireCalendarDate } from './dates';
import { centsToDollars } from '../money/money';
import { requireFinite, requireInRange } from './number-checks';
import { PlanningInputError } from './planning-input-error';
import type { LoanScheduleMonthInDollars, LoanScheduleResultInDollars, LoanScheduleYearInDollars } from './dollar-types';
import type { ScheduleDates } from './types';

const MAX_YEARS = 100;

/** First payment date: startDate, else the first day of the month after asOfDate. */
export function firstPaymentDate(dates: ScheduleDates): string {
  if (dates.startDate !== undefined) return requireCalendarDate(dates.startDate, 'startDate', 'Start date');
  if (dates.asOfDate !== undefined) {
    return addMonths(startOfMonth(requireCalendarDate(dates.asOfDate, 'asOfDate', 'As-of date')), 1);
  }
  throw new PlanningInputError('startDate', 'Start date or as-of date is required');
}

/** A term in years that is a whole number of months, up to 100 years; returns the months. */
export function requireTermMonths(years: unknown, field: string, label: string): number {
  const value = requireFinite(years, field, label);
  if (!(value > 0) || value > MAX_YEARS) {
    throw new PlanningInputError(field, `${label} must be greater than 0 and at most ${MAX_YEARS} years`);
  }
  const months = Math.round(value * 12);
  if (Math.abs(value * 12 - months) > 1e-9) {
    throw new PlanningInputError(field, `${label} must be a whole number of months`);
  }
  return months;
}

/** An annual interest rate from 0 to 1 (100%). */
export function requireAnnualRate(value: unknown, field: string): number {
  return requireInRange(value, field, 'Interest rate', 0, 1);
}

/** Level-payment schedule: payment rounded to the cent, the last one adjusted (or earlier, if the rounding overpays). */
export function buildLoanSchedule(loanCents: number, annualRate: number, months: number, firstPayment: string): LoanScheduleResultInDollars {
  const rate = annualRate / 12;
  const paymentCents = levelPaymentCents(loanCents, rate, months);
  const schedule = loanCents > 0 ? amortiseCents(loanCents, rate, paymentCents, months, true) : null;
  const centsMonths = schedule?.months ?? [];
  const monthlyData = centsMonths.map((m, i) => toMonth(m, i + 1, addMonths(firstPayment, i)));
  return {
    loanAmount: centsToDollars(loanCents),
    monthlyPayment: centsToDollars(paymentCents),
    principalPaid: centsToDollars(loanCents),
    interestPaid: centsToDollars(schedule?.totalInterest ?? 0),
    monthlyData,
    yearlyData: toYears(centsMonths, firstPayment),
  };
}

function toMonth(m: CentsMonth, month: number, date: string): LoanScheduleMonthInDollars {
  return {
    month,
    date,
    payment: centsToDollars(m.payment),
    principal: centsToDollars(m.principal),
    interest: centsToDollars(m.interest),
    remainingLoan: centsToDollars(m.balance),
  };
}

// Calendar-year rows: sums of their months in cents, balance after the year's last payment.
function toYears(months: CentsMonth[], firstPayment: string): LoanScheduleYearInDollars[] {
  const totals: { year: number; last: number; payment: number; principal: number; interest: number }[] = [];
  months.forEach((m, i) => {
    const year = yearOf(addMonths(firstPayment, i));
    let total = totals[totals.length - 1];
    if (total?.year !== year) totals.push((total = { year, last: i, payment: 0, principal: 0, interest: 0 }));
    total.last = i;
    total.payment += m.payment;
    total.principal += m.principal;
    total.interest += m.interest;
  });
  return totals.map((t) => ({
    year: t.year,
    date: addMonths(firstPayment, t.last),
    payment: centsToDollars(t.payment),
    principal: centsToDollars(t.principal),
    interest: centsToDollars(t.interest),
    remainingLoan: centsToDollars(months[t.last]?.balance ?? 0),
  }));
}
