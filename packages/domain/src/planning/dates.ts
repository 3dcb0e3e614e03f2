// Calendar dates as plain { year, month, day } values: no Date objects, so no time zone can
// shift a day.
import { PlanningInputError } from './planning-input-error';

export interface CalendarDate {
  year: number;
  month: number; // 1..12
  day: number; // 1..31
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Parses a 'YYYY-MM-DD' calendar date or throws a PlanningInputError naming the field. */
export function parseIsoDate(value: unknown, field: string, label: string): CalendarDate {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (match) {
    const year = Number(match[1]);
    const month = Number(match[2]);
    const day = Number(match[3]);
    if (month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)) {
      return { year, month, day };
    }
  }
  throw new PlanningInputError(field, `${label} must be a valid date in YYYY-MM-DD format`);
}

export function formatIsoDate(date: CalendarDate): string {
  const mm = String(date.month).padStart(2, '0');
  const dd = String(date.day).padStart(2, '0');
  return `${String(date.year).padStart(4, '0')}-${mm}-${dd}`;
}

/** Negative, zero or positive as a is before, equal to or after b. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Whole years from `from` to `to` (an age): a birthday counts once its month and day are reached. */
export function wholeYearsBetween(from: CalendarDate, to: CalendarDate): number {
  const beforeAnniversary = to.month < from.month || (to.month === from.month && to.day < from.day);
  return to.year - from.year - (beforeAnniversary ? 1 : 0);
}

/** `months` months after `start`, keeping its day of month, clamped to the month's last day. */
export function addMonths(start: CalendarDate, months: number): CalendarDate {
  const index = start.year * 12 + (start.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(start.day, daysInMonth(year, month)) };
}

export function firstOfNextMonth(date: CalendarDate): CalendarDate {
  return addMonths({ year: date.year, month: date.month, day: 1 }, 1);
}
