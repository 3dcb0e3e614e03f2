import { describe, expect, it } from 'vitest';
import { ratingSummaryLabel, ratingSummaryText, starChoiceLabel } from './advisor-rating';

describe('advisor rating texts', () => {
  it('gives the average to the half star with the count, or says nobody has rated', () => {
    expect(ratingSummaryText({ average: 4.3, count: 12 })).toBe('4.5 · 12 ratings');
    expect(ratingSummaryText({ average: 5, count: 1 })).toBe('5.0 · 1 rating');
    expect(ratingSummaryText({ average: null, count: 0 })).toBe('No ratings yet');
    expect(ratingSummaryLabel({ average: 3.74, count: 3 })).toBe('Rated 3.5 out of 5 by 3 clients');
    expect(ratingSummaryLabel({ average: 4, count: 1 })).toBe('Rated 4 out of 5 by 1 client');
    expect(ratingSummaryLabel({ average: null, count: 0 })).toBe('No ratings yet');
  });

  it('names each star choice', () => {
    expect([0, 0.5, 1, 1.5, 5].map(starChoiceLabel)).toEqual(['No rating', 'Half a star', '1 star', '1.5 stars', '5 stars']);
  });
});
