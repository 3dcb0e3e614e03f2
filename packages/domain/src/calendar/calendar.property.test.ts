import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumberOf } from './day-number';
import {
  addDays,
  addMonths,
  addYears,
  dayOfMonth,
  daysBetween,
  daysInMonth,
  eachDay,
  endOfMonth,
  isValidCalendarDate,
  LAST_CALENDAR_DATE,
  monthOf,
  startOfMonth,
  weekdayOf,
  weekdayOnOrBefore,
  wholeMonthsBetween,
  yearOf,
} from './index';

// Properties checked against JavaScript's own (UTC) calendar, which the module does not use.

const RUNS = { numRuns: 2_000 };
const DAY_MS = 86_400_000;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');
const utcDate = (date: Date) => date.toISOString().slice(0, 10);

/** Any day from 0001-01-01 to 9999-12-31, drawn by JavaScript's Date. */
const anyDate = fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }).map(utcDate);
/** Days of the years people use, where most of the product's arithmetic happens. */
const modernDate = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z'), noInvalidDate: true }).map(utcDate);
const someDate = fc.oneof(anyDate, modernDate);
/** A shift that stays well inside the calendar from a modern date. */
const days = fc.integer({ min: -200_000, max: 200_000 });
const months = fc.integer({ min: -12 * 1_500, max: 12 * 1_500 });

describe('calendar properties', () => {
  it('counts days as JavaScript does: day numbers, differences and weekdays', () => {
    fc.assert(
      fc.property(someDate, (date) => {
        const ms = Date.parse(`${date}T00:00:00Z`);
        expect(dayNumberOf(date) * DAY_MS).toBe(ms);
        expect(weekdayOf(date)).toBe(new Date(ms).getUTCDay());
        if (date > '0001-01-02') {
          const weekday = weekdayOnOrBefore(date);
          expect([weekday <= date, daysBetween(weekday, date) <= 2, [1, 2, 3, 4, 5].includes(weekdayOf(weekday))]).toEqual([true, true, true]);
        }
      }),
      RUNS,
    );
  });

  it('addDays then subtracting them gives the same date, and daysBetween counts them', () => {
    fc.assert(
      fc.property(modernDate, days, (date, n) => {
        const later = addDays(date, n);
        expect(isValidCalendarDate(later)).toBe(true);
        expect(addDays(later, -n)).toBe(date);
        expect(daysBetween(date, later)).toBe(n);
        expect(later).toBe(utcDate(new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS)));
      }),
      RUNS,
    );
  });

  it('string order is date order', () => {
    fc.assert(
      fc.property(someDate, someDate, (a, b) => {
        expect(Math.sign(daysBetween(a, b))).toBe(a < b ? 1 : a > b ? -1 : 0);
      }),
      RUNS,
    );
  });

  it('addMonths lands in the target month, on the same day or the month’s last, never past it', () => {
    fc.assert(
      fc.property(modernDate, months, (date, n) => {
        const result = addMonths(date, n);
        expect(isValidCalendarDate(result)).toBe(true);
        const target = yearOf(date) * 12 + monthOf(date) - 1 + n;
        expect(yearOf(result) * 12 + monthOf(result) - 1).toBe(target);
        expect(dayOfMonth(result)).toBe(Math.min(dayOfMonth(date), daysInMonth(yearOf(result), monthOf(result))));
        expect(result <= endOfMonth(result)).toBe(true);
        // Whole months come back exactly when no clamping happened.
        if (dayOfMonth(date) <= 28) expect(wholeMonthsBetween(date, result)).toBe(n);
        expect(addYears(date, Math.trunc(n / 12))).toBe(addMonths(date, Math.trunc(n / 12) * 12));
      }),
      RUNS,
    );
  });

  it('month bounds hold the date, and the day after a month ends starts the next', () => {
    fc.assert(
      fc.property(someDate, (date) => {
        const [first, last] = [startOfMonth(date), endOfMonth(date)];
        expect([isValidCalendarDate(first), isValidCalendarDate(last)]).toEqual([true, true]);
        expect(first <= date && date <= last).toBe(true);
        expect(daysBetween(first, last) + 1).toBe(daysInMonth(yearOf(date), monthOf(date)));
        if (last !== LAST_CALENDAR_DATE) expect(dayOfMonth(addDays(last, 1))).toBe(1);
      }),
      RUNS,
    );
  });

  it('eachDay lists valid consecutive days, as many as daysBetween says', () => {
    fc.assert(
      fc.property(modernDate, fc.integer({ min: -3, max: 800 }), (start, length) => {
        const end = addDays(start, length);
        const list = eachDay(start, end);
        expect(list.length).toBe(Math.max(0, length + 1));
        expect(list.every((day, index) => isValidCalendarDate(day) && (index === 0 ? day === start : daysBetween(list[index - 1] as string, day) === 1))).toBe(
          true,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('isValidCalendarDate agrees with a JavaScript Date UTC round trip for years 1900–2200', () => {
    const roundTrips = (year: number, month: number, day: number) => {
      const date = new Date(Date.UTC(year, month - 1, day));
      return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    };
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), (year, month, day) => {
        expect(isValidCalendarDate(`${year}-${pad(month)}-${pad(day)}`)).toBe(roundTrips(year, month, day));
      }),
      { numRuns: 10_000 },
    );
  });

  it('refuses anything that is not YYYY-MM-DD', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) expect(isValidCalendarDate(text)).toBe(false);
      }),
      RUNS,
    );
  });
});
