import { describe, expect, it } from 'vitest';
import { zCalendarDate } from './primitives.schema';

describe('zCalendarDate', () => {
  it('takes days that exist, leap days included', () => {
    for (const day of ['2026-11-24', '2024-02-29', '2000-02-29', '1900-01-01', '2026-12-31', '0001-01-01', '0099-12-31', '9999-12-31']) expect(zCalendarDate.safeParse(day).success, day).toBe(true);
  });

  it('refuses days that do not exist with a clear message', () => {
    for (const day of ['2024-02-31', '2023-02-29', '2026-02-29', '1900-02-29', '2026-02-30', '2025-13-01', '2025-00-10', '2026-04-31', '2026-01-00', '0000-01-01']) {
      const parsed = zCalendarDate.safeParse(day);
      expect(parsed.success, day).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('That date does not exist');
    }
  });

  it('refuses other formats', () => {
    for (const text of ['2026-1-01', '11/24/2026', '2026-11-24T00:00:00Z', ' 2026-11-24', '']) {
      expect(zCalendarDate.safeParse(text).error?.issues[0]?.message, text).toBe('Use the YYYY-MM-DD format');
    }
  });
});
