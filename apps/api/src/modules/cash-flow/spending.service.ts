import type { Db } from '@finboard/db';
import { sumCashFlowBuckets } from './cash-flow-buckets.repository';
import { findFirstTransactionDate } from './spending-history.repository';

const SPENDING_TYPES = new Set(['essential', 'non-essential']);

/**
 * Essential and non-essential spending (money out, Budget Insights' two spending categories) of a
 * range, with the first day of the owner's history, for the retirement plan's starting spending.
 */
export async function getSpendingOfRange(
  db: Db,
  scope: { ownerId: string; startDate: string; endDate: string },
): Promise<{ amountCents: number; firstDate: string | null }> {
  const [buckets, firstDate] = await Promise.all([sumCashFlowBuckets(db, scope), findFirstTransactionDate(db, scope)]);
  const amountCents = buckets
    .filter((bucket) => bucket.sign === 1 && SPENDING_TYPES.has(bucket.categoryType))
    .reduce((sum, bucket) => sum + bucket.amountCents, 0);
  return { amountCents, firstDate };
}
