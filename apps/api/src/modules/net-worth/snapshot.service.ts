import type { Db } from '@finboard/db';
import { findOwnersWithoutLinkedItems } from '../institutions/accounts.service';
import { sumBalances, upsertSnapshot } from './snapshots.repository';

/** Writes the day's net-worth snapshot (trackingId = the day) from the balances as they are: whenever balances change. */
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

/**
 * The day's snapshot of every owner whose balances no sync touches (manual accounts only), so their
 * net worth has a point every day too; the linked owners' syncs end with theirs.
 */
export async function recordSnapshotsOfUnsyncedOwners(db: Db, day: string): Promise<void> {
  for (const ownerId of await findOwnersWithoutLinkedItems(db)) await recordNetWorthSnapshot(db, ownerId, day);
}
