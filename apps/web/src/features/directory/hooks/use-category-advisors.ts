import { zip5Of } from '@finboard/domain';
import { useQuery } from '@tanstack/react-query';
import { advisorSearchQuery } from '../api';

/** Cards a page of the category directory: eight rows of three. */
export const CATEGORY_PAGE_SIZE = 24;

/**
 * The category directory's advisors (spec 02): loaded only once a category is set, near the ZIP code
 * when there is one, else everywhere. Another category's cards never stand in while the next loads.
 */
export function useCategoryAdvisors({ category, zipCode, page }: { category: string | null; zipCode: string | null; page: number }) {
  const query = useQuery({
    ...advisorSearchQuery({
      categories: category ? [category] : [],
      clientTypes: [],
      ...(zipCode ? { zip: zipCode } : {}),
      page,
      pageSize: CATEGORY_PAGE_SIZE,
    }),
    enabled: category !== null,
  });
  return { ...query, isLoadingCards: category !== null && (query.isPending || query.isPlaceholderData) };
}

/** The spec's words when a category has no advisors (spec 02). */
export const EMPTY_CATEGORY_MESSAGE = 'We’re working on adding more advisors. Please try another advisor category in the meantime.';

/** The category directory's optional ?zipCode=: its five digits, or null for everywhere. */
export function zipCodeParam(search: URLSearchParams): string | null {
  const text = search.get('zipCode');
  return text ? zip5Of(text) : null;
}
