import { describe, expect, it } from 'vitest';
import { withYear, yearOptions } from './year-options';

// Spec 02 §9: 'Birthday min 1900-01-01; year dropdown 50 items.'
describe('the birthday picker year dropdown', () => {
  it('offers 50 years around the chosen year, newest first', () => {
    const years = yearOptions(1980, 1900, 2026);
    expect(years).toHaveLength(50);
    expect(years[0]).toBe(2004);
    expect(years.at(-1)).toBe(1955);
    expect(years).toContain(1980);
  });

  it('slides the 50 years to stay within 1900 and this year', () => {
    const recent = yearOptions(2026, 1900, 2026);
    expect([recent.length, recent[0], recent.at(-1)]).toEqual([50, 2026, 1977]);
    const early = yearOptions(1901, 1900, 2026);
    expect([early.length, early[0], early.at(-1)]).toEqual([50, 1949, 1900]);
  });

  it('offers a shorter range whole', () => {
    expect(yearOptions(2020, 2010, 2026)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015, 2014, 2013, 2012, 2011, 2010]);
  });

  it('moves a date to another year, keeping it a real date within the range', () => {
    expect(withYear('1980-05-17', 1975, '1900-01-01', '2026-11-29')).toBe('1975-05-17');
    expect(withYear('1980-02-29', 1981, '1900-01-01', '2026-11-29')).toBe('1981-02-28');
    expect(withYear('1980-12-31', 2026, '1900-01-01', '2026-11-29')).toBe('2026-11-29');
  });
});
