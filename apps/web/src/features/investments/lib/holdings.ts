import { formatSecurityType } from '@finboard/domain/format';
import type { THolding, TInvestmentAccount } from '@finboard/contracts';

export type HoldingFilter = 'all' | 'cash' | 'equity' | 'mutual fund' | 'etf' | 'derivative';

/** The holdings table's filter (spec 02 "Investments"); values are the provider's security types. */
export const HOLDING_FILTERS: readonly { value: HoldingFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'cash', label: 'Cash' },
  { value: 'equity', label: 'Equity' },
  { value: 'mutual fund', label: 'Mutual Fund' },
  { value: 'etf', label: 'ETF' },
  { value: 'derivative', label: 'Derivative' },
];

/** The position at the quote's price (quantity × market price), or null: 'Data not available'. */
export function marketValueCents(holding: Pick<THolding, 'quantity' | 'marketPrice'>): number | null {
  return holding.marketPrice === null ? null : Math.round(holding.quantity * holding.marketPrice);
}

/** Filtered by security type, then searched on institution name, account type, ticker or security type. */
export function visibleHoldings(
  holdings: readonly THolding[],
  account: Pick<TInvestmentAccount, 'institutionName' | 'accountType' | 'accountSubtype'>,
  { filter, search }: { filter: HoldingFilter; search: string },
): THolding[] {
  const needle = search.trim().toLowerCase();
  return holdings.filter((holding) => {
    if (filter !== 'all' && (holding.securityType ?? '').toLowerCase() !== filter) return false;
    if (!needle) return true;
    const fields = [
      account.institutionName,
      account.accountType,
      account.accountSubtype,
      holding.tickerSymbol ?? '',
      holding.securityType ?? '',
      formatSecurityType(holding.securityType),
    ];
    return fields.some((text) => text.toLowerCase().includes(needle));
  });
}

/** The asset type chart's slices, largest first, in dollars. */
export function allocationSlices(allocation: readonly { securityType: string; valueCents: number }[]) {
  return allocation
    .filter((row) => row.valueCents > 0)
    .map((row) => ({ name: formatSecurityType(row.securityType), value: Math.round(row.valueCents / 100) }))
    .sort((a, b) => b.value - a.value);
}
