import { formatCents, formatCompactDollars } from '@finboard/domain/format';
import type { TCandle } from '@finboard/contracts';
import { CandlestickChart as EChartsCandlestick, type CandlestickSeriesOption } from 'echarts/charts';
import { GridComponent, TooltipComponent, type GridComponentOption, type TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { useMemo } from 'react';
import { Chart } from '../../../components/charts/chart';
import { echarts } from '../../../components/charts/echarts-core';
import { axisLabelOf, type CandleInterval, tooltipLabelOf } from '../lib/candles';

// Candles, their axes and the hover card; a year of daily or five years of weekly bars fits without zooming.
echarts.use([EChartsCandlestick, GridComponent, TooltipComponent]);

type CandleOption = ComposeOption<CandlestickSeriesOption | GridComponentOption | TooltipComponentOption>;

const UP = '#12b886';
const DOWN = '#fa5252';

function tooltipOf(candle: TCandle, interval: CandleInterval): string {
  const rows: [string, number][] = [
    ['Open', candle.open],
    ['High', candle.high],
    ['Low', candle.low],
    ['Close', candle.close],
  ];
  return [tooltipLabelOf(candle.time, interval), ...rows.map(([name, cents]) => `${name}: <b>${formatCents(cents)}</b>`)].join('<br/>');
}

/** Bars in dollars; the categories are the bars' times (unique), labelled by the interval. */
export function candlestickOption(candles: readonly TCandle[], interval: CandleInterval): CandleOption {
  return {
    animation: false,
    grid: { left: 72, right: 16, top: 16, bottom: 32 },
    tooltip: {
      trigger: 'axis',
      formatter: (params) => {
        const index = (Array.isArray(params) ? params[0] : params)?.dataIndex ?? -1;
        const candle = candles[index];
        return candle ? tooltipOf(candle, interval) : '';
      },
    },
    xAxis: {
      type: 'category',
      data: candles.map((candle) => String(candle.time)),
      axisLabel: { hideOverlap: true, formatter: (value: string) => axisLabelOf(Number(value), interval) },
    },
    yAxis: { type: 'value', scale: true, axisLabel: { formatter: (value: number) => formatCompactDollars(value) } },
    series: [
      {
        type: 'candlestick',
        // ECharts reads each bar as [open, close, low, high].
        data: candles.map((candle) => [candle.open / 100, candle.close / 100, candle.low / 100, candle.high / 100]),
        itemStyle: { color: UP, color0: DOWN, borderColor: UP, borderColor0: DOWN },
      },
    ],
  };
}

export interface CandlestickChartProps {
  candles: readonly TCandle[];
  interval: CandleInterval;
  /** What the chart shows, for screen readers (e.g. from describeCandles). */
  label: string;
  height?: number;
}

export function CandlestickChart({ candles, interval, label, height = 300 }: CandlestickChartProps) {
  const option = useMemo(() => candlestickOption(candles, interval), [candles, interval]);
  return <Chart option={option} label={label} height={height} />;
}
