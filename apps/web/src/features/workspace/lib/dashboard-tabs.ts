import type { TDashboardClient, TDashboardResponse } from '@finboard/contracts';
import { formatDashboardMoney } from '@finboard/domain/workspace';

export interface Tile {
  label: string;
  value: string;
}

export interface ChartBar {
  category: string;
  label: string;
  value: number;
  /** The client a bar stands for: a click opens their quick report. Null for a source's bar. */
  clientId: string | null;
}

export interface DashboardTab {
  value: 'clients' | 'accounts' | 'assets' | 'net-worth';
  label: string;
  tiles: Tile[];
  chartTitle: string;
  bars: ChartBar[];
}

const money = (cents: number) => `$${formatDashboardMoney(cents)}`;
const count = (value: number) => String(value);
const nameOf = (client: TDashboardClient) => `${client.firstName} ${client.lastName}`.trim();

/** A bar per client who shares the figure (the others have none to show). */
function byClient(clients: readonly TDashboardClient[], pick: (client: TDashboardClient) => number | null, inDollars: boolean): ChartBar[] {
  return clients.flatMap((client) => {
    const value = pick(client);
    return value === null ? [] : [{ category: client.id, label: nameOf(client), value: inDollars ? value / 100 : value, clientId: client.id }];
  });
}

/** The four tabs of the dashboard (spec 01 §2), each with its four tiles and its chart. */
export function dashboardTabsOf(data: TDashboardResponse): DashboardTab[] {
  const { tiles, clients } = data;
  return [
    {
      value: 'clients',
      label: 'Clients',
      tiles: [
        { label: 'Connected Clients', value: count(tiles.clients.connectedClients) },
        { label: 'Linked Assets', value: count(tiles.clients.linkedAssets) },
        { label: 'Total Assets', value: money(tiles.clients.totalAssetsCents) },
        { label: 'Total Net Worth', value: money(tiles.clients.totalNetWorthCents) },
      ],
      chartTitle: 'Clients By Source',
      bars: data.clientsBySource.map((row) => ({ category: row.source, label: row.source, value: row.count, clientId: null })),
    },
    {
      value: 'accounts',
      label: 'Accounts',
      tiles: [
        { label: 'Total Accounts', value: count(tiles.accounts.totalAccounts) },
        { label: 'Investment', value: count(tiles.accounts.investment) },
        { label: 'Banking', value: count(tiles.accounts.banking) },
        { label: 'Liabilities', value: count(tiles.accounts.liabilities) },
      ],
      chartTitle: 'Linked Accounts By Client',
      bars: byClient(clients, (client) => client.accountCount, false),
    },
    {
      value: 'assets',
      label: 'Assets',
      tiles: [
        { label: 'Total Assets', value: money(tiles.assets.totalAssetsCents) },
        { label: 'Retirement', value: money(tiles.assets.retirementCents) },
        { label: 'Investment', value: money(tiles.assets.investmentCents) },
        { label: 'Cash', value: money(tiles.assets.cashCents) },
      ],
      chartTitle: 'Assets By Client',
      bars: byClient(clients, (client) => client.assetsCents, true),
    },
    {
      value: 'net-worth',
      label: 'Net Worth',
      tiles: [
        { label: 'Total Net Worth', value: money(tiles.netWorth.totalNetWorthCents) },
        { label: 'Assets', value: money(tiles.netWorth.assetsCents) },
        { label: 'Liabilities', value: money(tiles.netWorth.liabilitiesCents) },
        { label: 'Cash', value: money(tiles.netWorth.cashCents) },
      ],
      chartTitle: 'Net Worth By Client',
      bars: byClient(clients, (client) => client.netWorthCents, true),
    },
  ];
}
