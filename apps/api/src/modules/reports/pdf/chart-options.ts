import { formatCompactDollars } from '@finboard/domain/format';
import { centsToDollars } from '@finboard/domain/money';
import type { EChartsOption } from 'echarts';

/** The product's chart colours, as the web's charts use them. */
export const CHART_COLORS = ['#1c7ed6', '#f08c00', '#12b886', '#7048e8', '#e64980', '#74b816', '#fab005', '#495057'];

/** One line (or several) over dates or ages, amounts in the format module's compact dollars ('$950k', '$1M'). */
export function lineChart(labels: readonly string[], series: readonly { name: string; cents: readonly number[] }[]): EChartsOption {
  return {
    color: CHART_COLORS,
    grid: { left: 56, right: 16, top: series.length > 1 ? 28 : 12, bottom: 28 },
    legend: series.length > 1 ? { top: 0, textStyle: { fontSize: 9 } } : undefined,
    xAxis: { type: 'category', data: [...labels], axisLabel: { fontSize: 8 }, boundaryGap: false },
    yAxis: { type: 'value', axisLabel: { fontSize: 8, formatter: (value: number) => formatCompactDollars(value) } },
    series: series.map((line) => ({ type: 'line', name: line.name, showSymbol: false, data: line.cents.map(centsToDollars), lineStyle: { width: 2 } })),
  };
}

/** Shares of a whole (allocation, categories): a doughnut with its legend on the right. */
export function doughnutChart(slices: readonly { name: string; cents: number }[]): EChartsOption {
  return {
    color: CHART_COLORS,
    legend: { orient: 'vertical', right: 8, top: 'middle', textStyle: { fontSize: 9 } },
    series: [
      {
        type: 'pie',
        radius: ['45%', '75%'],
        center: ['32%', '50%'],
        label: { show: false },
        data: slices.filter((slice) => slice.cents > 0).map((slice) => ({ name: slice.name, value: centsToDollars(slice.cents) })),
      },
    ],
  };
}

/** A few named amounts side by side (income against expenses). */
export function barChart(bars: readonly { name: string; cents: number }[]): EChartsOption {
  return {
    color: CHART_COLORS,
    grid: { left: 56, right: 16, top: 12, bottom: 28 },
    xAxis: { type: 'category', data: bars.map((bar) => bar.name), axisLabel: { fontSize: 9 } },
    yAxis: { type: 'value', axisLabel: { fontSize: 8, formatter: (value: number) => formatCompactDollars(value) } },
    series: [{ type: 'bar', barMaxWidth: 48, colorBy: 'data', data: bars.map((bar) => centsToDollars(bar.cents)) }],
  };
}
