import type { TMyClient } from '@finboard/contracts';
import { sortClients } from '../../../../features/connections/lib/client-list';
import type { ConnectedClient } from './advisor-side-menu';

/**
 * The advisor's side-menu clients from My Clients' list: connected ones only (a pending request
 * opens no data), newest first like the list itself (spec 02 §2).
 */
export function connectedClientsOf(rows: readonly TMyClient[]): ConnectedClient[] {
  return sortClients(
    rows.filter((row) => row.connection.status === 'connected'),
    'none',
  ).map((row) => ({
    uid: row.client.id,
    firstName: row.client.firstName,
    lastName: row.client.lastName,
    email: row.client.email,
    share: row.connection.share,
    isFavorite: row.isFavorite,
    lastViewedAt: row.lastViewedAt ?? null,
  }));
}
