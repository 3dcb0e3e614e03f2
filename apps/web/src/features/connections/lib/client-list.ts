import type { TMyClient, TMyClientsSort } from '@finboard/contracts';

/** The net-worth column's sort: spec 01 §9 cycles none → descending → ascending → none. */
export type NetWorthSort = 'none' | 'desc' | 'asc';

export function nextNetWorthSort(sort: NetWorthSort): NetWorthSort {
  if (sort === 'none') return 'desc';
  if (sort === 'desc') return 'asc';
  return 'none';
}

/** The server's order for each step of the cycle (My Clients is sorted and paged by the server). */
export const SERVER_SORT: Record<NetWorthSort, TMyClientsSort> = { none: 'newest', desc: 'netWorthDesc', asc: 'netWorthAsc' };

/** The date a row is ordered and labelled by: when the client connected, else when they asked. */
export const connectionDateOf = (row: TMyClient) => row.connection.acceptedAt ?? row.connection.requestedAt;

export const clientNameOf = (row: TMyClient) => `${row.client.firstName} ${row.client.lastName}`.trim() || row.client.email;

const byNewest = (a: TMyClient, b: TMyClient) => Date.parse(connectionDateOf(b)) - Date.parse(connectionDateOf(a));

/** Net worth one way or the other; a client who does not share it stays at the bottom either way. */
function byNetWorth(direction: 1 | -1) {
  return (a: TMyClient, b: TMyClient) => {
    if (a.netWorthCents === null || b.netWorthCents === null) return (a.netWorthCents === null ? 1 : 0) - (b.netWorthCents === null ? 1 : 0);
    return direction * (a.netWorthCents - b.netWorthCents);
  };
}

/**
 * Client lists default to newest date first (spec 02 §2); a net-worth sort goes on top of that, so
 * equal figures keep the newest first (Array.prototype.sort is stable).
 */
export function sortClients(rows: readonly TMyClient[], sort: NetWorthSort): TMyClient[] {
  const newest = [...rows].sort(byNewest);
  if (sort === 'none') return newest;
  return newest.sort(byNetWorth(sort === 'desc' ? -1 : 1));
}

/** My Clients' two lists: requests waiting for an answer, and the clients already connected. */
export function splitClients(rows: readonly TMyClient[]): { requests: TMyClient[]; connected: TMyClient[] } {
  return {
    requests: rows.filter((row) => row.connection.status === 'pending'),
    connected: rows.filter((row) => row.connection.status === 'connected'),
  };
}
