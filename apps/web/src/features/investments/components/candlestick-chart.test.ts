import { describe, expect, it } from 'vitest';
import { makeCandles } from '../testing/fixtures';
import { candlestickOption } from './candlestick-chart';

describe('the candlestick chart option', () => {
  it('gives ECharts [open, close, low, high] in dollars, one unique category per bar, labelled by interval', () => {
    const candles = makeCandles(2);
    const option = candlestickOption(candles, '1d') as {
      xAxis: { data: string[]; axisLabel: { formatter: (value: string) => string } };
      series: { type: string; data: number[][] }[];
    };
    expect(option.series[0]?.type).toBe('candlestick');
    expect(option.series[0]?.data).toEqual([
      [200, 201, 199, 202],
      [201, 202, 200, 203],
    ]);
    expect(option.xAxis.data).toEqual(candles.map((candle) => String(candle.time)));
    expect(option.xAxis.data.map(option.xAxis.axisLabel.formatter)).toEqual(['Jun 3', 'Jun 4']);
  });
});
