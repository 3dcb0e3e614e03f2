import { addDays, endOfMonth, monthKey, startOfMonth } from '../calendar';

/** A range split for summing: whole calendar months (`YYYY-MM` keys) and the partial days at its edges. */
export interface WholeMonthSplit {
  /** The whole months inside the range, first and last included; null when there is none. */
  months: { first: string; last: string } | null;
  /** The days outside those months (at most two runs: before the first whole month, after the last). */
  edges: { startDate: string; endDate: string }[];
}

/**
 * Splits [startDate, endDate] (inclusive `YYYY-MM-DD`) so that monthly totals cover the whole months
 * and only the edges need the day-level rows: the months and edges are disjoint and cover every day
 * of the range exactly once.
 */
export function splitIntoWholeMonths(startDate: string, endDate: string): WholeMonthSplit {
  if (endDate < startDate) return { months: null, edges: [] };
  // Inside one month the range is an edge unless it is the whole month; settling that first keeps
  // the arithmetic below from stepping out of the calendar (in year 1 or 9999).
  if (monthKey(startDate) === monthKey(endDate) && !(startDate === startOfMonth(startDate) && endDate === endOfMonth(endDate))) {
    return { months: null, edges: [{ startDate, endDate }] };
  }
  const firstWholeStart = startDate === startOfMonth(startDate) ? startDate : addDays(endOfMonth(startDate), 1);
  // The last whole month ends on endDate when endDate is a month's last day, else the month before.
  const lastWholeEnd = endDate === endOfMonth(endDate) ? endDate : addDays(startOfMonth(endDate), -1);
  if (firstWholeStart > lastWholeEnd) return { months: null, edges: [{ startDate, endDate }] };
  const edges: WholeMonthSplit['edges'] = [];
  if (startDate < firstWholeStart) edges.push({ startDate, endDate: addDays(firstWholeStart, -1) });
  if (lastWholeEnd < endDate) edges.push({ startDate: addDays(lastWholeEnd, 1), endDate });
  return { months: { first: monthKey(firstWholeStart), last: monthKey(lastWholeEnd) }, edges };
}
