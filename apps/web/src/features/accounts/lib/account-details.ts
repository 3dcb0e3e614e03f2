import { formatProviderLabel } from '@finboard/domain/format';
import type { TAccount } from '@finboard/contracts';
import { paths } from '../../../config/paths';

export type DetailsTab = 'assets' | 'liabilities';
export type AmountSort = 'asc' | 'desc';

export const AMOUNT_SORTS: { value: AmountSort; label: string }[] = [
  { value: 'desc', label: 'Descending' },
  { value: 'asc', label: 'Ascending' },
];

const sum = (accounts: TAccount[]) => accounts.reduce((total, account) => total + account.amountCents, 0);

export function splitAccounts(accounts: TAccount[]) {
  const assets = accounts.filter((account) => account.balanceType === 'assets');
  const liabilities = accounts.filter((account) => account.balanceType === 'liabilities');
  return { assets, liabilities, assetsCents: sum(assets), liabilitiesCents: sum(liabilities) };
}

/** Liabilities opens first when asked (?liabilities) or when there are no assets but there are debts. */
export function defaultDetailsTab(askedForLiabilities: boolean, assetsCents: number, liabilitiesCents: number): DetailsTab {
  if (askedForLiabilities) return 'liabilities';
  return assetsCents === 0 && liabilitiesCents !== 0 ? 'liabilities' : 'assets';
}

/** The rows shown: names containing the search (any case), ordered by amount. */
export function shownAccounts(accounts: TAccount[], search: string, sort: AmountSort): TAccount[] {
  const needle = search.trim().toLowerCase();
  const found = needle ? accounts.filter((account) => account.name.toLowerCase().includes(needle)) : accounts;
  const direction = sort === 'asc' ? 1 : -1;
  return [...found].sort((a, b) => direction * (a.amountCents - b.amountCents));
}

/** The donut: asset amounts in dollars by account subtype, largest first. */
export function assetsBySubtype(assets: TAccount[]): { name: string; value: number }[] {
  const totals = new Map<string, number>();
  for (const account of assets) {
    const name = formatProviderLabel(account.accountSubtype || account.accountType);
    totals.set(name, (totals.get(name) ?? 0) + account.amountCents);
  }
  return [...totals.entries()]
    .filter(([, cents]) => cents > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([name, cents]) => ({ name, value: Math.round(cents / 100) }));
}

/** Where an asset row leads: its portfolio if it has holdings, its cash flow if a bank account. */
export function accountTarget(account: TAccount, userId?: string): string | null {
  if (account.balanceType !== 'assets') return null;
  if (account.hasHoldings) return paths.clientInvestPortfolio(account.id, userId);
  if (account.accountType === 'depository') return paths.clientAccountCashFlow(account.id, userId);
  return null;
}
