// Calendar-date ranges for the cash-flow, net-worth and investments views: `YYYY-MM-DD` strings,
// computed on UTC dates so no local time zone leaks in ("today" comes in as an argument).

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` string naming a day that exists (no 2023-02-30). */
export function isRealCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** The same day `months` later (or earlier), clamped to the month's last day (03-31 minus 1 month is 02-28/29). */
export function addCalendarMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return fromUtc(target.getTime());
}

/** Days from start to end, both included (0 when end is before start). */
export function daysBetweenInclusive(startDate: string, endDate: string): number {
  return Math.max(0, Math.round((toUtc(endDate) - toUtc(startDate)) / DAY_MS) + 1);
}

/** Every day from start to end, both included. */
export function eachDay(startDate: string, endDate: string): string[] {
  const days: string[] = [];
  for (let ms = toUtc(startDate), end = toUtc(endDate); ms <= end; ms += DAY_MS) days.push(fromUtc(ms));
  return days;
}

/** The cash-flow period chips (spec 02 Cash flow, §9): 1D today, 1W 7 days, 1M the past month (default), 3M the past 3 months. */
export type CashFlowPeriod = '1D' | '1W' | '1M' | '3M';
export const CASH_FLOW_PERIODS: readonly CashFlowPeriod[] = ['1D', '1W', '1M', '3M'];
export const DEFAULT_CASH_FLOW_PERIOD: CashFlowPeriod = '1M';

/** The inclusive date range of a period chip ending today (`today` is the product's date, America/New_York). */
export function cashFlowPeriodRange(period: CashFlowPeriod, today: string): { startDate: string; endDate: string } {
  switch (period) {
    case '1D':
      return { startDate: today, endDate: today };
    case '1W':
      return { startDate: addDays(today, -6), endDate: today };
    case '3M':
      return { startDate: addCalendarMonths(today, -3), endDate: today };
    default:
      return { startDate: addCalendarMonths(today, -1), endDate: today };
  }
}

/** Longest range a cash-flow or net-worth query may ask for. */
export const MAX_RANGE_YEARS = 10;

/** Why a requested range is refused, or null when it is fine. */
export function dateRangeProblem(startDate: string, endDate: string): { field: 'startDate' | 'endDate'; message: string } | null {
  if (!isRealCalendarDate(startDate)) return { field: 'startDate', message: 'Start date is not a valid date' };
  if (!isRealCalendarDate(endDate)) return { field: 'endDate', message: 'End date is not a valid date' };
  if (startDate > endDate) return { field: 'endDate', message: 'End date must be on or after the start date' };
  if (addCalendarMonths(startDate, MAX_RANGE_YEARS * 12) < endDate) return { field: 'endDate', message: `The range can be at most ${MAX_RANGE_YEARS} years` };
  return null;
}
