import { describe, expect, it } from 'vitest';
import { describeView, formatConnectionDay, formatViewedAt } from './connection-dates';

describe('connection dates (New York time)', () => {
  it("shows a day as 'DD MMM, YYYY'", () => {
    expect(formatConnectionDay('2026-11-24T15:42:00.000Z')).toBe('24 Nov, 2026');
    // Late evening in New York is still the previous day there.
    expect(formatConnectionDay('2026-07-01T03:30:00.000Z')).toBe('30 Jun, 2026');
  });

  it("shows a view as 'DD MMM, YYYY HH:mm A' on the product's 12-hour clock", () => {
    expect(formatViewedAt('2026-11-24T15:42:00.000Z')).toBe('24 Nov, 2026 10:42 AM');
    expect(formatViewedAt('2026-07-01T03:30:00.000Z')).toBe('30 Jun, 2026 11:30 PM');
  });

  it('writes the audit line', () => {
    expect(describeView({ label: 'Cash Flow', viewedAt: '2026-11-24T15:42:00.000Z' })).toBe('Viewed your Cash Flow, 24 Nov, 2026 10:42 AM');
  });

  it('keeps text it cannot read as a date', () => {
    expect(formatConnectionDay('soon')).toBe('soon');
  });
});
