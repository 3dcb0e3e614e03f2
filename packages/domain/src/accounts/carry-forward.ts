import { eachDay } from '../calendar';

export interface DatedTotals {
  date: string;
  netWorthCents: number;
  assetsCents: number;
  liabilitiesCents: number;
}

/**
 * One point per day of the range: a day without a snapshot carries the last one forward; days
 * before the first snapshot have no point. `snapshots` is sorted by date.
 */
export function carrySnapshotsForward(snapshots: readonly DatedTotals[], startDate: string, endDate: string): (DatedTotals & { isSnapshot: boolean })[] {
  const points: (DatedTotals & { isSnapshot: boolean })[] = [];
  let next = 0;
  let last: DatedTotals | null = null;
  for (const date of eachDay(startDate, endDate)) {
    while (next < snapshots.length && (snapshots[next] as DatedTotals).date <= date) last = snapshots[next++] as DatedTotals;
    if (last) points.push({ ...last, date, isSnapshot: last.date === date });
  }
  return points;
}
