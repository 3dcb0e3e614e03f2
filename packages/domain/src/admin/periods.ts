import { addDays, addMonths, daysInMonth, toCalendarDate } from '../calendar';
import { weekdayOf } from '../calendar/weekdays';

export interface DateRange {
  /** First day, included. */
  startDate: string;
  /** Last day, included. */
  endDate: string;
}

/**
 * The week (Sunday to Saturday, as the US calendar of the product's zone has it) that holds `today`:
 * "trials ending this week". A Monday-to-Sunday week ended on the day it was read every Sunday, so
 * "this week" promised no day after today (issue 33); this one always runs to its Saturday.
 */
export function weekOf(today: string): DateRange {
  const startDate = addDays(today, -weekdayOf(today));
  return { startDate, endDate: addDays(startDate, 6) };
}

/** `YYYY-MM` → its first and last days. */
export function monthRange(month: string): DateRange {
  const year = Number(month.slice(0, 4));
  const monthNumber = Number(month.slice(5, 7));
  return { startDate: toCalendarDate(year, monthNumber, 1), endDate: toCalendarDate(year, monthNumber, daysInMonth(year, monthNumber)) };
}

/** The `days` days that end with `today` (the dashboard's series). */
export function lastDays(today: string, days: number): DateRange {
  return { startDate: addDays(today, -(days - 1)), endDate: today };
}

/** The month before `YYYY-MM` (the MRR's change is against it). */
export const previousMonth = (month: string): string => addMonths(`${month}-01`, -1).slice(0, 7);

/** A count per day over the range, zero where `counts` has no entry (charts need every day). */
export function fillDailySeries(range: DateRange, counts: ReadonlyMap<string, number>): { date: string; count: number }[] {
  const series: { date: string; count: number }[] = [];
  for (let date = range.startDate; date <= range.endDate; date = addDays(date, 1)) series.push({ date, count: counts.get(date) ?? 0 });
  return series;
}
