import { formatIsoDate } from '@finboard/domain/format';
import type { TFavoriteResponse, TMyAdvisorsResponse, TMyClient, TMyClientsResponse } from '@finboard/contracts';
import type { ClientDataScope } from '@finboard/domain';
import { centsToDollars } from '@finboard/domain/money';
import { stringify } from 'csv-stringify/sync';
import type { Actor } from '../../access/actor';
import { advisorIdsReadBy } from '../../access/advisor-client-reads';
import { requireConnectionParty } from '../../access/connection-access';
import { notFound } from '../../errors/app-error';
import { findRecentViews } from './advisor-views.repository';
import { clientRatingsOf, ratingSummariesOf } from './ratings.service';
import { photoUrlOf, toClientCard, toConnection } from './connection-mapper';
import type { ConnectionDeps } from './connections.service';
import { addFavoriteClient, findConnectedClientsOfAdvisors, findLinksOfAdvisor, findLinksOfClient, removeFavoriteClient } from './connections.repository';

/** How an advisor's read shows in the client's audit list ("Viewed your Cash Flow"). */
const VIEW_LABELS: Record<ClientDataScope, string> = {
  profile: 'Profile',
  accounts: 'Connected Accounts',
  assets: 'Assets',
  liabilities: 'Liabilities',
  netWorth: 'Net Worth',
  investments: 'Investments',
  income: 'Income',
  insurance: 'Insurance',
  estate: 'Estate',
  quickReport: 'Quick Report',
  cashFlow: 'Cash Flow',
  scenarios: 'Plans',
};

const RECENT_VIEWS_PER_ADVISOR = 5;

const addressLine = (address: { addressLine1: string | null; city: string | null; state: string | null; zipCode: string | null } | null) =>
  [address?.addressLine1, address?.city, [address?.state, address?.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** Board of Advisors: the client's pending and connected advisors, each with their latest reads of the client's data. */
export async function listMyAdvisors(deps: ConnectionDeps, actor: Actor): Promise<TMyAdvisorsResponse> {
  const client = requireConnectionParty(actor, 'client');
  const rows = await findLinksOfClient(deps.db, client.userId);
  const advisorIds = rows.map((row) => row.advisor.id);
  const [views, ratings, myRatings] = await Promise.all([
    findRecentViews(deps.db, { clientId: client.userId, advisorIds, perAdvisor: RECENT_VIEWS_PER_ADVISOR }),
    ratingSummariesOf(deps.db, advisorIds),
    clientRatingsOf(deps.db, client.userId, advisorIds),
  ]);
  return {
    advisors: rows.map((row) => ({
      connection: toConnection(row.link),
      advisor: {
        id: row.advisor.id,
        firstName: row.advisor.firstName,
        lastName: row.advisor.lastName,
        email: row.advisor.email,
        photoUrl: photoUrlOf(row.photoFileId, row.advisor.image),
        addressLine: addressLine(row.address),
        calendarLink: row.calendarLink || null,
      },
      recentViews: views
        .filter((view) => view.advisorId === row.advisor.id)
        .map((view) => ({ scope: view.scope, label: VIEW_LABELS[view.scope as ClientDataScope] ?? view.scope, viewedAt: view.viewedAt.toISOString() })),
      rating: ratings.get(row.advisor.id) ?? { average: null, count: 0 },
      myRating: myRatings.get(row.advisor.id) ?? null,
    })),
  };
}

/** My Clients: the advisor's pending requests and connected clients; net worth only where the client shares it. */
export async function listMyClients(deps: ConnectionDeps, actor: Actor): Promise<TMyClientsResponse> {
  const advisor = requireConnectionParty(actor, 'advisor');
  const [, primaryId = null] = await advisorIdsReadBy(deps.db, advisor.userId);
  const rows = await findLinksOfAdvisor(deps.db, advisor.userId, primaryId);
  return {
    clients: rows.map((row): TMyClient => ({
      connection: toConnection(row.link),
      client: toClientCard(row.client, row.photoFileId),
      isFavorite: row.favoriteSince !== null,
      netWorthCents: row.link.status === 'connected' && row.link.shareNetWorth ? (row.netWorthCents ?? 0) : null,
      // A subquery's timestamp skips drizzle's mapping: a string on pg, a Date on PGlite.
      lastViewedAt: row.lastViewedAt === null ? null : new Date(row.lastViewedAt).toISOString(),
    })),
  };
}

/** Favourites are the advisor's own list, of clients they are connected to or asked by. */
export async function setFavorite(deps: ConnectionDeps, actor: Actor, clientId: string, isFavorite: boolean): Promise<TFavoriteResponse> {
  const advisor = requireConnectionParty(actor, 'advisor');
  const links = await findLinksOfAdvisor(deps.db, advisor.userId);
  if (!links.some((row) => row.client.id === clientId)) throw notFound('Client not found');
  await (isFavorite ? addFavoriteClient : removeFavoriteClient)(deps.db, { advisorId: advisor.userId, clientId });
  return { clientId, isFavorite };
}

/** A leading =, +, - or @ would make a spreadsheet run a typed-in name as a formula: keep it text. */
const asText = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** My Clients as CSV (spec 02 exportClients): connected clients only, the figures each one shares. */
export async function exportClientsCsv(deps: ConnectionDeps, actor: Actor): Promise<string> {
  const { clients } = await listMyClients(deps, actor);
  const rows = clients
    .filter((row) => row.connection.status === 'connected')
    .map((row) => [
      asText(row.client.firstName),
      asText(row.client.lastName),
      asText(row.client.email),
      asText(row.connection.source),
      // The day the page shows, in the product's time zone (a UTC day put evening links a day late).
      formatIsoDate(row.connection.acceptedAt),
      row.netWorthCents === null ? '' : centsToDollars(row.netWorthCents).toFixed(2),
      row.isFavorite ? 'yes' : 'no',
    ]);
  return stringify([['First Name', 'Last Name', 'Email', 'Source', 'Connected Since', 'Net Worth', 'Favorite'], ...rows]);
}

export interface ConnectedClient {
  clientId: string;
  firstName: string;
  lastName: string;
  source: string;
  acceptedAt: Date | null;
}

/**
 * The clients connected to an advisor (whose connection access/ has decided): names and sources
 * only, which the connection alone shows. Figures come through the access resolver's grants.
 */
export async function findConnectedClients(deps: { db: ConnectionDeps['db'] }, advisorIds: readonly string[]): Promise<ConnectedClient[]> {
  const rows = await findConnectedClientsOfAdvisors(deps.db, advisorIds);
  // A client connected to both a sub-advisor and their primary is listed once.
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.clientId) && seen.add(row.clientId));
}
