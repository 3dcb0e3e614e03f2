// Calendar dates are `YYYY-MM-DD` strings naming a day of the (proleptic) Gregorian calendar, from
// 0001-01-01 to 9999-12-31: days, not instants, so no time zone can move them. Four-digit years
// keep string order equal to date order, which the rest of the product relies on.

export const FIRST_CALENDAR_DATE = '0001-01-01';
export const LAST_CALENDAR_DATE = '9999-12-31';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const FEBRUARY = 2;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1 = January). */
export function daysInMonth(year: number, month: number): number {
  if (month === FEBRUARY) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function isDayOfCalendar(year: number, month: number, day: number): boolean {
  return [year, month, day].every(Number.isInteger) && year >= 1 && year <= 9999 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Whether `value` is a `YYYY-MM-DD` day that exists: 2024-02-29 is, 2023-02-29, 2024-02-31 and 0000-01-01 are not. */
export function isValidCalendarDate(value: unknown): value is string {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  return match !== null && isDayOfCalendar(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** The `YYYY-MM-DD` of a year, month (1 = January) and day; a RangeError for a day that does not exist. */
export function toCalendarDate(year: number, month: number, day: number): string {
  if (!isDayOfCalendar(year, month, day))
    throw new RangeError(`No calendar day ${year}-${month}-${day} (the calendar runs from ${FIRST_CALENDAR_DATE} to ${LAST_CALENDAR_DATE})`);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// The parts of a valid date: plain slices, as these run for every day of long ranges.
export const yearOf = (date: string): number => Number(date.slice(0, 4));
/** 1 = January. */
export const monthOf = (date: string): number => Number(date.slice(5, 7));
export const dayOfMonth = (date: string): number => Number(date.slice(8, 10));
/** `YYYY-MM`: the month a date is in, as monthly totals are keyed. */
export const monthKey = (date: string): string => date.slice(0, 7);
