import type { TMyClientsResponse } from '@finboard/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { myClientsQuery } from '../../../features/connections/api';
import type { ViewedClientName } from '../../../lib/client-view';
import type { ConnectedClient } from './menus/advisor-side-menu';
import { connectedClientsOf } from './menus/connected-clients';

const NONE: ConnectedClient[] = [];

// Module-level, so the query keeps the same selected array between renders.
const selectConnected = (data: TMyClientsResponse) => connectedClientsOf(data.clients);

/**
 * An advisor's connected clients, for the side menu and the pages' breadcrumbs: one read, shared
 * with My Clients through the query cache (and refreshed by every connection change there).
 * Other roles read nothing.
 */
export function useConnectedClients(role: string | null) {
  const query = useQuery({ ...myClientsQuery(), enabled: role === 'advisor', select: selectConnected });
  const clients = (role === 'advisor' && query.data) || NONE;
  const names = useMemo(() => new Map<string, ViewedClientName>(clients.map((client) => [client.uid, client])), [clients]);
  return { clients, names };
}
