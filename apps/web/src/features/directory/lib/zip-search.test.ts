import { describe, expect, it } from 'vitest';
import { checkZip, getStartedHref, telHref } from './zip-search';

describe('the ZIP search', () => {
  it("keeps a ZIP code's five digits and refuses anything else with the domain's message", () => {
    expect(checkZip(' 22201 ')).toEqual({ zip: '22201', error: null });
    expect(checkZip('22201-1234')).toEqual({ zip: '22201', error: null });
    expect(checkZip('2220')).toEqual({ zip: null, error: 'Enter a 5-digit ZIP code' });
    expect(checkZip('')).toEqual({ zip: null, error: 'Enter a 5-digit ZIP code' });
  });

  it('sends a client to their category page and anyone else to the public list', () => {
    expect(getStartedHref('22201', 'plan', 'client')).toBe('/client/advisor-category/22201?intent=plan');
    expect(getStartedHref('22201', 'plan', null)).toBe('/advisor-list/22201?intent=plan');
    expect(getStartedHref('22201', 'both', 'advisor')).toBe('/advisor-list/22201?intent=both');
  });

  it('dials the digits of the support number', () => {
    expect(telHref('1-800-555-0199')).toBe('tel:18005550199');
    expect(telHref('+1 (800) 555 0199')).toBe('tel:+18005550199');
  });
});
