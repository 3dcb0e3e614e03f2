import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addYears,
  calendarDateIn,
  daysBetween,
  daysInMonth,
  eachDay,
  endOfMonth,
  isLeapYear,
  isValidCalendarDate,
  isWeekend,
  startOfMonth,
  startOfYear,
  toCalendarDate,
  weekdayOf,
  weekdayOnOrBefore,
  wholeMonthsBetween,
  wholeYearsBetween,
} from './index';

describe('calendar dates', () => {
  it('knows which days exist', () => {
    for (const day of ['2024-02-29', '2000-02-29', '2025-12-31', '0001-01-01', '9999-12-31', '0050-06-15']) expect(isValidCalendarDate(day), day).toBe(true);
    for (const day of ['2024-02-31', '2023-02-29', '1900-02-29', '2025-13-01', '2025-00-10', '2025-04-31', '2025-01-00', '0000-01-01'])
      expect(isValidCalendarDate(day), day).toBe(false);
    for (const text of ['2025-1-01', '25-01-01', '2025/01/01', '2025-01-01T00:00:00Z', ' 2025-01-01', '', '١٢٣٤-01-01'])
      expect(isValidCalendarDate(text), text).toBe(false);
    for (const notText of [20250101, null, undefined, new Date()]) expect(isValidCalendarDate(notText)).toBe(false);
  });

  it('leap years: every 4th, but not every 100th unless every 400th', () => {
    expect([1900, 2000, 2023, 2024, 2100].map(isLeapYear)).toEqual([false, true, false, true, false]);
    expect([1, 2, 4, 12].map((month) => daysInMonth(2024, month))).toEqual([31, 29, 30, 31]);
    expect(daysInMonth(2023, 2)).toBe(28);
  });

  it('builds a date from its parts, refusing days that do not exist', () => {
    expect(toCalendarDate(7, 3, 9)).toBe('0007-03-09');
    expect(() => toCalendarDate(2023, 2, 29)).toThrow(RangeError);
    expect(() => toCalendarDate(10_000, 1, 1)).toThrow(RangeError);
    expect(() => toCalendarDate(2024, 1.5, 1)).toThrow(RangeError);
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2025-01-01', '2024-01-01')).toBe(-366);
  });

  it('adds months keeping the day, clamped to the month end', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2024-01-31', 13)).toBe('2025-02-28');
    expect(addMonths('2024-11-15', 2)).toBe('2025-01-15');
    expect(addMonths('2024-01-15', -3)).toBe('2023-10-15');
  });

  it('adds years: 29 February becomes 28 February in a common year', () => {
    expect(addYears('2024-02-29', -2)).toBe('2022-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2023-06-30', 10)).toBe('2033-06-30');
  });

  it('refuses to leave the calendar rather than write a date that sorts wrongly', () => {
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addDays('0001-01-01', -1)).toThrow(RangeError);
    expect(() => addMonths('9999-12-01', 1)).toThrow(RangeError);
    expect(addMonths('0001-02-28', -1)).toBe('0001-01-28');
  });

  it('counts whole months and years as anniversaries', () => {
    expect(wholeMonthsBetween('2024-01-15', '2024-03-14')).toBe(1);
    expect(wholeMonthsBetween('2024-01-15', '2024-03-15')).toBe(2);
    expect(wholeMonthsBetween('2024-03-15', '2024-01-15')).toBe(-2);
    expect(wholeYearsBetween('1990-06-15', '2025-06-14')).toBe(34);
    expect(wholeYearsBetween('1990-06-15', '2025-06-15')).toBe(35);
    expect(wholeYearsBetween('2000-02-29', '2001-02-28')).toBe(0);
    expect(wholeYearsBetween('2000-02-29', '2001-03-01')).toBe(1);
  });

  it('lists every day of a range, both ends included', () => {
    expect(eachDay('2024-02-27', '2024-03-01')).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
    expect(eachDay('2024-03-01', '2024-03-01')).toEqual(['2024-03-01']);
    expect(eachDay('2024-03-02', '2024-03-01')).toEqual([]);
  });

  it('month and year bounds, weekdays', () => {
    expect([startOfMonth('2024-02-17'), endOfMonth('2024-02-17'), endOfMonth('2023-02-01'), startOfYear('2024-02-17')]).toEqual([
      '2024-02-01',
      '2024-02-29',
      '2023-02-28',
      '2024-01-01',
    ]);
    expect(['2025-01-04', '2025-01-05', '2025-01-06', '1970-01-01', '0001-01-01'].map(weekdayOf)).toEqual([6, 0, 1, 4, 1]);
    expect(['2025-01-03', '2025-01-04', '2025-01-05', '2025-01-06'].map(isWeekend)).toEqual([false, true, true, false]);
    expect(['2025-01-03', '2025-01-04', '2025-01-05', '2025-01-06', '2025-03-01'].map(weekdayOnOrBefore)).toEqual([
      '2025-01-03',
      '2025-01-03',
      '2025-01-03',
      '2025-01-06',
      '2025-02-28',
    ]);
  });
});

describe('calendarDateIn', () => {
  it("gives an instant's calendar date in a time zone (the product's is America/New_York)", () => {
    // 03:00 UTC on 1 Jan is still 31 Dec in New York.
    expect(calendarDateIn('America/New_York', new Date('2024-01-01T03:00:00Z'))).toBe('2023-12-31');
    expect(calendarDateIn('America/New_York', new Date('2024-01-01T06:00:00Z'))).toBe('2024-01-01');
    expect(calendarDateIn('UTC', new Date('2024-01-01T03:00:00Z'))).toBe('2024-01-01');
  });
});
