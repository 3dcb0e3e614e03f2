import type { TDashboardClient, TDashboardTiles } from '@finboard/contracts';
import type { BalanceSheetTotals } from '../balance-sheet/balance-sheet-summary.service';

/**
 * The four tabs' tiles: sums of the clients' own balance sheets, over the clients who share them.
 * A client who does not share Net Worth counts as connected and adds nothing else.
 */
export function dashboardTilesOf(connectedClients: number, total: BalanceSheetTotals): TDashboardTiles {
  const netWorth = total.assetsCents - total.liabilitiesCents;
  return {
    clients: { connectedClients, linkedAssets: total.assetAccountCount, totalAssetsCents: total.assetsCents, totalNetWorthCents: netWorth },
    accounts: {
      totalAccounts: total.accountCount,
      investment: total.investmentAccountCount,
      banking: total.bankingAccountCount,
      liabilities: total.liabilityAccountCount,
    },
    assets: { totalAssetsCents: total.assetsCents, retirementCents: total.retirementCents, investmentCents: total.investmentCents, cashCents: total.cashCents },
    netWorth: { totalNetWorthCents: netWorth, assetsCents: total.assetsCents, liabilitiesCents: total.liabilitiesCents, cashCents: total.cashCents },
  };
}

/** Clients By Source: how many connected clients came from each source, most first. */
export function clientsBySourceOf(clients: readonly TDashboardClient[]): { source: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const client of clients) counts.set(client.source, (counts.get(client.source) ?? 0) + 1);
  return [...counts].map(([source, count]) => ({ source, count })).sort((a, b) => b.count - a.count || a.source.localeCompare(b.source));
}
