import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { AdvisorListQuery } from '../../../config/paths';
import { advisorSearchQuery } from '../api';
import { listQueryOf, readListFilters, searchedCategories, searchOf, type ListFilters } from '../lib/list-filters';

const toSearchParams = (query: AdvisorListQuery) =>
  new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined || value === null || value === '' ? [] : [[key, String(value)]])));

/**
 * Advisors near a ZIP code with the filters in the URL, for the public list and the client's
 * category page: the filters, their search (none for a ZIP code that is not one), an update that
 * goes back to page 1 in place, and the page's heading.
 */
export function useAdvisorList(zipText: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readListFilters(zipText, searchParams);
  const { zip } = filters;
  const query = useQuery({ ...advisorSearchQuery(searchOf({ ...filters, zip: zip ?? '00000' })), enabled: zip !== null });

  const update = (next: Partial<ListFilters>) => setSearchParams(toSearchParams(listQueryOf({ ...filters, page: 1, ...next })), { replace: true });

  const place = query.data?.place && query.data.place.zip === zip ? query.data.place : null;
  const heading = `Advisors near ${zip ?? zipText}${place ? ` (${[place.city, place.state].filter(Boolean).join(', ')})` : ''}`;
  const hasNarrowingFilters = searchedCategories(filters).length > 0 || filters.clientTypes.length > 0;
  return { filters, zip, query, update, heading, hasNarrowingFilters };
}
