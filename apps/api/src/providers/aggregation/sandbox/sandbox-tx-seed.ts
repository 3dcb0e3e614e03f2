import { dayOfMonth, daysInMonth, monthOf, weekdayOf, yearOf } from '@finboard/domain/calendar';

/** One transaction as generated: its posted date, and how many days it was pending before that. */
export interface TxSeed {
  /** Unique among the account's transactions that post on `date`. */
  key: string;
  accountId: string;
  date: string;
  /** 0 = posts without a pending phase (payroll, ACH); otherwise authorised this many days earlier. */
  lagDays: number;
  amount: number;
  /** The authorised amount when it differs from the posted one (a tip added later). */
  pendingAmount: number | null;
  name: string;
  merchantName: string | null;
  primary: string;
  detailed: string;
  channel: 'online' | 'in store' | 'other';
}

/** Longest pending phase: a transaction posting later than `today + MAX_LAG_DAYS` cannot exist yet. */
export const MAX_LAG_DAYS = 3;

/**
 * Whether something scheduled for `day` of the month (or its last day) posts on `date`: nothing
 * posts on a weekend, so Saturday's and Sunday's fall on the Friday before, even across a month end.
 * Plain arithmetic, as this runs for every rule on every day of two years.
 */
export function isScheduledOn(date: string, day: number | 'last'): boolean {
  const weekday = weekdayOf(date);
  if (weekday === 0 || weekday === 6) return false;
  let year = yearOf(date);
  let month = monthOf(date);
  let dom = dayOfMonth(date);
  let last = daysInMonth(year, month);
  for (let ahead = 0; ahead <= (weekday === 5 ? 2 : 0); ahead++) {
    if (ahead > 0 && ++dom > last) {
      dom = 1;
      year = month === 12 ? year + 1 : year;
      month = month === 12 ? 1 : month + 1;
      last = daysInMonth(year, month);
    }
    if (dom === (day === 'last' ? last : Math.min(day, last))) return true;
  }
  return false;
}

/** An ACH entry: posts on its date, no pending phase, no merchant location. */
export function achSeed(fields: Omit<TxSeed, 'lagDays' | 'pendingAmount' | 'channel'> & { channel?: TxSeed['channel'] }): TxSeed {
  return { lagDays: 0, pendingAmount: null, channel: 'other', ...fields };
}
