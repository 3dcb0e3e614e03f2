import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayedRating, halfStarsOf, isValidRating, RATING_MAX, RATING_MIN, starsOfHalfStars } from './ratings';

describe('ratings', () => {
  it('are half a star to five stars in half steps', () => {
    for (const stars of [0.5, 1, 1.5, 2.5, 4, 4.5, 5]) expect(isValidRating(stars)).toBe(true);
    for (const stars of [0, -0.5, 5.5, 1.25, 4.9, Number.NaN, Number.POSITIVE_INFINITY]) expect(isValidRating(stars)).toBe(false);
    expect([RATING_MIN, RATING_MAX]).toEqual([0.5, 5]);
  });

  it('are stored as whole half-stars 1–10 and come back unchanged (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), (halfStars) => {
        const stars = starsOfHalfStars(halfStars);
        expect(isValidRating(stars)).toBe(true);
        expect(halfStarsOf(stars)).toBe(halfStars);
      }),
    );
  });

  it('show the average rounded to a half star, with the count', () => {
    expect(displayedRating({ average: 4.3, count: 3 }, 'card')).toEqual({ stars: 4.5, count: 3, isPlaceholder: false });
    expect(displayedRating({ average: 4.2, count: 5 }, 'profile')).toEqual({ stars: 4, count: 5, isPlaceholder: false });
  });

  it("show the spec's static display before anyone has rated: 5 on a card, 4 on a profile", () => {
    expect(displayedRating({ average: null, count: 0 }, 'card')).toEqual({ stars: 5, count: 0, isPlaceholder: true });
    expect(displayedRating({ average: null, count: 0 }, 'profile')).toEqual({ stars: 4, count: 0, isPlaceholder: true });
  });
});
