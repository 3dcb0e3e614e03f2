import type { TMrrDay } from '@finboard/contracts';
import { lastDays, type MrrChange, mrrChangeThisMonth, mrrSeries } from '@finboard/domain';
import type { Db } from '@finboard/db';
import { findMrrSnapshots } from './mrr-snapshots.repository';

/** The last `days` days of MRR (the daily snapshots, today live) and this month's change against its earliest snapshot. */
export async function getMrrHistory(db: Db, today: string, liveCents: number, days: number): Promise<{ series: TMrrDay[]; change: MrrChange | null }> {
  const range = lastDays(today, days);
  const monthStart = `${today.slice(0, 7)}-01`;
  const snapshots = await findMrrSnapshots(db, monthStart < range.startDate ? monthStart : range.startDate, today);
  return { series: mrrSeries(range, snapshots, today, liveCents), change: mrrChangeThisMonth(snapshots, today, liveCents) };
}
