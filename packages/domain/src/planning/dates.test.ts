import { describe, expect, it } from 'vitest';
import { requireCalendarDate } from './dates';
import { firstPaymentDate } from './loan-schedule';
import { PlanningInputError } from './planning-input-error';

// The arithmetic itself is the calendar module's (src/calendar); these are the engine's uses of it.
describe('planning dates', () => {
  it('takes valid YYYY-MM-DD dates only, naming the field', () => {
    expect(requireCalendarDate('2024-02-29', 'date', 'Date')).toBe('2024-02-29');
    for (const bad of ['2023-02-29', '2024-00-10', '2024-1-10', '2024-01-32', '', 20240110, null]) {
      expect(() => requireCalendarDate(bad, 'date', 'Date')).toThrow(PlanningInputError);
    }
  });

  it('pays first on the start date, else on the first day of the month after the as-of date', () => {
    expect(firstPaymentDate({ startDate: '2024-01-31' })).toBe('2024-01-31');
    expect(firstPaymentDate({ asOfDate: '2025-12-17' })).toBe('2026-01-01');
    expect(firstPaymentDate({ asOfDate: '2024-01-31' })).toBe('2024-02-01');
  });
});
