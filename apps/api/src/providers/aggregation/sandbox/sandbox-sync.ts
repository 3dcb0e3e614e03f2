import { addMonths } from '@finboard/domain/calendar';
import { AggregationProviderError, type ProviderTransaction, type TransactionsSyncPage } from '../aggregation-types';
import type { Household } from './sandbox-household';
import { changesBetween, type Change } from './sandbox-ledger';

export const DEFAULT_SYNC_COUNT = 500;
const MAX_SYNC_COUNT = 500;

/**
 * Where a sync stands. `start` is fixed by the first sync (two years before that day) so history
 * never slides away; `from`→`to` is the span being delivered and `offset` the changes already sent.
 * offset 0 means settled: everything up to `to` has been delivered.
 */
interface CursorState {
  itemTag: string;
  start: string;
  from: string | null;
  to: string;
  offset: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

// Opaque to callers (base64url), but plain inside so a cursor can be read when debugging a sync.
function encodeCursor(state: CursorState): string {
  const text = ['v1', state.itemTag, state.start, state.from ?? '-', state.to, String(state.offset)].join('.');
  return Buffer.from(text).toString('base64url');
}

function decodeCursor(cursor: string, itemTag: string): CursorState {
  const [version, tag, start, from, to, offset] = Buffer.from(cursor, 'base64url').toString('utf8').split('.');
  const isValid =
    version === 'v1' &&
    tag === itemTag &&
    DATE.test(start ?? '') &&
    DATE.test(to ?? '') &&
    (from === '-' || DATE.test(from ?? '')) &&
    /^\d+$/.test(offset ?? '');
  if (!isValid || !start || !to) {
    throw new AggregationProviderError('INVALID_FIELD', 'cursor is not a cursor this item issued', null);
  }
  return { itemTag, start, from: from === '-' ? null : (from ?? null), to, offset: Number(offset) };
}

/** The span the next page belongs to: continue an unfinished one, or start a new one up to today. */
function spanFor(cursor: string | null, itemTag: string, today: string): CursorState {
  if (cursor === null || cursor === '') return { itemTag, start: addMonths(today, -24), from: null, to: today, offset: 0 };
  const state = decodeCursor(cursor, itemTag);
  if (state.offset > 0) return state;
  // A clock that went backwards delivers nothing rather than un-posting transactions.
  return { itemTag, start: state.start, from: state.to, to: today > state.to ? today : state.to, offset: 0 };
}

/**
 * The last few spans computed, so paging through one span generates its days once rather than
 * once per page. Entries are pure functions of their key, so a stale entry cannot exist.
 */
export class ChangeCache {
  private readonly entries = new Map<string, Change[]>();

  constructor(private readonly limit = 8) {}

  get(household: Household, span: CursorState): Change[] {
    const key = [household.item.itemId, span.start, span.from ?? '-', span.to].join('|');
    let changes = this.entries.get(key);
    if (!changes) {
      changes = changesBetween(household, span.start, span.from, span.to);
      this.entries.set(key, changes);
      const oldest = this.entries.keys().next().value;
      if (this.entries.size > this.limit && oldest !== undefined) this.entries.delete(oldest);
    }
    return changes;
  }
}

export function syncPage(household: Household, request: { cursor: string | null; today: string; count?: number; cache: ChangeCache }): TransactionsSyncPage {
  const requested = request.count !== undefined && Number.isFinite(request.count) ? Math.floor(request.count) : DEFAULT_SYNC_COUNT;
  const size = Math.min(Math.max(requested, 1), MAX_SYNC_COUNT);
  const span = spanFor(request.cursor, household.item.itemId.slice(0, 8), request.today);
  const changes = request.cache.get(household, span);
  const page = changes.slice(span.offset, span.offset + size);
  const hasMore = span.offset + size < changes.length;
  const next: CursorState = hasMore ? { ...span, offset: span.offset + size } : { ...span, from: span.to, offset: 0 };
  const added: ProviderTransaction[] = [];
  const removed: { transactionId: string }[] = [];
  for (const change of page) {
    if (change.kind === 'added') added.push(change.transaction);
    else removed.push({ transactionId: change.transactionId });
  }
  return { added, modified: [], removed, nextCursor: encodeCursor(next), hasMore };
}

/** The cursor a sync that brought an item up to `through` leaves behind (benchmarks seed items as if synced every day). */
export function cursorSyncedThrough(itemId: string, through: string): string {
  return encodeCursor({ itemTag: itemId.slice(0, 8), start: addMonths(through, -24), from: through, to: through, offset: 0 });
}
