import type { Db } from '@finboard/db';
import { sumBalances, upsertSnapshot } from './snapshots.repository';

/** Writes today's net-worth snapshot (trackingId = today): called whenever balances change. */
export async function recordNetWorthSnapshot(db: Db, ownerId: string, today: string) {
  const totals = await sumBalances(db, { ownerId });
  await upsertSnapshot(db, {
    userId: ownerId,
    trackingDate: today,
    netWorthCents: totals.assetsCents - totals.liabilitiesCents,
    ...totals,
  });
  return totals;
}
