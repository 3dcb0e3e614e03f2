import type { TNetWorthPoint } from '@finboard/contracts';
import { describe, expect, it } from 'vitest';
import { summarizeNetWorth } from './net-worth-summary';

const point = (date: string, netWorthCents: number, isSnapshot = true): TNetWorthPoint => ({
  date,
  netWorthCents,
  assetsCents: netWorthCents + 1_000_000,
  liabilitiesCents: 1_000_000,
  isSnapshot,
});

describe('the net-worth headline', () => {
  it('ends on the last day and measures the change from the first', () => {
    const summary = summarizeNetWorth([point('2026-11-01', 4_000_000), point('2026-11-02', 4_000_000, false), point('2026-11-03', 5_000_000)]);
    expect(summary).toEqual({
      netWorthCents: 5_000_000,
      assetsCents: 6_000_000,
      liabilitiesCents: 1_000_000,
      changeCents: 1_000_000,
      changeRatio: 0.25,
      fromDate: '2026-11-01',
      toDate: '2026-11-03',
    });
  });

  it('measures a change from a negative net worth against its size', () => {
    const summary = summarizeNetWorth([point('2026-11-01', -2_000_000), point('2026-11-02', -1_000_000)]);
    expect(summary?.changeCents).toBe(1_000_000);
    expect(summary?.changeRatio).toBe(0.5);
  });

  it('has no percent from zero, and no headline without points', () => {
    expect(summarizeNetWorth([point('2026-11-01', 0), point('2026-11-02', 300)])?.changeRatio).toBeNull();
    expect(summarizeNetWorth([])).toBeNull();
  });
});
