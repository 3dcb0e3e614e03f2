import type { TDashboardClient, TDashboardResponse } from '@finboard/contracts';
import { formatCompactDollars, formatCompactNumber, formatCount, formatDashboardMoney } from '@finboard/domain/format';

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
  /** The chart's axis and tips: dollars or counts in the format module's compact units. */
  formatValue: (value: number) => string;
  /** Who the chart leaves out and why (every client is accounted for), or null. */
  note: string | null;
}

const money = formatDashboardMoney;
const count = (value: number) => String(value);
const nameOf = (client: TDashboardClient) => `${client.firstName} ${client.lastName}`.trim();

/**
 * A tile that is a sum shows parts that add up to it (issue 33): what no named part counts (an
 * account of another kind, an asset neither retirement, investment nor cash) gets an 'Other' tile.
 */
function withRemainder(tiles: Tile[], total: number, parts: readonly number[], write: (value: number) => string): Tile[] {
  const rest = total - parts.reduce((sum, part) => sum + part, 0);
  return rest === 0 ? tiles : [...tiles, { label: 'Other', value: write(rest) }];
}

/** '5 clients do not share net worth': the clients a by-client chart has no bar for. */
function missingNote(clients: readonly TDashboardClient[], bars: readonly ChartBar[], what: string): string | null {
  const missing = clients.length - bars.length;
  return missing > 0 ? `${formatCount(missing, 'client')} ${missing === 1 ? 'does' : 'do'} not share ${what}` : null;
}

/** The most bars a chart names: past it, the largest MAX_BARS - 1 and one 'Others' bar for the rest. */
export const MAX_BARS = 20;
/** The 'Others' bar's place on the axis: no client id or source name looks like it. */
export const OTHERS_CATEGORY = '\u0000others';

/**
 * Largest first, each bar named (issue 33: 5 of 35 names showed). Past MAX_BARS the rest are one
 * 'Others (N clients)' bar with their sum, so a chart of 500 clients still names every bar and
 * accounts for every client.
 */
export function topBars(bars: readonly ChartBar[], unit: string): ChartBar[] {
  const sorted = [...bars].sort((a, b) => b.value - a.value);
  if (sorted.length <= MAX_BARS) return sorted;
  const rest = sorted.slice(MAX_BARS - 1);
  const value = rest.reduce((sum, bar) => sum + bar.value, 0);
  return [...sorted.slice(0, MAX_BARS - 1), { category: OTHERS_CATEGORY, label: `Others (${formatCount(rest.length, unit)})`, value, clientId: null }];
}

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
  const accountBars = byClient(clients, (client) => client.accountCount, false);
  const assetBars = byClient(clients, (client) => client.assetsCents, true);
  const netWorthBars = byClient(clients, (client) => client.netWorthCents, true);
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
      bars: topBars(
        data.clientsBySource.map((row) => ({ category: row.source, label: row.source, value: row.count, clientId: null })),
        'source',
      ),
      formatValue: formatCompactNumber,
      note: null,
    },
    {
      value: 'accounts',
      label: 'Accounts',
      tiles: withRemainder(
        [
          { label: 'Total Accounts', value: count(tiles.accounts.totalAccounts) },
          { label: 'Investment', value: count(tiles.accounts.investment) },
          { label: 'Banking', value: count(tiles.accounts.banking) },
          { label: 'Liabilities', value: count(tiles.accounts.liabilities) },
        ],
        tiles.accounts.totalAccounts,
        [tiles.accounts.investment, tiles.accounts.banking, tiles.accounts.liabilities],
        count,
      ),
      chartTitle: 'Linked Accounts By Client',
      bars: topBars(accountBars, 'client'),
      formatValue: formatCompactNumber,
      note: missingNote(clients, accountBars, 'their accounts'),
    },
    {
      value: 'assets',
      label: 'Assets',
      tiles: withRemainder(
        [
          { label: 'Total Assets', value: money(tiles.assets.totalAssetsCents) },
          { label: 'Retirement', value: money(tiles.assets.retirementCents) },
          { label: 'Investment', value: money(tiles.assets.investmentCents) },
          { label: 'Cash', value: money(tiles.assets.cashCents) },
        ],
        tiles.assets.totalAssetsCents,
        [tiles.assets.retirementCents, tiles.assets.investmentCents, tiles.assets.cashCents],
        money,
      ),
      chartTitle: 'Assets By Client',
      bars: topBars(assetBars, 'client'),
      formatValue: formatCompactDollars,
      note: missingNote(clients, assetBars, 'their assets'),
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
      bars: topBars(netWorthBars, 'client'),
      formatValue: formatCompactDollars,
      note: missingNote(clients, netWorthBars, 'net worth'),
    },
  ];
}
