import type { TMyClientsPage, TMyClientsPageParams } from '@finboard/contracts';
import { searchWordsOf } from '@finboard/domain/connections';
import { STALE_AFTER_DAYS } from '@finboard/domain/workspace';
import type { Actor } from '../../access/actor';
import { advisorIdsReadBy } from '../../access/advisor-client-reads';
import { requireConnectionParty } from '../../access/connection-access';
import { NEEDS_LOGIN_CODES } from '../institutions/sync.service';
import { toClientCard, toConnection } from './connection-mapper';
import type { ConnectionDeps } from './connections.service';
import { findConnectedSources, findMyClientsPage } from './my-clients-page.repository';

const DAY_MS = 86_400_000;

/**
 * My Clients at scale (issue 34): one page of the advisor's connected clients (a sub-advisor's
 * include the primary's), searched by name or email, filtered, favourites first. Only the caller's
 * own links (and their primary's) are ever read: the advisor ids come from the actor, never the query.
 */
export async function findMyClientsPageOf(deps: Pick<ConnectionDeps, 'db' | 'now'>, actor: Actor, params: TMyClientsPageParams): Promise<TMyClientsPage> {
  const advisor = requireConnectionParty(actor, 'advisor');
  const advisorIds = await advisorIdsReadBy(deps.db, advisor.userId);
  const scope = {
    advisorId: advisor.userId,
    advisorIds,
    needsLoginCodes: [...NEEDS_LOGIN_CODES],
    staleBefore: new Date(deps.now().getTime() - STALE_AFTER_DAYS * DAY_MS),
  };
  const filter = {
    searchWords: searchWordsOf(params.search ?? ''),
    source: params.source,
    favoritesOnly: params.favorites === true,
    shares: params.shares,
    attentionOnly: params.attention === true,
    sort: params.sort,
    limit: params.pageSize,
    offset: (params.page - 1) * params.pageSize,
  };
  const [rows, sources] = await Promise.all([findMyClientsPage(deps.db, scope, filter), findConnectedSources(deps.db, advisorIds)]);
  // A page past the end has no row to carry the total: read it from the first row (a list that shrank while paging).
  const total = rows[0]?.total ?? (params.page > 1 ? ((await findMyClientsPage(deps.db, scope, { ...filter, limit: 1, offset: 0 }))[0]?.total ?? 0) : 0);
  return {
    clients: rows.map((row) => ({
      connection: toConnection(row.link),
      client: toClientCard(row.client, row.photoFileId),
      isFavorite: row.isFavorite,
      netWorthCents: row.netWorthCents,
      needsAttention: row.needsAttention,
    })),
    total,
    page: params.page,
    pageSize: params.pageSize,
    sources,
  };
}
