import { BarChart as EChartsBarChart, type BarSeriesOption } from 'echarts/charts';
import { GridComponent, TooltipComponent, type GridComponentOption, type TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { useMemo } from 'react';
import { Chart } from './chart';
import { echarts } from './echarts-core';

echarts.use([EChartsBarChart, GridComponent, TooltipComponent]);

type BarOption = ComposeOption<BarSeriesOption | GridComponentOption | TooltipComponentOption>;

export interface BarDatum {
  /** The bar's place on the axis; unique (e.g. a `YYYY-MM-DD` day). */
  category: string;
  /** null leaves the place empty (no bar). */
  value: number | null;
  color: string;
  /** The tooltip's lines, the first one bold; plain text. */
  tooltip: string[];
}

export interface BarChartProps {
  bars: BarDatum[];
  /** What the chart shows, for screen readers; its summary (below) is added to it. */
  label: string;
  /** The chart's own text alternative, when the caller knows a better one than barChartSummary's. */
  summary?: string;
  formatCategory?: (category: string) => string;
  formatValue?: (value: number) => string;
  /** Horizontal for named bars; its height then follows the number of bars unless given. */
  orientation?: BarOrientation;
  height?: number;
  /** A bar clicked, by its index in `bars`. */
  onBarClick?: (index: number) => void;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** ECharts renders a tooltip string as HTML: the lines are escaped, so data can never inject markup. */
export function tooltipHtml(lines: readonly string[]): string {
  return lines.map((line, index) => (index === 0 ? `<strong>${escapeHtml(line)}</strong>` : escapeHtml(line))).join('<br/>');
}

const dataIndexOf = (params: unknown): number | null => {
  const first = Array.isArray(params) ? params[0] : params;
  const index = (first as { dataIndex?: unknown } | undefined)?.dataIndex;
  return typeof index === 'number' ? index : null;
};

const asIs = (category: string) => category;
const plainNumber = (value: number) => String(value);

/**
 * 'vertical': bars up from a category axis below (days, months), whose labels thin out when they
 * would overlap. 'horizontal': named bars (a client, a source) from a category axis on the left,
 * first on top, every one of them labelled (long names cut, whole in the tooltip).
 */
export type BarOrientation = 'vertical' | 'horizontal';

/** Pixels per named bar of a horizontal chart, so its height grows with its bars and every name fits. */
export const HORIZONTAL_BAR_PX = 28;
export const horizontalChartHeight = (barCount: number) => Math.max(160, barCount * HORIZONTAL_BAR_PX + 48);

export function barChartOption(
  bars: readonly BarDatum[],
  formatCategory: (category: string) => string = asIs,
  formatValue: (value: number) => string = plainNumber,
  orientation: BarOrientation = 'vertical',
): BarOption {
  const horizontal = orientation === 'horizontal';
  const categoryAxis = horizontal
    ? {
        type: 'category' as const,
        inverse: true,
        data: bars.map((bar) => bar.category),
        axisTick: { alignWithLabel: true },
        axisLabel: { formatter: (value: string) => formatCategory(value), interval: 0, width: 160, overflow: 'truncate' as const },
      }
    : {
        type: 'category' as const,
        data: bars.map((bar) => bar.category),
        axisTick: { alignWithLabel: true },
        axisLabel: { formatter: (value: string) => formatCategory(value), hideOverlap: true },
      };
  const valueAxis = {
    type: 'value' as const,
    axisLabel: { formatter: (value: number) => formatValue(value), hideOverlap: true },
    splitLine: { lineStyle: { type: 'dashed' as const } },
  };
  // Rounded at the bar's free end: the top (right) above zero, the bottom (left) below it.
  const freeEnd = (value: number) => (horizontal ? (value < 0 ? [3, 0, 0, 3] : [0, 3, 3, 0]) : value < 0 ? [0, 0, 3, 3] : [3, 3, 0, 0]);
  return {
    animationDuration: 300,
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params) => {
        const index = dataIndexOf(params);
        const bar = index === null ? undefined : bars[index];
        return bar ? tooltipHtml(bar.tooltip) : '';
      },
    },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series: [
      {
        type: 'bar',
        barMaxWidth: 28,
        // '-' is ECharts' empty value: the day keeps its place on the axis without a bar.
        data: bars.map((bar) => ({ value: bar.value ?? '-', itemStyle: { color: bar.color, borderRadius: freeEnd(bar.value ?? 0) } })),
      },
    ],
  };
}

/**
 * The chart's text alternative: its label, then its span and its highest and lowest bars, so a screen
 * reader hears what a sighted person reads off the bars.
 */
export function barChartSummary(
  label: string,
  bars: readonly BarDatum[],
  formatCategory: (category: string) => string = asIs,
  formatValue: (value: number) => string = plainNumber,
): string {
  const shown = bars.filter((bar): bar is BarDatum & { value: number } => bar.value !== null);
  const [first] = shown;
  const last = shown[shown.length - 1];
  if (!first || !last) return `${label}: no data`;
  if (shown.length === 1) return `${label}: ${formatCategory(first.category)} ${formatValue(first.value)}`;
  const highest = shown.reduce((best, bar) => (bar.value > best.value ? bar : best));
  const lowest = shown.reduce((best, bar) => (bar.value < best.value ? bar : best));
  const at = (bar: BarDatum & { value: number }) => `${formatValue(bar.value)} (${formatCategory(bar.category)})`;
  return `${label}: ${shown.length} bars from ${formatCategory(first.category)} to ${formatCategory(last.category)}; first ${formatValue(first.value)}, last ${formatValue(last.value)}, highest ${at(highest)}, lowest ${at(lowest)}`;
}

/** Bars on a category axis, each with its own colour and tooltip (see BarOrientation). */
export function BarChart({ bars, label, summary, formatCategory, formatValue, orientation = 'vertical', height, onBarClick }: BarChartProps) {
  const option = useMemo(() => barChartOption(bars, formatCategory, formatValue, orientation), [bars, formatCategory, formatValue, orientation]);
  const onEvents = useMemo(
    () =>
      onBarClick
        ? {
            click: (params: unknown) => {
              const index = dataIndexOf(params);
              if (index !== null) onBarClick(index);
            },
          }
        : undefined,
    [onBarClick],
  );
  const described = useMemo(() => summary ?? barChartSummary(label, bars, formatCategory, formatValue), [summary, label, bars, formatCategory, formatValue]);
  const chartHeight = height ?? (orientation === 'horizontal' ? horizontalChartHeight(bars.length) : 300);
  return <Chart option={option} label={described} height={chartHeight} onEvents={onEvents} />;
}
