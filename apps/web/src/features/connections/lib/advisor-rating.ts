import { displayedRating } from '@finboard/domain';

export interface RatingSummary {
  average: number | null;
  count: number;
}

/** '4.5 · 12 ratings' (the average to the half star, as cards show it), '5.0 · 1 rating', or 'No ratings yet'. */
export function ratingSummaryText(summary: RatingSummary): string {
  const shown = displayedRating(summary, 'card');
  if (shown.isPlaceholder) return 'No ratings yet';
  return `${shown.stars.toFixed(1)} · ${shown.count} ${shown.count === 1 ? 'rating' : 'ratings'}`;
}

/** What a screen reader hears for the read-only stars: the average and how many rated, or that nobody has. */
export function ratingSummaryLabel(summary: RatingSummary): string {
  const shown = displayedRating(summary, 'card');
  if (shown.isPlaceholder) return 'No ratings yet';
  return `Rated ${shown.stars} out of 5 by ${shown.count} ${shown.count === 1 ? 'client' : 'clients'}`;
}

/** Each star's choice, read aloud: 'Half a star', '1 star', '3.5 stars'. */
export function starChoiceLabel(stars: number): string {
  if (stars === 0) return 'No rating';
  if (stars === 0.5) return 'Half a star';
  return `${stars} ${stars === 1 ? 'star' : 'stars'}`;
}
