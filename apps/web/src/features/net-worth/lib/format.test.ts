import { describe, expect, it } from 'vitest';
import { formatCompactDollars, formatMediumDate, formatPercentChange, formatShortDate, formatSignedDollars, formatSubtype } from './format';

describe('net-worth formats', () => {
  it('formats calendar days without a time-zone shift', () => {
    expect(formatShortDate('2026-11-03')).toBe('Nov 3');
    expect(formatMediumDate('2026-01-01')).toBe('Jan 1, 2026');
  });

  it('signs changes in dollars and percent', () => {
    expect(formatSignedDollars(125_000)).toBe('+$1,250');
    expect(formatSignedDollars(-8_000)).toBe('-$80');
    expect(formatSignedDollars(0)).toBe('$0');
    expect(formatPercentChange(0.0243)).toBe('+2.4%');
    expect(formatPercentChange(-0.5)).toBe('-50%');
    expect(formatPercentChange(0)).toBe('0%');
    expect(formatPercentChange(null)).toBe('');
  });

  it('abbreviates the value axis', () => {
    expect(formatCompactDollars(123_456_700)).toBe('$1.2M');
    expect(formatCompactDollars(-4_500_000)).toBe('-$45K');
  });

  it('names subtypes for people', () => {
    expect(formatSubtype('credit_card')).toBe('Credit Card');
    expect(formatSubtype('cd')).toBe('CD');
    expect(formatSubtype('sep ira')).toBe('SEP IRA');
    expect(formatSubtype('401k')).toBe('401k');
    expect(formatSubtype('line of credit')).toBe('Line Of Credit');
  });
});
