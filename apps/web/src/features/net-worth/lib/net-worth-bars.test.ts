import type { TNetWorthPoint } from '@finboard/contracts';
import { describe, expect, it } from 'vitest';
import { BAR_COLORS, netWorthBars, netWorthChartLabel, netWorthDays } from './net-worth-bars';

const point = (date: string, netWorthCents: number, isSnapshot: boolean): TNetWorthPoint => ({
  date,
  netWorthCents,
  assetsCents: Math.max(netWorthCents, 0) + 50_000,
  liabilitiesCents: 50_000 - Math.min(netWorthCents, 0),
  isSnapshot,
});
const range = { startDate: '2026-11-01', endDate: '2026-11-05' };
// Tracking began on Nov 2; Nov 3 carries it forward; Nov 4 is a new (negative) snapshot; Nov 5 carries that.
const points = [
  point('2026-11-02', 1_000_000, true),
  point('2026-11-03', 1_000_000, false),
  point('2026-11-04', -200_000, true),
  point('2026-11-05', -200_000, false),
];

describe('the net-worth bars', () => {
  it('has a place for every day of the range, empty before tracking began', () => {
    const days = netWorthDays(points, range);
    expect(days.map((day) => day.date)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05']);
    expect(days.map((day) => day.carriedFrom)).toEqual([null, null, '2026-11-02', null, '2026-11-04']);
    expect(netWorthBars(days).map((bar) => bar.value)).toEqual([null, 1_000_000, 1_000_000, -200_000, -200_000]);
  });

  it('colours bars by sign, paler on days carried forward', () => {
    expect(
      netWorthBars(netWorthDays(points, range))
        .map((bar) => bar.color)
        .slice(1),
    ).toEqual([BAR_COLORS.positive.snapshot, BAR_COLORS.positive.carried, BAR_COLORS.negative.snapshot, BAR_COLORS.negative.carried]);
  });

  it('explains each day in its tooltip', () => {
    const bars = netWorthBars(netWorthDays(points, range));
    expect(bars[0]?.tooltip).toEqual(['Nov 1, 2026', 'No net worth tracked yet']);
    expect(bars[1]?.tooltip).toEqual(['Nov 2, 2026', 'Net worth $10,000', 'Assets $10,500 · Liabilities $500', 'Snapshot taken this day']);
    expect(bars[2]?.tooltip.at(-1)).toBe('No snapshot this day: carried forward from Nov 2, 2026');
  });

  it('names a first day carried from before the range', () => {
    const oneDay = { startDate: '2026-11-01', endDate: '2026-11-01' };
    const days = netWorthDays([point('2026-11-01', 500, false)], oneDay);
    expect(netWorthBars(days)[0]?.tooltip.at(-1)).toBe('No snapshot this day: carried forward from an earlier snapshot');
    expect(netWorthChartLabel(days, oneDay)).toBe('Net worth by day, Nov 1, 2026 to Nov 1, 2026: 1 day, 1 with a value, 0 with a snapshot');
  });

  it('tells screen readers the span and the snapshot days', () => {
    expect(netWorthChartLabel(netWorthDays(points, range), range)).toBe(
      'Net worth by day, Nov 1, 2026 to Nov 5, 2026: 5 days, 4 with a value, 2 with a snapshot',
    );
  });
});
