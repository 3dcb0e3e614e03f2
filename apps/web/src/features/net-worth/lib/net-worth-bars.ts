import { formatRoundedDollars, formatMediumDate } from '@finboard/domain/format';
import type { TNetWorthPoint } from '@finboard/contracts';
import { eachDay } from '@finboard/domain/calendar';
import type { BarDatum } from '../../../components/charts/bar-chart';
import type { DateRange } from './periods';

/** Gains and losses keep the theme's teal and red; a day carried forward is the same colour, paler. */
export const BAR_COLORS = {
  positive: { snapshot: '#12b886', carried: '#b2f2e0' },
  negative: { snapshot: '#fa5252', carried: '#ffd0d0' },
} as const;

export interface NetWorthDay {
  date: string;
  point: TNetWorthPoint | null;
  /** For a day without its own snapshot: the day whose snapshot it carries forward. */
  carriedFrom: string | null;
}

/**
 * Every day of the range, so the axis always spans the whole period: days before the first
 * snapshot have no point (and so no bar).
 */
export function netWorthDays(points: readonly TNetWorthPoint[], range: DateRange): NetWorthDay[] {
  const byDate = new Map(points.map((point) => [point.date, point]));
  let lastSnapshotDate: string | null = null;
  return eachDay(range.startDate, range.endDate).map((date) => {
    const point = byDate.get(date) ?? null;
    if (point?.isSnapshot) lastSnapshotDate = date;
    // The first day of a range may carry a snapshot from before the range began.
    return { date, point, carriedFrom: point && !point.isSnapshot ? lastSnapshotDate : null };
  });
}

function tooltipLines(day: NetWorthDay): string[] {
  const { point } = day;
  if (!point) return [formatMediumDate(day.date), 'No net worth tracked yet'];
  const source = point.isSnapshot
    ? 'Snapshot taken this day'
    : day.carriedFrom
      ? `No snapshot this day: carried forward from ${formatMediumDate(day.carriedFrom)}`
      : 'No snapshot this day: carried forward from an earlier snapshot';
  return [
    formatMediumDate(day.date),
    // Rounded down like the headline above the chart, so the same day reads the same in both.
    `Net worth ${formatRoundedDollars(point.netWorthCents)}`,
    `Assets ${formatRoundedDollars(point.assetsCents)} · Liabilities ${formatRoundedDollars(point.liabilitiesCents)}`,
    source,
  ];
}

/** One bar a day for the generic bar chart: coloured by sign, paler when carried forward. */
export function netWorthBars(days: readonly NetWorthDay[]): BarDatum[] {
  return days.map((day) => {
    const { point } = day;
    const palette = point && point.netWorthCents < 0 ? BAR_COLORS.negative : BAR_COLORS.positive;
    return {
      category: day.date,
      value: point ? point.netWorthCents : null,
      color: point?.isSnapshot ? palette.snapshot : palette.carried,
      tooltip: tooltipLines(day),
    };
  });
}

/** The chart's accessible name: what it spans and how many days hold a real snapshot. */
export function netWorthChartLabel(days: readonly NetWorthDay[], range: DateRange): string {
  const snapshots = days.filter((day) => day.point?.isSnapshot).length;
  const withValue = days.filter((day) => day.point).length;
  const dayCount = days.length === 1 ? '1 day' : `${days.length} days`;
  return `Net worth by day, ${formatMediumDate(range.startDate)} to ${formatMediumDate(range.endDate)}: ${dayCount}, ${withValue} with a value, ${snapshots} with a snapshot`;
}
