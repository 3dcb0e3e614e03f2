import { useMemo } from 'react';
import { buildSearchItems, type SearchSources } from '../lib/search-items';

/** The searchable items, built again only when a source changes. */
export function useSearchItems({ role, clients, institutions, notifications, sentence }: SearchSources) {
  return useMemo(() => buildSearchItems({ role, clients, institutions, notifications, sentence }), [role, clients, institutions, notifications, sentence]);
}
