// Days counted from 1970-01-01 (0) and back, by Howard Hinnant's days_from_civil and civil_from_days
// (http://howardhinnant.github.io/date_algorithms.html): integer arithmetic over 400-year eras, with
// years starting in March so the leap day comes last. No Date object, so no time zone and no
// two-digit-year quirk of Date.UTC.
import { dayOfMonth, monthOf, toCalendarDate, yearOf } from './calendar-date';

const DAYS_PER_ERA = 146_097;
const DAYS_FROM_0000_03_01_TO_EPOCH = 719_468;

/** The day's number: 1970-01-01 is 0, the day after is 1. */
export function dayNumberOf(date: string): number {
  const month = monthOf(date);
  const year = yearOf(date) - (month <= 2 ? 1 : 0);
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + dayOfMonth(date) - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * DAYS_PER_ERA + dayOfEra - DAYS_FROM_0000_03_01_TO_EPOCH;
}

/** The date of a day number; a RangeError outside 0001-01-01 to 9999-12-31. */
export function dateOfDayNumber(dayNumber: number): string {
  const days = dayNumber + DAYS_FROM_0000_03_01_TO_EPOCH;
  const era = Math.floor(days / DAYS_PER_ERA);
  const dayOfEra = days - era * DAYS_PER_ERA;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  return toCalendarDate(yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day);
}
