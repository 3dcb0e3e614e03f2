import { describe, expect, it } from 'vitest';
import { detectDateFormats, parseDateText } from './date-text';

describe('parseDateText', () => {
  it('reads each format, with any of the usual separators and a time after the date', () => {
    expect(parseDateText('2024-01-05', 'YYYY-MM-DD')).toBe('2024-01-05');
    expect(parseDateText('2024-01-05T10:22:00Z', 'YYYY-MM-DD')).toBe('2024-01-05');
    expect(parseDateText('1/5/2024', 'MM/DD/YYYY')).toBe('2024-01-05');
    expect(parseDateText('05.01.2024', 'DD/MM/YYYY')).toBe('2024-01-05');
    expect(parseDateText("1/5'24", 'MM/DD/YY')).toBe('2024-01-05');
    expect(parseDateText('5/1/99', 'DD/MM/YY')).toBe('1999-01-05');
    expect(parseDateText('20240105', 'YYYYMMDD')).toBe('2024-01-05');
    expect(parseDateText('05 Jan 2024', 'DD MMM YYYY')).toBe('2024-01-05');
    expect(parseDateText('5-January-2024', 'DD MMM YYYY')).toBe('2024-01-05');
    expect(parseDateText('Jan 5, 2024', 'MMM DD, YYYY')).toBe('2024-01-05');
    expect(parseDateText('01/05/2024 10:22 AM', 'MM/DD/YYYY')).toBe('2024-01-05');
  });

  it('refuses days that do not exist and text that is not a date', () => {
    expect(parseDateText('2023-02-29', 'YYYY-MM-DD')).toBeNull();
    expect(parseDateText('1899-12-31', 'YYYY-MM-DD')).toBeNull();
    expect(parseDateText('13/01/2024', 'MM/DD/YYYY')).toBeNull();
    expect(parseDateText('05 Foo 2024', 'DD MMM YYYY')).toBeNull();
    expect(parseDateText('yesterday', 'YYYY-MM-DD')).toBeNull();
  });
});

describe('detectDateFormats', () => {
  it('keeps the formats every date reads in, month first before day first', () => {
    expect(detectDateFormats(['01/05/2024', '01/06/2024'])).toEqual(['MM/DD/YYYY', 'DD/MM/YYYY']);
    expect(detectDateFormats(['01/05/2024', '25/06/2024'])).toEqual(['DD/MM/YYYY']);
    expect(detectDateFormats(['2024-01-05', ' '])).toEqual(['YYYY-MM-DD']);
    expect(detectDateFormats(['05.01.2024', '06.01.2024'])).toEqual(['DD/MM/YYYY', 'MM/DD/YYYY']);
    expect(detectDateFormats(['2024-01-05', 'soon'])).toEqual([]);
  });
});
