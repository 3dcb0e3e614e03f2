import { describe, expect, it } from 'vitest';
import {
  dollarsToCents,
  formatCents,
  formatDollars,
  formatDollarsAndCents,
  formatFlooredDollars,
  formatRoundedDollars,
  percentToRate,
  rateToPercent,
} from './money';

describe('money at the edge', () => {
  it('turns dollars into whole cents without float drift', () => {
    expect(dollarsToCents(25000.5)).toBe(2_500_050);
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(1_000_000)).toBe(100_000_000);
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(-1.005)).toBe(-101);
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

  it('rounds list values to the nearest whole dollar, halves up', () => {
    expect(formatRoundedDollars(123_456_789)).toBe('$1,234,568');
    expect(formatRoundedDollars(1_234_549)).toBe('$12,345');
    expect(formatRoundedDollars(-2_049)).toBe('-$20');
    expect(formatRoundedDollars(-2_050)).toBe('-$20');
    expect(formatRoundedDollars(-2_051)).toBe('-$21');
  });

  it('rounds card values down to whole dollars', () => {
    expect(formatFlooredDollars(123_456_789)).toBe('$1,234,567');
    expect(formatFlooredDollars(99)).toBe('$0');
    expect(formatFlooredDollars(-5_050)).toBe('-$51');
  });

  it('shows dollars and cents with two decimals always', () => {
    expect(formatDollarsAndCents(39_602)).toBe('$396.02');
    expect(formatDollarsAndCents(2_000_000)).toBe('$20,000.00');
    expect(formatDollarsAndCents(11_245_678)).toBe('$112,456.78');
    expect(formatDollarsAndCents(-5)).toBe('-$0.05');
  });
});
