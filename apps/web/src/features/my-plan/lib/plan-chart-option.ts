// My Plan chart's options: the whole chart, and the small update a preview needs (the lines' values
// and the marker), merged into the chart as it is so a drag never rebuilds the axes and components.
import { formatCompactDollars } from '@finboard/domain/format';
import type { TMonteCarloResults } from '@finboard/contracts';
import type { LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { CHART_COLORS } from '../../../components/charts/chart-colors';
import { seriesForOutcome, type Outcome, type PlanSeries } from './plan-view';

export type PlanChartOption = ComposeOption<LineSeriesOption | GridComponentOption | TooltipComponentOption>;

const SERIES_COLORS = { Optimistic: CHART_COLORS[1], Median: CHART_COLORS[0], Pessimistic: CHART_COLORS[3] } as const;

const points = (line: PlanSeries) => line.values.map((value, offset) => [offset, value]);
const markerLabel = (retirementAge: number) => `Retire at ${retirementAge}`;
const markerData = (results: TMonteCarloResults, retirementAge: number) => [{ xAxis: retirementAge - results.currentAge }];

/** The three percentile lines by years from today (labelled with ages) and the retirement marker. */
export function planChartOption(results: TMonteCarloResults, outcome: Outcome, retirementAge: number, draggable: boolean): PlanChartOption {
  const { currentAge } = results;
  const series = seriesForOutcome(results, outcome);
  const lastOffset = Math.max(0, results.rows.length - 1);
  return {
    animation: false,
    grid: { left: 64, right: 24, top: 24, bottom: 40 },
    // Shown by the chart's own pointer handling (plan-chart.tsx), which leaves it out of a drag.
    tooltip: {
      trigger: 'axis',
      triggerOn: 'none',
      valueFormatter: (value) => (typeof value === 'number' ? formatCompactDollars(value) : '—'),
    },
    xAxis: {
      type: 'value',
      min: 0,
      max: lastOffset,
      name: 'Age',
      nameLocation: 'middle',
      nameGap: 28,
      axisLabel: { formatter: (offset: number) => String(currentAge + offset) },
    },
    yAxis: { type: 'value', min: 0, axisLabel: { formatter: (value: number) => formatCompactDollars(value) } },
    series: series.map((line, index) => ({
      type: 'line',
      name: line.name,
      showSymbol: false,
      connectNulls: false,
      color: SERIES_COLORS[line.name],
      data: points(line),
      ...(index === 0
        ? {
            markLine: {
              symbol: 'none',
              silent: !draggable,
              animation: false,
              lineStyle: { color: '#212529', width: 3, type: 'solid' },
              label: { formatter: markerLabel(retirementAge), position: 'end' },
              data: markerData(results, retirementAge),
            },
          }
        : {}),
    })),
  };
}

/**
 * What the chart's layout depends on: while it stays the same, new results only move the lines and
 * the marker (planChartUpdate); otherwise the chart is built anew (planChartOption).
 */
export const planChartShape = (results: TMonteCarloResults, outcome: Outcome, draggable: boolean) =>
  [outcome, draggable, results.currentAge, results.rows.length].join('|');

/** The lines' values and the marker for new results of the same shape, to merge into the chart. */
export function planChartUpdate(results: TMonteCarloResults, outcome: Outcome, retirementAge: number): PlanChartOption {
  return {
    series: seriesForOutcome(results, outcome).map((line, index) => ({
      data: points(line),
      ...(index === 0 ? { markLine: { label: { formatter: markerLabel(retirementAge) }, data: markerData(results, retirementAge) } } : {}),
    })),
  };
}
