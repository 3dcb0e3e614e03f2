import type { TDashboardClient, TDashboardTiles } from '@finboard/contracts';
import type { BalanceSheetSummary } from '../balance-sheet/balance-sheet-summary.service';

/**
 * The four tabs' tiles: sums of the clients' own balance sheets, over the clients who share them.
 * A client who does not share Net Worth counts as connected and adds nothing else.
 */
export function dashboardTilesOf(connectedClients: number, summaries: Iterable<BalanceSheetSummary>): TDashboardTiles {
  const total = { accounts: 0, assetAccounts: 0, investment: 0, banking: 0, liabilityAccounts: 0, assets: 0, liabilities: 0, retirement: 0, investmentCents: 0, cash: 0 };
  for (const summary of summaries) {
    total.accounts += summary.accountCount;
    total.assetAccounts += summary.assetAccountCount;
    total.investment += summary.investmentAccountCount;
    total.banking += summary.bankingAccountCount;
    total.liabilityAccounts += summary.liabilityAccountCount;
    total.assets += summary.assetsCents;
    total.liabilities += summary.liabilitiesCents;
    total.retirement += summary.retirementCents;
    total.investmentCents += summary.investmentCents;
    total.cash += summary.cashCents;
  }
  const netWorth = total.assets - total.liabilities;
  return {
    clients: { connectedClients, linkedAssets: total.assetAccounts, totalAssetsCents: total.assets, totalNetWorthCents: netWorth },
    accounts: { totalAccounts: total.accounts, investment: total.investment, banking: total.banking, liabilities: total.liabilityAccounts },
    assets: { totalAssetsCents: total.assets, retirementCents: total.retirement, investmentCents: total.investmentCents, cashCents: total.cash },
    netWorth: { totalNetWorthCents: netWorth, assetsCents: total.assets, liabilitiesCents: total.liabilities, cashCents: total.cash },
  };
}

/** Clients By Source: how many connected clients came from each source, most first. */
export function clientsBySourceOf(clients: readonly TDashboardClient[]): { source: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const client of clients) counts.set(client.source, (counts.get(client.source) ?? 0) + 1);
  return [...counts].map(([source, count]) => ({ source, count })).sort((a, b) => b.count - a.count || a.source.localeCompare(b.source));
}
