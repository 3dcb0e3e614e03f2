import type { TAdminClientsPage, TAdminClientsQuery } from '@finboard/contracts';
import type { AdminDeps } from './admin-deps';
import { countClients, countConnectedAdvisors, countLinkedInstitutionsOf, findClientsPage } from './admin-clients.repository';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export async function listClients(deps: AdminDeps, query: TAdminClientsQuery): Promise<TAdminClientsPage> {
  const [rows, total] = await Promise.all([findClientsPage(deps.db, query), countClients(deps.db, query)]);
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
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
