/** Advisor ratings (spec 01 §9: half steps on the Board; cards show the average). */

export const RATING_MIN = 0.5;
export const RATING_MAX = 5;
export const RATING_MESSAGE = 'Choose a rating from half a star to five stars, in half steps';

/** A rating is half a star to five, in half steps. */
export function isValidRating(stars: number): boolean {
  return Number.isFinite(stars) && stars >= RATING_MIN && stars <= RATING_MAX && Number.isInteger(stars * 2);
}

/** Ratings are stored as whole half-stars (1–10) so sums and averages stay exact. */
export const halfStarsOf = (stars: number): number => Math.round(stars * 2);
export const starsOfHalfStars = (halfStars: number): number => halfStars / 2;

/**
 * The rating a card or profile shows: the average of real ratings rounded to a half star, or,
 * while an advisor has none, the spec's static display (5 on a card, 4 on a profile), marked as such.
 */
export function displayedRating(summary: { average: number | null; count: number }, place: 'card' | 'profile') {
  if (summary.count === 0 || summary.average === null) return { stars: place === 'card' ? 5 : 4, count: 0, isPlaceholder: true };
  return { stars: Math.round(summary.average * 2) / 2, count: summary.count, isPlaceholder: false };
}
