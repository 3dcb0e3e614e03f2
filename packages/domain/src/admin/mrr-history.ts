import { addDays } from '../calendar';
import type { DateRange } from './periods';

/** One day of the MRR series: null where no snapshot was taken (before the job ran, or a day it missed), never a made-up zero. */
export interface MrrDay {
  date: string;
  mrrCents: number | null;
}

/**
 * The MRR per day over the range from the daily snapshots (`day → cents`, taken at the start of each
 * product day), with today's live figure as today's point, so the series ends where the tiles stand.
 */
export function mrrSeries(range: DateRange, snapshots: ReadonlyMap<string, number>, today: string, liveCents: number): MrrDay[] {
  const days: MrrDay[] = [];
  for (let date = range.startDate; date <= range.endDate; date = addDays(date, 1)) {
    days.push({ date, mrrCents: date === today ? liveCents : (snapshots.get(date) ?? null) });
  }
  return days;
}

export interface MrrChange {
  /** The day of the snapshot compared with: the month's first day, else the first day of the month with a snapshot. */
  sinceDate: string;
  fromCents: number;
  changeCents: number;
}

/**
 * The MRR's change this month: the live figure against the earliest snapshot of the month before today.
 * Null when the month has none yet (the first day of the month, or no job has run since the 1st).
 */
export function mrrChangeThisMonth(snapshots: ReadonlyMap<string, number>, today: string, liveCents: number): MrrChange | null {
  const monthStart = `${today.slice(0, 7)}-01`;
  const earliest = [...snapshots.keys()].filter((day) => day >= monthStart && day < today).sort()[0];
  if (earliest === undefined) return null;
  const fromCents = snapshots.get(earliest) ?? 0;
  return { sinceDate: earliest, fromCents, changeCents: liveCents - fromCents };
}
