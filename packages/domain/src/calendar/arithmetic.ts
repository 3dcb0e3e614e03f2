import { dayOfMonth, daysInMonth, monthOf, toCalendarDate, yearOf } from './calendar-date';
import { dateOfDayNumber, dayNumberOf } from './day-number';

// Results outside 0001-01-01..9999-12-31 are a RangeError, never a date that string order would misplace.

export function addDays(date: string, days: number): string {
  return dateOfDayNumber(dayNumberOf(date) + days);
}

/** Days from `from` to `to`: negative when `to` is earlier, 0 for the same day. */
export function daysBetween(from: string, to: string): number {
  return dayNumberOf(to) - dayNumberOf(from);
}

/** The same day `months` later (or earlier), clamped to the month's last day: 01-31 plus a month is 02-28 or 02-29. */
export function addMonths(date: string, months: number): string {
  const index = yearOf(date) * 12 + (monthOf(date) - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return toCalendarDate(year, month, Math.min(dayOfMonth(date), daysInMonth(year, month)));
}

/** The same day `years` later (or earlier); 29 February becomes 28 February in a common year. */
export function addYears(date: string, years: number): string {
  return addMonths(date, years * 12);
}

/** Whole months from `from` to `to` (negative when `to` is earlier): a month counts once its day of the month is reached. */
export function wholeMonthsBetween(from: string, to: string): number {
  const months = (yearOf(to) - yearOf(from)) * 12 + (monthOf(to) - monthOf(from));
  return dayOfMonth(to) < dayOfMonth(from) ? months - 1 : months;
}

/** Whole years from `from` to `to` (an age): a birthday counts once its month and day are reached; 29 February's on 1 March. */
export function wholeYearsBetween(from: string, to: string): number {
  return yearOf(to) - yearOf(from) - (to.slice(5) < from.slice(5) ? 1 : 0);
}

/** Every day from start to end, both included (none when end is before start). */
export function eachDay(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (let day = dayNumberOf(startDate), last = dayNumberOf(endDate); day <= last; day++) days.push(dateOfDayNumber(day));
  return days;
}
