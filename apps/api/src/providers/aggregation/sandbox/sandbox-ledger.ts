import { addDays } from '@finboard/domain/calendar';
import type { ProviderTransaction } from '../aggregation-types';
import type { Household } from './sandbox-household';
import { stableId } from './sandbox-random';
import { recurringOn, subscriptionsOn } from './sandbox-recurring';
import { spendingOn } from './sandbox-spending';
import { MAX_LAG_DAYS, type TxSeed } from './sandbox-tx-seed';

export type Change = { kind: 'added'; transaction: ProviderTransaction } | { kind: 'removed'; transactionId: string };

type TxState = 'none' | 'pending' | 'posted';

/** What a transaction looks like to someone looking on `asOf`, for a history that begins on `start`. */
function stateOf(seed: TxSeed, start: string, asOf: string): TxState {
  if (seed.date < start) return 'none';
  if (seed.date <= asOf) return 'posted';
  return addDays(seed.date, -seed.lagDays) <= asOf ? 'pending' : 'none';
}

function seedsOn(household: Household, date: string): TxSeed[] {
  return [...recurringOn(household, date), ...subscriptionsOn(household, date), ...spendingOn(household, date)];
}

function idsOf(household: Household, seed: TxSeed) {
  const key = [household.item.itemSeed, seed.accountId, seed.date, seed.key];
  return { posted: stableId('tx', ...key), pending: stableId('tx-pending', ...key) };
}

function toTransaction(household: Household, seed: TxSeed, state: 'pending' | 'posted'): ProviderTransaction {
  const ids = idsOf(household, seed);
  const authorizedDate = seed.channel === 'other' ? null : addDays(seed.date, -seed.lagDays);
  const isPending = state === 'pending';
  return {
    transactionId: isPending ? ids.pending : ids.posted,
    accountId: seed.accountId,
    amount: isPending ? (seed.pendingAmount ?? seed.amount) : seed.amount,
    isoCurrencyCode: 'USD',
    // Like Plaid: a pending transaction is dated when it was authorised, the posted one when it settled.
    date: isPending && authorizedDate ? authorizedDate : seed.date,
    authorizedDate,
    name: seed.name,
    merchantName: seed.merchantName,
    logoUrl: null,
    categoryPrimary: seed.primary,
    categoryDetailed: seed.detailed,
    paymentChannel: seed.channel,
    pending: isPending,
    pendingTransactionId: !isPending && seed.lagDays > 0 ? ids.pending : null,
  };
}

/**
 * The changes that turn what was visible on `from` into what is visible on `to` (everything, when
 * `from` is null): new transactions are added, and a pending one that posted is removed and its
 * posted version added with `pendingTransactionId`, as Plaid's /transactions/sync reports it.
 * Only days whose state can differ are generated, so a re-sync after a day costs a few days' work.
 */
export function changesBetween(household: Household, start: string, from: string | null, to: string): Change[] {
  const first = from === null ? start : addDays(from, 1) > start ? addDays(from, 1) : start;
  const last = addDays(to, MAX_LAG_DAYS);
  const changes: Change[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    for (const seed of seedsOn(household, date)) {
      const before: TxState = from === null ? 'none' : stateOf(seed, start, from);
      const after = stateOf(seed, start, to);
      if (before === after || after === 'none') continue;
      if (before === 'pending') changes.push({ kind: 'removed', transactionId: idsOf(household, seed).pending });
      changes.push({ kind: 'added', transaction: toTransaction(household, seed, after) });
    }
  }
  return changes;
}
