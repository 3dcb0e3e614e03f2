import { categoryLabel, displayedRating, formatDistance } from '@finboard/domain';

/** 'Grace Hopper', as cards, profiles and the funnel name an advisor. */
export function advisorNameOf(advisor: { firstName: string; lastName: string }): string {
  return `${advisor.firstName} ${advisor.lastName}`.trim();
}

/** 'Arlington, VA' from whichever parts are known. */
export function placeOf(advisor: { city: string; state: string }): string {
  return [advisor.city, advisor.state]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** The categories as cards and profiles name them: 'Financial Planner (CFP)'. */
export function categoryLabelsOf(categories: readonly string[]): string[] {
  return categories.map(categoryLabel);
}

/** '3.2 mi away' when the search had a ZIP code, else nothing. */
export function distanceText(miles: number | null): string | null {
  return miles === null ? null : `${formatDistance(miles)} away`;
}

/** The first few client types and how many more there are ('+N'). */
export function clientTypesPreview(types: readonly string[], shown = 3): { visible: string[]; hidden: string[] } {
  return { visible: types.slice(0, shown), hidden: types.slice(shown) };
}

export interface RatingDisplay {
  stars: number;
  count: number;
  isPlaceholder: boolean;
  /** What a screen reader and the tooltip say. */
  label: string;
}

/**
 * A rating as shown: the rounded average with its count, or, before anyone rated, the spec's static
 * stars (5 on a card, 4 on a profile) named 'No ratings yet' for screen readers and the tooltip.
 */
export function ratingDisplay(summary: { average: number | null; count: number }, place: 'card' | 'profile'): RatingDisplay {
  const shown = displayedRating(summary, place);
  const label = shown.isPlaceholder ? 'No ratings yet' : `Rated ${shown.stars} out of 5 by ${shown.count} ${shown.count === 1 ? 'client' : 'clients'}`;
  return { ...shown, label };
}
