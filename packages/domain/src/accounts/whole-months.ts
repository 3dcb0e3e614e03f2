import { addDays } from './date-range';

/** A range split for summing: whole calendar months (`YYYY-MM` keys) and the partial days at its edges. */
export interface WholeMonthSplit {
  /** The whole months inside the range, first and last included; null when there is none. */
  months: { first: string; last: string } | null;
  /** The days outside those months (at most two runs: before the first whole month, after the last). */
  edges: { startDate: string; endDate: string }[];
}

const monthKey = (date: string) => date.slice(0, 7);
const isFirstOfMonth = (date: string) => date.endsWith('-01');
const isLastOfMonth = (date: string) => monthKey(addDays(date, 1)) !== monthKey(date);
/** The first day of the month after `date`'s. */
const nextMonthStart = (date: string) => addDays(`${monthKey(date)}-01`, 32).slice(0, 8) + '01';

/**
 * Splits [startDate, endDate] (inclusive `YYYY-MM-DD`) so that monthly totals cover the whole months
 * and only the edges need the day-level rows: the months and edges are disjoint and cover every day
 * of the range exactly once.
 */
export function splitIntoWholeMonths(startDate: string, endDate: string): WholeMonthSplit {
  if (endDate < startDate) return { months: null, edges: [] };
  const firstWholeStart = isFirstOfMonth(startDate) ? startDate : nextMonthStart(startDate);
  // The last whole month ends on endDate when endDate is a month's last day, else the month before.
  const lastWholeEnd = isLastOfMonth(endDate) ? endDate : addDays(`${monthKey(endDate)}-01`, -1);
  if (firstWholeStart > lastWholeEnd) return { months: null, edges: [{ startDate, endDate }] };
  const edges: WholeMonthSplit['edges'] = [];
  if (startDate < firstWholeStart) edges.push({ startDate, endDate: addDays(firstWholeStart, -1) });
  if (lastWholeEnd < endDate) edges.push({ startDate: addDays(lastWholeEnd, 1), endDate });
  return { months: { first: monthKey(firstWholeStart), last: monthKey(lastWholeEnd) }, edges };
}
