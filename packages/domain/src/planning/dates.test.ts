import { describe, expect, it } from 'vitest';
import { addMonths, firstOfNextMonth, formatIsoDate, parseIsoDate, wholeYearsBetween } from './dates';
import { PlanningInputError } from './planning-input-error';

const d = (s: string) => parseIsoDate(s, 'date', 'Date');

describe('calendar dates', () => {
  it('parses valid YYYY-MM-DD dates only', () => {
    expect(d('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of ['2023-02-29', '2024-00-10', '2024-1-10', '2024-01-32', '', 20240110, null]) {
      expect(() => d(bad as string)).toThrow(PlanningInputError);
    }
  });

  it('adds months keeping the day, clamped to the month end', () => {
    expect(formatIsoDate(addMonths(d('2024-01-31'), 1))).toBe('2024-02-29');
    expect(formatIsoDate(addMonths(d('2024-01-31'), 13))).toBe('2025-02-28');
    expect(formatIsoDate(addMonths(d('2024-11-15'), 2))).toBe('2025-01-15');
    expect(formatIsoDate(firstOfNextMonth(d('2025-12-17')))).toBe('2026-01-01');
  });

  it('counts whole years', () => {
    expect(wholeYearsBetween(d('1990-06-15'), d('2025-06-14'))).toBe(34);
    expect(wholeYearsBetween(d('1990-06-15'), d('2025-06-15'))).toBe(35);
  });
});
