import { addDays } from './arithmetic';
import { dayNumberOf } from './day-number';

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(date: string): number {
  // Day 0, 1970-01-01, was a Thursday.
  return (((dayNumberOf(date) + 4) % 7) + 7) % 7;
}

export function isWeekend(date: string): boolean {
  const weekday = weekdayOf(date);
  return weekday === 0 || weekday === 6;
}

/** The date itself on a weekday, else the Friday before: a payday or market day that falls on a weekend moves back. */
export function weekdayOnOrBefore(date: string): string {
  const weekday = weekdayOf(date);
  if (weekday === 6) return addDays(date, -1);
  if (weekday === 0) return addDays(date, -2);
  return date;
}
