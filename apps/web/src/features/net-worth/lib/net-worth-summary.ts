import type { TNetWorthPoint } from '@finboard/contracts';

export interface NetWorthSummary {
  /** The last day of the range that has a value. */
  netWorthCents: number;
  assetsCents: number;
  liabilitiesCents: number;
  /** Last value minus the first one of the range. */
  changeCents: number;
  /** The change against the first value's size; null when the first value is 0. */
  changeRatio: number | null;
  /** The first day with a value: later than the range's start when tracking began inside it. */
  fromDate: string;
  toDate: string;
}

/** The headline: where net worth ended and how it moved over the points shown (null without any). */
export function summarizeNetWorth(points: readonly TNetWorthPoint[]): NetWorthSummary | null {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return null;
  const changeCents = last.netWorthCents - first.netWorthCents;
  return {
    netWorthCents: last.netWorthCents,
    assetsCents: last.assetsCents,
    liabilitiesCents: last.liabilitiesCents,
    changeCents,
    changeRatio: first.netWorthCents === 0 ? null : changeCents / Math.abs(first.netWorthCents),
    fromDate: first.date,
    toDate: last.date,
  };
}
