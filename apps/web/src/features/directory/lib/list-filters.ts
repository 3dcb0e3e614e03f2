import type { TAdvisorSearchQuery } from '@finboard/contracts';
import {
  CLIENT_TYPE_ALL,
  CLIENT_TYPES,
  DEFAULT_SEARCH_RADIUS_MILES,
  LANDING_INTENTS,
  SEARCH_RADII_MILES,
  categoriesOfIntent,
  findAdvisorCategory,
  zip5Of,
  type SearchRadiusMiles,
} from '@finboard/domain';
import type { AdvisorListQuery } from '../../../config/paths';

/** Cards a page of the public list: 4 rows of 5 on the widest screens. */
export const LIST_PAGE_SIZE = 20;

export type ListView = 'grid' | 'list';

/** What the public advisor list shows, read from its URL (/advisor-list/{zip}?intent&categories&clientTypes&radius&view&page). */
export interface ListFilters {
  /** The path's text as typed, for messages. */
  zipText: string;
  /** Its five digits, or null when it is not a ZIP code. */
  zip: string | null;
  /** A landing intent ('invest', 'plan'); only when no category was chosen. */
  intent: string | null;
  /** Explicit categories (canonical acronyms). */
  categories: string[];
  /** The chips as chosen, 'All' included when every type is. */
  clientTypes: string[];
  radius: SearchRadiusMiles;
  view: ListView;
  page: number;
}

const splitList = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const isIntent = (key: string | null): key is string => LANDING_INTENTS.some((intent) => intent.key === key);

export function readListFilters(zipText: string, search: URLSearchParams): ListFilters {
  const categories = [...new Set(splitList(search.get('categories')).flatMap((value) => findAdvisorCategory(value)?.acronym ?? []))];
  const rawTypes = splitList(search.get('clientTypes'));
  const types = rawTypes.includes(CLIENT_TYPE_ALL) ? [...CLIENT_TYPES] : CLIENT_TYPES.filter((type) => rawTypes.includes(type));
  const clientTypes = types.length === CLIENT_TYPES.length ? [CLIENT_TYPE_ALL, ...CLIENT_TYPES] : types;
  const radiusNumber = Number(search.get('radius'));
  const radius = SEARCH_RADII_MILES.find((miles) => miles === radiusNumber) ?? DEFAULT_SEARCH_RADIUS_MILES;
  const pageNumber = Number(search.get('page'));
  const intent = search.get('intent');
  return {
    zipText,
    zip: zip5Of(zipText),
    intent: categories.length === 0 && isIntent(intent) ? intent : null,
    categories,
    clientTypes,
    radius,
    view: search.get('view') === 'list' ? 'list' : 'grid',
    page: Number.isInteger(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber, 1000) : 1,
  };
}

/** The categories the search asks for: the chosen ones, or the intent's; empty means every category. */
export function searchedCategories(filters: ListFilters): string[] {
  if (filters.categories.length) return filters.categories;
  return filters.intent ? [...categoriesOfIntent(filters.intent)] : [];
}

/** The api's search for these filters. 'All' client types (or none) is no client-type filter. */
export function searchOf(filters: ListFilters & { zip: string }): TAdvisorSearchQuery {
  const everyType = filters.clientTypes.includes(CLIENT_TYPE_ALL);
  return {
    zip: filters.zip,
    radius: filters.radius,
    categories: searchedCategories(filters),
    clientTypes: everyType ? [] : filters.clientTypes.filter((type) => type !== CLIENT_TYPE_ALL),
    page: filters.page,
    pageSize: LIST_PAGE_SIZE,
  };
}

/** The URL query of these filters, defaults left out so links stay short. */
export function listQueryOf(filters: Omit<ListFilters, 'zipText' | 'zip'>): AdvisorListQuery {
  const everyType = filters.clientTypes.includes(CLIENT_TYPE_ALL);
  return {
    intent: filters.categories.length === 0 ? (filters.intent ?? undefined) : undefined,
    categories: filters.categories.join(',') || undefined,
    clientTypes: everyType ? CLIENT_TYPE_ALL : filters.clientTypes.join(',') || undefined,
    radius: filters.radius === DEFAULT_SEARCH_RADIUS_MILES ? undefined : filters.radius,
    view: filters.view === 'list' ? 'list' : undefined,
    page: filters.page > 1 ? filters.page : undefined,
  };
}

/** The category dropdown's value: an intent, one category, '' for every category, or 'custom' for a mix. */
export const INTENT_PREFIX = 'intent:';
export const CUSTOM_CATEGORIES = 'custom';

export function categoryChoiceOf(filters: Pick<ListFilters, 'intent' | 'categories'>): string {
  if (filters.categories.length === 1) return filters.categories[0] ?? '';
  if (filters.categories.length > 1) return CUSTOM_CATEGORIES;
  if (filters.intent && categoriesOfIntent(filters.intent).length) return `${INTENT_PREFIX}${filters.intent}`;
  return '';
}

/** The filters after choosing in the category dropdown (back to page 1). */
export function withCategoryChoice<F extends Pick<ListFilters, 'intent' | 'categories' | 'page'>>(filters: F, choice: string): F {
  if (choice === CUSTOM_CATEGORIES) return filters;
  if (choice.startsWith(INTENT_PREFIX)) return { ...filters, intent: choice.slice(INTENT_PREFIX.length), categories: [], page: 1 };
  const category = findAdvisorCategory(choice);
  return { ...filters, intent: null, categories: category ? [category.acronym] : [], page: 1 };
}
