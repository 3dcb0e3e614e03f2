import { createHash } from 'node:crypto';
import type { TDashboardClient, TDashboardQuery, TDashboardResponse, TDashboardTiles } from '@finboard/contracts';
import type { Db, LagTolerantReads } from '@finboard/db';
import { calendarDateIn, productTimeZone } from '@finboard/domain';
import { dashboardPeriodStartDate, parseDashboardPeriod, sourceKey, sourceLabel } from '@finboard/domain/workspace';
import type { Actor } from '../../access/actor';
import { type AdvisorClientReads, resolveAdvisorClientReads } from '../../access/advisor-client-reads';
import { type ClientBalanceSheet, summarizeReadableBalanceSheets } from '../balance-sheet/balance-sheet-summary.service';
import { type ConnectedClient, findConnectedClients } from '../connections/connection-lists.service';
import { findReadableClientsWithInstitution, findReadableSyncHealth, type SyncHealth } from '../institutions/sync-health.service';
import { clientsBySourceOf, dashboardTilesOf } from './dashboard-figures';
import { findSourceNames } from './registration-sources.service';
import { ReuseCache } from '../../platform/reuse-cache';

/** The figures of one advisor's decided reads: what does not depend on the filter (source, period). */
export interface DashboardFigures {
  tiles: TDashboardTiles;
  clientsBySource: TDashboardResponse['clientsBySource'];
  clients: TDashboardClient[];
  /** Each client's connection day in the product's time zone (Your Collections' period), null if never accepted. */
  connectedOn: (string | null)[];
}

export interface DashboardDeps {
  db: Db;
  now: () => Date;
  /** Reuses the figures for a few seconds (DASHBOARD_CACHE_SECONDS); without it every read sums again. */
  figures?: ReuseCache<DashboardFigures>;
}

/** The cache of the dashboard's figures (the server keeps one; 0 seconds turns it off). */
export const dashboardFiguresCache = (seconds: number) => new ReuseCache<DashboardFigures>(seconds * 1000, { refreshAhead: true });

function toDashboardClient(client: ConnectedClient, summary: ClientBalanceSheet | undefined, sync: SyncHealth | undefined): TDashboardClient {
  return {
    id: client.clientId,
    firstName: client.firstName,
    lastName: client.lastName,
    source: sourceLabel(client.source),
    connectedAt: client.acceptedAt?.toISOString() ?? null,
    sharesNetWorth: summary !== undefined,
    accountCount: summary?.accountCount ?? null,
    assetsCents: summary?.assetsCents ?? null,
    liabilitiesCents: summary?.liabilitiesCents ?? null,
    netWorthCents: summary ? summary.assetsCents - summary.liabilitiesCents : null,
    sync: sync ?? null,
  };
}

/** The filter's choices: the advisor's link sources, then any other a client came from ('Directory'). */
function sourceChoices(linkSources: readonly string[], clients: readonly TDashboardClient[]): string[] {
  const byKey = new Map<string, string>();
  for (const name of [...linkSources, ...clients.map((client) => client.source)]) if (!byKey.has(sourceKey(name))) byKey.set(sourceKey(name), name);
  return [...byKey.values()];
}

/**
 * What the figures were computed from: the advisor, whose links they read through, who is connected
 * and who is readable. The grants are read on every request, so a switch turned off, a link removed
 * or a billing refusal makes another key at once: figures of a client no longer readable are never
 * served. Only the clients' own data (balances, syncs, names) may be as old as the time to live.
 */
function figuresKeyOf(reads: AdvisorClientReads): string {
  const hash = createHash('sha256');
  for (const ids of [reads.throughAdvisorIds, reads.connectedClientIds, reads.readableClientIds]) hash.update(`${ids.join(',')}|`);
  return `${reads.advisorId}:${hash.digest('base64')}`;
}

/** Four set-based reads whatever the number of clients (the balance sheets, the syncs, the links, in parallel). */
async function computeFigures(deps: DashboardDeps, reads: AdvisorClientReads): Promise<DashboardFigures> {
  const [connected, { perClient, totals }, health] = await Promise.all([
    findConnectedClients(deps, reads.throughAdvisorIds),
    summarizeReadableBalanceSheets(deps.db, reads),
    findReadableSyncHealth(deps.db, reads, deps.now()),
  ]);
  // Both reads are of connected links: a link that changed between them is left out.
  const decided = new Set(reads.connectedClientIds);
  const kept = connected.filter((client) => decided.has(client.clientId));
  const clients = kept.map((client) => toDashboardClient(client, perClient.get(client.clientId), health.get(client.clientId)));
  return {
    tiles: dashboardTilesOf(clients.length, totals),
    clientsBySource: clientsBySourceOf(clients),
    clients,
    connectedOn: kept.map((client) => (client.acceptedAt ? calendarDateIn(productTimeZone(), client.acceptedAt) : null)),
  };
}

/**
 * The advisor's dashboard (spec 01 §2): every figure from what each connected client shares (the
 * access resolver decides on every request, and each read is audited), summed as the client's own
 * pages sum it. The figures of the same decided reads are reused for a few seconds: at 500 clients
 * summing them cost most of a request, and the filter (source, period) is applied afterwards.
 */
export async function getAdvisorDashboard(deps: DashboardDeps & LagTolerantReads, actor: Actor, query: TDashboardQuery): Promise<TDashboardResponse> {
  const now = deps.now();
  // Who is readable is decided on the primary; the figures of those clients tolerate a little lag.
  const reads = await resolveAdvisorClientReads(deps.db, actor, 'netWorth');
  const load = () => computeFigures({ ...deps, db: deps.readDb }, reads);
  // The advisor's own sources are read each time: one just added on Client Linking is a choice at once.
  const [figures, linkSources] = await Promise.all([
    deps.figures ? deps.figures.get(figuresKeyOf(reads), load) : load(),
    findSourceNames(deps.db, reads.advisorId),
  ]);
  const period = parseDashboardPeriod(query.period);
  const startDate = dashboardPeriodStartDate(period, calendarDateIn(productTimeZone(), now));
  const chosen = query.source?.trim();
  const source = chosen && chosen !== 'All' ? chosen : null;
  const wanted = source === null ? null : sourceKey(source);
  const institution = query.institution?.trim() || null;
  // Read afresh (not with the cached figures): it is asked for rarely, and only of the readable clients.
  const holders = institution === null ? null : await findReadableClientsWithInstitution(deps.readDb, reads, institution);
  const clientIds = figures.clients
    .filter((client, index) => {
      const connectedOn = figures.connectedOn[index] ?? null;
      return (
        (wanted === null || sourceKey(client.source) === wanted) &&
        (startDate === null || (connectedOn !== null && connectedOn >= startDate)) &&
        (holders === null || holders.has(client.id))
      );
    })
    .map((client) => client.id);
  return {
    tiles: figures.tiles,
    clientsBySource: figures.clientsBySource,
    clients: figures.clients,
    sources: sourceChoices(linkSources, figures.clients),
    collection: { source, period, institution, clientIds },
  };
}
