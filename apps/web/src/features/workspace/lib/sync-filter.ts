import type { TDashboardClient } from '@finboard/contracts';

/** The Collections list's freshness filter: which clients' numbers may not be current. */
export const SYNC_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'needs-login', label: 'Needs login' },
  { value: 'stale', label: 'Stale' },
] as const;
export type SyncFilter = (typeof SYNC_FILTERS)[number]['value'];

export function matchesSyncFilter(client: TDashboardClient, filter: SyncFilter): boolean {
  if (filter === 'needs-login') return (client.sync?.needsLogin.length ?? 0) > 0;
  if (filter === 'stale') return client.sync?.isStale === true;
  return true;
}
