import { describe, expect, it } from 'vitest';
import { parseTypedDate } from './date-field';

describe('parseTypedDate', () => {
  it('reads mm-dd-yyyy, m/d/yyyy and yyyy-mm-dd', () => {
    expect(parseTypedDate('05-17-1990')).toBe('1990-05-17');
    expect(parseTypedDate('5/7/1990')).toBe('1990-05-07');
    expect(parseTypedDate(' 1990-05-17 ')).toBe('1990-05-17');
  });

  it('refuses half-typed and impossible dates', () => {
    expect(parseTypedDate('05-17-199')).toBeNull();
    expect(parseTypedDate('1990-05')).toBeNull();
    expect(parseTypedDate('02-30-2023')).toBeNull();
    expect(parseTypedDate('13-01-2023')).toBeNull();
    expect(parseTypedDate('')).toBeNull();
  });
});
