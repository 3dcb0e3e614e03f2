import { ADMIN_COUNT_CAP, type TAdminClientsPage, type TAdminClientsQuery } from '@finboard/contracts';
import type { AdminDeps } from './admin-deps';
import { countClientsUpTo, countConnectedAdvisors, countLinkedInstitutionsOf, findClientsPage } from './admin-clients.repository';

/** Up to this many matches, sorting them all costs less than walking a sort index in search of them. */
const MATCHES_FIRST_MAX = 5_000;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export async function listClients(deps: AdminDeps, query: TAdminClientsQuery): Promise<TAdminClientsPage> {
  const counted = await countClientsUpTo(deps.db, query, ADMIN_COUNT_CAP);
  // Few matches of a search: find them, then sort (the repository says why).
  const rows = await findClientsPage(deps.db, query, { matchesFirst: query.search?.trim() && counted <= MATCHES_FIRST_MAX ? MATCHES_FIRST_MAX : null });
  const ids = rows.map((row) => row.id);
  const [advisors, linked] = await Promise.all([countConnectedAdvisors(deps.db, ids), countLinkedInstitutionsOf(deps.db, ids)]);
  return {
    rows: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      lastActiveAt: iso(row.lastActiveAt),
      suspendedAt: iso(row.suspendedAt),
      connectedAdvisors: advisors.get(row.id) ?? 0,
      linkedInstitutions: linked.get(row.id) ?? 0,
    })),
    total: Math.min(counted, ADMIN_COUNT_CAP),
    totalCapped: counted > ADMIN_COUNT_CAP,
    page: query.page,
    pageSize: query.pageSize,
  };
}
