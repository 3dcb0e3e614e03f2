import type { TMyClientsPageQuery } from '@finboard/contracts';
import { MY_CLIENTS_PAGE_SIZES } from '@finboard/contracts';
import { SHARE_SWITCH_LABELS, type ShareSwitch } from '@finboard/domain/connections';
import { SERVER_SORT, type NetWorthSort } from './client-list';

/** What the advisor chose above My Clients' table; the page and its size travel with it. */
export interface MyClientsFilters {
  search: string;
  source: string | null;
  shares: ShareSwitch | null;
  favoritesOnly: boolean;
  attentionOnly: boolean;
}

export const NO_FILTERS: MyClientsFilters = { search: '', source: null, shares: null, favoritesOnly: false, attentionOnly: false };

export const PAGE_SIZE_CHOICES = MY_CLIENTS_PAGE_SIZES.map(String);

export const SHARE_CHOICES = [
  { value: 'any', label: 'Shares anything' },
  ...(['netWorth', 'cashFlow', 'retirementScore'] as const).map((which) => ({ value: which, label: `Shares ${SHARE_SWITCH_LABELS[which]}` })),
];

export const isFiltered = (filters: MyClientsFilters) =>
  filters.search.trim() !== '' || filters.source !== null || filters.shares !== null || filters.favoritesOnly || filters.attentionOnly;

/** The query the server reads: only what is chosen is sent. */
export function pageQueryOf(filters: MyClientsFilters, sort: NetWorthSort, page: number, pageSize: number): TMyClientsPageQuery {
  const search = filters.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(filters.source ? { source: filters.source } : {}),
    ...(filters.shares ? { shares: filters.shares } : {}),
    ...(filters.favoritesOnly ? { favorites: 'true' as const } : {}),
    ...(filters.attentionOnly ? { attention: 'true' as const } : {}),
    sort: SERVER_SORT[sort],
    page,
    pageSize,
  };
}
