import { describe, expect, it } from 'vitest';
import { dollarsToCents, formatCents, formatDollars, percentToRate, rateToPercent } from './money';

describe('money at the edge', () => {
  it('turns dollars into whole cents without float drift', () => {
    expect(dollarsToCents(25000.5)).toBe(2_500_050);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(1_000_000)).toBe(100_000_000);
  });

  it('turns decimal rates into whole percents and back', () => {
    expect(rateToPercent(0.12)).toBe(12);
    expect(rateToPercent(0.075)).toBe(8);
    expect(percentToRate(10)).toBe(0.1);
    expect(percentToRate(140)).toBe(1);
  });

  it('formats dollars with separators, decimals only when needed', () => {
    expect(formatDollars(1_250_000)).toBe('$1,250,000');
    expect(formatDollars(12.5)).toBe('$12.50');
    expect(formatDollars(-3)).toBe('-$3');
    expect(formatCents(4_000_050)).toBe('$40,000.50');
  });
});
