// Month-by-month schedules in integer cents. The balance follows the exact recurrence
// b_k = b_(k-1) (1 + r) - payment, and each month's interest in cents is the change in the
// rounded running total of interest, so rounding never drifts: principal sums to the loan to the
// cent, the last payment is adjusted and the final balance is exactly 0.

export interface CentsMonth {
  payment: number;
  principal: number;
  interest: number;
  /** Balance after this month's payment. */
  balance: number;
}

export interface CentsSchedule {
  months: CentsMonth[];
  totalInterest: number;
}

/**
 * Pays `paymentCents` a month on `balanceCents` at monthly rate `rate` until the balance is
 * paid; the month the remaining balance plus interest fits in a payment, or month `lastMonth`,
 * pays everything left. Returns null if not paid off within `lastMonth` months when
 * `forceLastMonth` is false.
 */
export function amortiseCents(balanceCents: number, rate: number, paymentCents: number, lastMonth: number, forceLastMonth: boolean): CentsSchedule | null {
  const months: CentsMonth[] = [];
  let exactBalance = balanceCents;
  let interestTotal = 0; // exact running total, in cents
  let roundedTotal = 0;
  let principalPaid = 0;
  for (let k = 1; k <= lastMonth; k++) {
    const interest = exactBalance * rate;
    const isLast = exactBalance + interest <= paymentCents || (k === lastMonth && forceLastMonth);
    interestTotal += interest;
    const interestCents = Math.round(interestTotal) - roundedTotal;
    roundedTotal += interestCents;
    const principal = isLast ? balanceCents - principalPaid : paymentCents - interestCents;
    principalPaid += principal;
    months.push({ payment: principal + interestCents, principal, interest: interestCents, balance: balanceCents - principalPaid });
    if (isLast) return { months, totalInterest: roundedTotal };
    exactBalance = exactBalance + interest - paymentCents;
  }
  return null;
}

/**
 * Level payment M = L r / (1 - (1 + r)^-n), in unrounded cents, written as L / S + L r with the
 * annuity factor S = sum of (1 + r)^k for k < n: no cancellation for tiny rates, and L / n at 0.
 */
export function levelPayment(loanCents: number, rate: number, months: number): number {
  let annuity = 0;
  for (let k = 0; k < months; k++) annuity = 1 + annuity * (1 + rate);
  return loanCents / annuity + loanCents * rate;
}

/**
 * The level payment rounded to the cent; rounded up instead when rounding to nearest would not
 * cover the first month's interest (tiny loans, very long terms), so the balance always falls.
 */
export function levelPaymentCents(loanCents: number, rate: number, months: number): number {
  const exact = levelPayment(loanCents, rate, months);
  const nearest = Math.round(exact);
  return nearest > loanCents * rate || loanCents === 0 ? nearest : Math.ceil(exact);
}
