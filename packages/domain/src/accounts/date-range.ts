// Calendar-date ranges for the cash-flow, net-worth and investments views ("today" comes in as an
// argument). The arithmetic is the calendar module's.
import { addDays, addMonths, addYears, FIRST_CALENDAR_DATE, isValidCalendarDate, LAST_CALENDAR_DATE } from '../calendar';

type Shift = (date: string, by: number) => string;

// A range reaching past either end of the calendar (a date in year 1 or 9999) stops at that end.
const back = (date: string, shift: Shift, by: number) => (date < shift(FIRST_CALENDAR_DATE, by) ? FIRST_CALENDAR_DATE : shift(date, -by));
const ahead = (date: string, shift: Shift, by: number) => (date > shift(LAST_CALENDAR_DATE, -by) ? LAST_CALENDAR_DATE : shift(date, by));

/** The cash-flow period chips (spec 02 Cash flow, §9): 1D today, 1W 7 days, 1M the past month (default), 3M the past 3 months. */
export type CashFlowPeriod = '1D' | '1W' | '1M' | '3M';
export const CASH_FLOW_PERIODS: readonly CashFlowPeriod[] = ['1D', '1W', '1M', '3M'];
export const DEFAULT_CASH_FLOW_PERIOD: CashFlowPeriod = '1M';

/** The inclusive date range of a period chip ending today (`today` is the product's date, in PRODUCT_TIME_ZONE). */
export function cashFlowPeriodRange(period: CashFlowPeriod, today: string): { startDate: string; endDate: string } {
  switch (period) {
    case '1D':
      return { startDate: today, endDate: today };
    case '1W':
      return { startDate: back(today, addDays, 6), endDate: today };
    case '3M':
      return { startDate: back(today, addMonths, 3), endDate: today };
    default:
      return { startDate: back(today, addMonths, 1), endDate: today };
  }
}

/** The net-worth period chips (spec 02 Net worth, §9): 1W, 1M (default), 3M, 1Y. */
export type NetWorthPeriod = '1W' | '1M' | '3M' | '1Y';
export const DEFAULT_NET_WORTH_PERIOD: NetWorthPeriod = '1M';

/** The inclusive range of a net-worth chip ending on `endDate` (today, unless the request names another end). */
export function netWorthPeriodRange(period: NetWorthPeriod, endDate: string): { startDate: string; endDate: string } {
  switch (period) {
    case '1W':
      return { startDate: back(endDate, addDays, 6), endDate };
    case '3M':
      return { startDate: back(endDate, addMonths, 3), endDate };
    case '1Y':
      return { startDate: back(endDate, addMonths, 12), endDate };
    default:
      return { startDate: back(endDate, addMonths, 1), endDate };
  }
}

/** Longest range a cash-flow or net-worth query may ask for. */
export const MAX_RANGE_YEARS = 10;

/** Why a requested range is refused, or null when it is fine. */
export function dateRangeProblem(startDate: string, endDate: string): { field: 'startDate' | 'endDate'; message: string } | null {
  if (!isValidCalendarDate(startDate)) return { field: 'startDate', message: 'Start date is not a valid date' };
  if (!isValidCalendarDate(endDate)) return { field: 'endDate', message: 'End date is not a valid date' };
  if (startDate > endDate) return { field: 'endDate', message: 'End date must be on or after the start date' };
  if (ahead(startDate, addYears, MAX_RANGE_YEARS) < endDate) return { field: 'endDate', message: `The range can be at most ${MAX_RANGE_YEARS} years` };
  return null;
}
