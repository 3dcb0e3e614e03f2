import type { Db } from '@finboard/db';
import { commitWithEvents } from '../../events/commit-with-events';
import type { AggregationProvider } from '../../providers/aggregation/aggregation-provider';
import { AggregationProviderError, type ProviderTransaction } from '../../providers/aggregation/aggregation-types';
import { updateInstitution } from './institutions.repository';
import { toTransactionRow } from './provider-mapping';
import { carryCategoryFromPending, softDeleteTransactions, upsertTransactions } from './transactions.repository';

/** Plaid's answer when transactions changed between two pages of one update: restart it from its first cursor. */
export const MUTATION_DURING_PAGINATION = 'TRANSACTIONS_SYNC_MUTATION_DURING_PAGINATION';
/** Restarts of one update before the sync gives up on transactions this time (the next sync tries again). */
export const PAGINATION_RESTARTS = 3;
// 500 per page: far more than any household's history; a provider that never says "no more" is stopped.
const MAX_PAGES = 2_000;

/** One /transactions/sync update read to its end: the last version of each transaction, what was removed, and the cursor after it. */
export interface TransactionUpdate {
  upserts: ProviderTransaction[];
  removedIds: string[];
  cursor: string | null;
}

async function readAllPages(provider: AggregationProvider, accessToken: string, start: string | null): Promise<TransactionUpdate> {
  const latest = new Map<string, ProviderTransaction>();
  const removed = new Set<string>();
  let cursor = start;
  for (let pages = 0; pages < MAX_PAGES; pages += 1) {
    const page = await provider.syncTransactions(accessToken, cursor);
    for (const transaction of [...page.added, ...page.modified]) {
      latest.set(transaction.transactionId, transaction);
      removed.delete(transaction.transactionId);
    }
    for (const { transactionId } of page.removed) {
      latest.delete(transactionId);
      removed.add(transactionId);
    }
    cursor = page.nextCursor;
    if (!page.hasMore) return { upserts: [...latest.values()], removedIds: [...removed], cursor };
  }
  throw new AggregationProviderError('SYNC_PAGE_LIMIT', `The provider kept answering has_more after ${MAX_PAGES} pages.`);
}

/**
 * Reads every page of the update that starts at `cursor` before anything is saved, so a failure on
 * page 2 leaves nothing half-applied (no pending transaction beside its posted one). On Plaid's
 * mutation error the whole loop restarts from the update's first cursor, a bounded number of times.
 */
export async function readTransactionUpdate(provider: AggregationProvider, accessToken: string, cursor: string | null): Promise<TransactionUpdate> {
  for (let restarts = 0; ; restarts += 1) {
    try {
      return await readAllPages(provider, accessToken, cursor);
    } catch (error) {
      if (error instanceof AggregationProviderError && error.code === MUTATION_DURING_PAGINATION && restarts < PAGINATION_RESTARTS) continue;
      throw error;
    }
  }
}

/** Applies one whole update and moves the cursor past it, in one transaction with its event (TransactionsSynced): all of it or none. */
export async function applyTransactionUpdate(
  db: Db,
  scope: { ownerId: string; institutionId: string },
  accountIds: Map<string, string>,
  update: TransactionUpdate,
): Promise<number> {
  const rows = update.upserts
    .filter((transaction) => accountIds.has(transaction.accountId))
    .map((transaction) => toTransactionRow(scope, accountIds.get(transaction.accountId) as string, transaction));
  await commitWithEvents(db, async (tx, events) => {
    await upsertTransactions(tx, rows);
    await softDeleteTransactions(tx, { ...scope, providerIds: update.removedIds });
    await carryCategoryFromPending(tx, scope);
    await updateInstitution(tx, { ownerId: scope.ownerId, id: scope.institutionId }, { transactionsCursor: update.cursor });
    await events.record({ type: 'TransactionsSynced', ownerId: scope.ownerId, institutionId: scope.institutionId });
  });
  return rows.length;
}
