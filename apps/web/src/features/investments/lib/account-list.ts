import type { TInvestmentAccount } from '@finboard/contracts';

export type AccountTab = 'non-retirement' | 'retirement';
export type SortOrder = 'asc' | 'desc';

export const ACCOUNT_TABS: readonly { value: AccountTab; label: string }[] = [
  { value: 'non-retirement', label: 'Non-Retirement' },
  { value: 'retirement', label: 'Retirement' },
];

export const SORT_ORDERS: readonly { value: SortOrder; label: string }[] = [
  { value: 'asc', label: 'Ascending' },
  { value: 'desc', label: 'Descending' },
];

/** The api classifies (the domain's retirement subtypes, spec 01 §9); the tab only reads the flag. */
export const tabOf = (account: Pick<TInvestmentAccount, 'isRetirement'>): AccountTab => (account.isRetirement ? 'retirement' : 'non-retirement');

/** Without an account to follow, Non-Retirement first, unless only retirement accounts exist. */
export function defaultTab(accounts: readonly TInvestmentAccount[]): AccountTab {
  const hasRetirement = accounts.some((account) => account.isRetirement);
  const hasOther = accounts.some((account) => !account.isRetirement);
  return hasRetirement && !hasOther ? 'retirement' : 'non-retirement';
}

const matches = (account: TInvestmentAccount, search: string) => {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [account.institutionName, account.accountType, account.accountSubtype].some((text) => text.toLowerCase().includes(needle));
};

/** The rows of one tab: searched on institution name or account type (or subtype), sorted by value. */
export function visibleAccounts(
  accounts: readonly TInvestmentAccount[],
  { tab, search, sort }: { tab: AccountTab; search: string; sort: SortOrder },
): TInvestmentAccount[] {
  const direction = sort === 'asc' ? 1 : -1;
  return accounts
    .filter((account) => tabOf(account) === tab && matches(account, search))
    .sort((a, b) => direction * (a.valueCents - b.valueCents) || a.institutionName.localeCompare(b.institutionName));
}
