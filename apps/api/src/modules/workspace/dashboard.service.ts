import type { TDashboardClient, TDashboardQuery, TDashboardResponse } from '@finboard/contracts';
import type { Db } from '@finboard/db';
import { calendarDateIn, PRODUCT_TIME_ZONE } from '@finboard/domain';
import { dashboardPeriodStartDate, parseDashboardPeriod, sourceKey, sourceLabel } from '@finboard/domain/workspace';
import type { Actor } from '../../access/actor';
import { resolveAdvisorClientReads } from '../../access/advisor-client-reads';
import { type ClientBalanceSheet, summarizeReadableBalanceSheets } from '../balance-sheet/balance-sheet-summary.service';
import { type ConnectedClient, findConnectedClients } from '../connections/connection-lists.service';
import { findReadableSyncHealth, type SyncHealth } from '../institutions/sync-health.service';
import { clientsBySourceOf, dashboardTilesOf } from './dashboard-figures';
import { findSourceNames } from './registration-sources.service';

export interface DashboardDeps {
  db: Db;
  now: () => Date;
}

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
 * The advisor's dashboard (spec 01 §2): every figure from what each connected client shares (the
 * access resolver decides, and each read is audited), summed as the client's own pages sum it.
 * Four set-based reads whatever the number of clients.
 */
export async function getAdvisorDashboard(deps: DashboardDeps, actor: Actor | null, query: TDashboardQuery): Promise<TDashboardResponse> {
  const now = deps.now();
  const reads = await resolveAdvisorClientReads(deps.db, actor, 'netWorth');
  const [connected, { perClient, totals }, health, linkSources] = await Promise.all([
    findConnectedClients(deps, reads.throughAdvisorIds),
    summarizeReadableBalanceSheets(deps.db, reads),
    findReadableSyncHealth(deps.db, reads, now),
    findSourceNames(deps.db, reads.advisorId),
  ]);
  // Both reads are of connected links: a link that changed between them is left out.
  const decided = new Set(reads.connectedClientIds);
  const clients = connected.filter((client) => decided.has(client.clientId)).map((client) => toDashboardClient(client, perClient.get(client.clientId), health.get(client.clientId)));
  const period = parseDashboardPeriod(query.period);
  const startDate = dashboardPeriodStartDate(period, calendarDateIn(PRODUCT_TIME_ZONE, now));
  const source = query.source?.trim() && query.source.trim() !== 'All' ? query.source.trim() : null;
  const inCollection = (client: TDashboardClient) =>
    (source === null || sourceKey(client.source) === sourceKey(source)) &&
    (startDate === null || (client.connectedAt !== null && calendarDateIn(PRODUCT_TIME_ZONE, new Date(client.connectedAt)) >= startDate));
  return {
    tiles: dashboardTilesOf(clients.length, totals),
    clientsBySource: clientsBySourceOf(clients),
    clients,
    sources: sourceChoices(linkSources, clients),
    collection: { source, period, clientIds: clients.filter(inCollection).map((client) => client.id) },
  };
}
