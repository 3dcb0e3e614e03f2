import { formatMediumDate } from '@finboard/domain/format';
import { DEFAULT_NET_WORTH_PERIOD, type NetWorthPeriod, netWorthPeriodRange } from '@finboard/domain/accounts';
import type { NetWorthSummary } from './net-worth-summary';

export { DEFAULT_NET_WORTH_PERIOD, netWorthPeriodRange, type NetWorthPeriod };

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** What the chart shows: a chip's range ending today, or a range picked on the calendar. */
export type RangeChoice = { kind: 'period'; period: NetWorthPeriod } | ({ kind: 'custom' } & DateRange);

export const NET_WORTH_PERIODS: readonly { value: NetWorthPeriod; title: string }[] = [
  { value: '1W', title: 'Past Week' },
  { value: '1M', title: 'Past Month' },
  { value: '3M', title: 'Past 3 Months' },
  { value: '1Y', title: 'Past 1 Year' },
];

export function rangeOf(choice: RangeChoice, today: string): DateRange {
  return choice.kind === 'period' ? netWorthPeriodRange(choice.period, today) : { startDate: choice.startDate, endDate: choice.endDate };
}

/**
 * The words after the headline's change: 'past month' for a chip, the dates for a picked range, or
 * 'since Nov 3, 2026' when tracking began inside the range (the change starts at the first snapshot).
 */
export function changePhrase(choice: RangeChoice, range: DateRange, fromDate: string): string {
  if (fromDate > range.startDate) return `since ${formatMediumDate(fromDate)}`;
  if (choice.kind === 'custom') return `${formatMediumDate(range.startDate)} – ${formatMediumDate(range.endDate)}`;
  return (NET_WORTH_PERIODS.find((period) => period.value === choice.period)?.title ?? 'Past Month').toLowerCase();
}

/** What follows the headline figure: the change over the range, a note that tracking just began, or nothing. */
export type ChangeLine = { kind: 'change'; phrase: string } | { kind: 'note'; text: string } | { kind: 'none' };

export function changeLine(summary: NetWorthSummary, choice: RangeChoice, range: DateRange): ChangeLine {
  // A single day of values has no change: either tracking began that day, or the range is one day long.
  if (summary.fromDate === summary.toDate) {
    return summary.fromDate > range.startDate ? { kind: 'note', text: `Tracking since ${formatMediumDate(summary.fromDate)}` } : { kind: 'none' };
  }
  return { kind: 'change', phrase: changePhrase(choice, range, summary.fromDate) };
}
