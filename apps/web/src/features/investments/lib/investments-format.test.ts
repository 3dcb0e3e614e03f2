import { describe, expect, it } from 'vitest';
import { axisLabelOf, describeCandles, tooltipLabelOf } from './candles';
import { formatPercentChange, formatQuantity } from '@finboard/domain/format';
import { formatUsDate, listRangeLabel, PORTFOLIO_RANGES, SUMMARY_RANGES } from './ranges';
import { makeCandles } from '../testing/fixtures';

describe('investments formatting', () => {
  it('shows shares to four decimals, signs percent changes', () => {
    expect(formatQuantity(12.5)).toBe('12.5');
    expect(formatQuantity(0.004_249)).toBe('0.0042');
    expect([10.5, -0.4, 0, -0.001].map(formatPercentChange)).toEqual(['+10.50%', '-0.40%', '0.00%', '0.00%']);
  });

  it("the list's range reads MM/DD/YYYY to MM/DD/YYYY, a month back to today", () => {
    expect(formatUsDate('2024-06-14')).toBe('06/14/2024');
    expect(listRangeLabel('2024-03-31')).toBe('02/29/2024 to 03/31/2024');
  });

  it('offers the spec’s range buttons; the summary adds Today and All Time', () => {
    expect(PORTFOLIO_RANGES.map((range) => range.label)).toEqual(['1D', '1W', '1M', '3M', 'YTD', '1Y', '5Y']);
    expect(PORTFOLIO_RANGES.map((range) => range.value)).toEqual(['1d', '5d', '1mo', '3mo', 'ytd', '1y', '5y']);
    expect(SUMMARY_RANGES.slice(7)).toEqual([
      { label: 'Today', value: 'today' },
      { label: 'All Time', value: 'all' },
    ]);
  });

  it('labels bars by their interval in New York time', () => {
    const time = Date.parse('2024-06-14T13:30:00Z');
    expect(axisLabelOf(time, '5m')).toBe('9:30 AM');
    expect(axisLabelOf(time, '1d')).toBe('Jun 14');
    expect(axisLabelOf(time, '5d')).toBe('Jun 2024');
    expect(tooltipLabelOf(time, '5m')).toBe('Jun 14, 2024, 9:30 AM');
    expect(tooltipLabelOf(time, '1d')).toBe('Jun 14, 2024');
    expect(describeCandles('AAPL', '1M', makeCandles(3))).toBe('AAPL, 1M: 3 bars from Jun 3, 2024 to Jun 5, 2024');
    expect(describeCandles('AAPL', '1D', [])).toBe('AAPL, 1D: no price data');
  });
});
