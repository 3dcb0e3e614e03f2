/**
 * The sandbox's calendar: monthly periods counted from the billing cycle anchor as Stripe does (the
 * anchor's day of the month, the month's last day when it is shorter), and the dunning schedule.
 * Times are Unix seconds (UTC).
 */

export const DAY_SECONDS = 86_400;
/** customer.subscription.trial_will_end is sent this long before the trial ends. */
export const TRIAL_WILL_END_NOTICE_SECONDS = 3 * DAY_SECONDS;
/** A failed invoice is tried again this long after each failure… */
export const RETRY_DELAY_SECONDS = 3 * DAY_SECONDS;
/** …until this many attempts have failed; the subscription is then unpaid. */
export const MAX_PAYMENT_ATTEMPTS = 4;

/** The anchor moved on by whole months, its day kept or clamped to the month's end. */
export function addMonths(anchor: number, months: number): number {
  const date = new Date(anchor * 1000);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(date.getUTCDate(), lastDay);
  return Date.UTC(year, month, day, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()) / 1000;
}

/** The end of the monthly period that starts at `start` (the first anchored date after it). */
export function periodEndAfter(anchor: number, start: number): number {
  let months = 1;
  while (addMonths(anchor, months) <= start) months += 1;
  return addMonths(anchor, months);
}

/** Whether a card expiring at the end of that month has expired by `now`. */
export function cardExpired(expMonth: number, expYear: number, now: number): boolean {
  const date = new Date(now * 1000);
  return expYear < date.getUTCFullYear() || (expYear === date.getUTCFullYear() && expMonth < date.getUTCMonth() + 1);
}
