import type { TAccount } from '@finboard/contracts';

export type AccountSortKey = 'name' | 'amount';
export type SortDirection = 'asc' | 'desc';
export interface AccountSort {
  key: AccountSortKey;
  direction: SortDirection;
}

/** Largest first: what matters most to a net-worth list. */
export const DEFAULT_ACCOUNT_SORT: AccountSort = { key: 'amount', direction: 'desc' };

const byName = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

/**
 * A sorted copy. Ties keep a stable order: by name, then institution, so equal amounts (or names)
 * never swap places between renders.
 */
export function sortAccounts(accounts: readonly TAccount[], sort: AccountSort): TAccount[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const tieBreak = (a: TAccount, b: TAccount) => byName.compare(a.name, b.name) || byName.compare(a.institutionName, b.institutionName);
  return [...accounts].sort((a, b) => {
    const primary = sort.key === 'name' ? byName.compare(a.name, b.name) : a.amountCents - b.amountCents;
    return primary !== 0 ? sign * primary : tieBreak(a, b);
  });
}

/**
 * Clicking a column header: the same column flips its direction; another column starts in its
 * natural order (names A to Z, amounts largest first).
 */
export function nextSort(current: AccountSort, key: AccountSortKey): AccountSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'name' ? 'asc' : 'desc' };
}

export const totalCents = (accounts: readonly TAccount[]) => accounts.reduce((sum, account) => sum + account.amountCents, 0);
