// Which of a file's rows the account already has: OFX's by the bank's FITID; the others by date,
// amount and description (as many times as the account has them, so two equal coffees stay two);
// and which look like one already there (same amount, a few days apart, or another description),
// for the client to decide.
import { daysBetween } from '../calendar';
import { NEAR_DUPLICATE_DAYS } from './import-limits';
import type { ImportRow } from './read-records';

export interface ExistingTransaction {
  date: string;
  amountCents: number;
  name: string;
  fitId: string | null;
}

export type RowStatus = { kind: 'new' } | { kind: 'duplicate' } | { kind: 'near-duplicate'; match: ExistingTransaction };

const normalName = (name: string) => name.replace(/\s+/g, ' ').trim().toLowerCase();
const exactKey = (date: string, amountCents: number, name: string) => `${date}|${amountCents}|${normalName(name)}`;

function group<T>(items: readonly T[], keyOf: (item: T) => string | number): Map<string | number, T[]> {
  const groups = new Map<string | number, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

export function classifyImportRows(rows: readonly ImportRow[], existing: readonly ExistingTransaction[]): RowStatus[] {
  const knownFitIds = new Set(existing.flatMap((transaction) => (transaction.fitId ? [transaction.fitId] : [])));
  const seenFitIds = new Set<string>();
  const used = new Set<ExistingTransaction>();
  const exact = group(existing, (transaction) => exactKey(transaction.date, transaction.amountCents, transaction.name));
  const takeExact = (row: ImportRow, withoutFitId: boolean) => {
    const match = exact
      .get(exactKey(row.date, row.amountCents, row.description))
      ?.find((transaction) => !used.has(transaction) && (!withoutFitId || !transaction.fitId));
    if (match) used.add(match);
    return match;
  };
  const statuses: (RowStatus | null)[] = rows.map((row) => {
    if (row.fitId) {
      if (knownFitIds.has(row.fitId) || seenFitIds.has(row.fitId)) return { kind: 'duplicate' };
      seenFitIds.add(row.fitId);
      // Perhaps there already from a CSV or QIF of the same account: likely, not certain.
      const match = takeExact(row, true);
      return match ? { kind: 'near-duplicate', match } : null;
    }
    return takeExact(row, false) ? { kind: 'duplicate' } : null;
  });
  const byAmount = group(existing, (transaction) => transaction.amountCents);
  return statuses.map((status, index) => {
    if (status) return status;
    const row = rows[index] as ImportRow;
    const match = byAmount
      .get(row.amountCents)
      ?.find(
        (transaction) =>
          !used.has(transaction) &&
          (row.fitId === null || transaction.fitId === null) &&
          Math.abs(daysBetween(transaction.date, row.date)) <= NEAR_DUPLICATE_DAYS,
      );
    if (!match) return { kind: 'new' };
    used.add(match);
    return { kind: 'near-duplicate', match };
  });
}
