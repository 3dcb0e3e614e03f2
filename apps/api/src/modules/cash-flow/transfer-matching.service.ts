import type { Db } from '@finboard/db';
import { canPairAsTransfer, defaultCategoryType, isBudgetedLoanAccount } from '@finboard/domain/accounts';
import { matchTransfers, pairedCategoryTypes } from '@finboard/domain/cash-flow';
import { findTransferCandidates, setUnlockedCategoryType } from './transfers.repository';

/**
 * Recognises the client's transfers the provider did not name: an amount leaving one of their
 * accounts and arriving in another within a few days is a transfer on both sides, except a
 * payment into one of their loans, which is essential spending on the paying side. Every
 * transaction the client has not chosen for gets the type this pass finds (a pair's sides as
 * `pairedCategoryTypes` says, the others their category's default), so it is safe to run again at any time: after
 * each sync, an institution's removal, a client's choice, or once over existing data (a job).
 * Returns how many transactions changed.
 */
export async function matchClientTransfers(db: Db, ownerId: string): Promise<number> {
  const rows = await findTransferCandidates(db, { ownerId });
  const pairs = matchTransfers(rows.filter((row) => canPairAsTransfer(row.categoryPrimary)));
  const paired = pairedCategoryTypes(pairs, new Set(rows.filter(isBudgetedLoanAccount).map((row) => row.id)));
  const changes = new Map<string, string[]>();
  for (const row of rows) {
    const categoryType = paired.get(row.id) ?? defaultCategoryType(row.categoryPrimary, row.categoryDetailed, row.amountCents);
    if (categoryType === row.categoryType) continue;
    const ids = changes.get(categoryType) ?? [];
    ids.push(row.id);
    changes.set(categoryType, ids);
  }
  for (const [categoryType, ids] of changes) await setUnlockedCategoryType(db, { ownerId, ids, categoryType });
  return [...changes.values()].reduce((sum, ids) => sum + ids.length, 0);
}
