import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zCalendarDate, zMultilineText, zText } from './primitives.schema';

describe('zCalendarDate', () => {
  it('takes days that exist, leap days included', () => {
    for (const day of ['2026-11-24', '2024-02-29', '2000-02-29', '1900-01-01', '2026-12-31', '0001-01-01', '0099-12-31', '9999-12-31'])
      expect(zCalendarDate.safeParse(day).success, day).toBe(true);
  });

  it('refuses days that do not exist with a clear message', () => {
    for (const day of [
      '2024-02-31',
      '2023-02-29',
      '2026-02-29',
      '1900-02-29',
      '2026-02-30',
      '2025-13-01',
      '2025-00-10',
      '2026-04-31',
      '2026-01-00',
      '0000-01-01',
    ]) {
      const parsed = zCalendarDate.safeParse(day);
      expect(parsed.success, day).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('The date must be a date that exists');
      expect(z.object({ startDate: zCalendarDate }).safeParse({ startDate: day }).error?.issues[0]?.message).toBe('Start date must be a date that exists');
    }
  });

  it('refuses other formats', () => {
    for (const text of ['2026-1-01', '11/24/2026', '2026-11-24T00:00:00Z', ' 2026-11-24', '']) {
      expect(zCalendarDate.safeParse(text).error?.issues[0]?.message, text).toBe('The date must be a date in the YYYY-MM-DD format');
      expect(z.object({ birthDate: zCalendarDate }).safeParse({ birthDate: text }).error?.issues[0]?.message, text).toBe(
        'Date of birth must be a date in the YYYY-MM-DD format',
      );
    }
  });
});

describe('zText and zMultilineText', () => {
  it('refuse control characters, naming the field', () => {
    expect(z.object({ firstName: zText(100) }).safeParse({ firstName: 'Ann' }).error?.issues[0]?.message).toBe('First name cannot contain control characters');
    expect(z.object({ description: zMultilineText(100) }).safeParse({ description: 'a\nb\u001b' }).error?.issues[0]?.message).toBe(
      'Description cannot contain control characters',
    );
    expect(zText(10).safeParse('\u0001').error?.issues[0]?.message).toBe('The text cannot contain control characters');
    expect(z.object({ notes: zMultilineText(100) }).safeParse({ notes: 'line one\n\tline two' }).success).toBe(true);
  });
});
