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
