import type { TMonteCarloResults } from '@finboard/contracts';
import { LineChart, type LineSeriesOption } from 'echarts/charts';
import { GridComponent, MarkLineComponent, TooltipComponent, type GridComponentOption, type TooltipComponentOption } from 'echarts/components';
import type { ComposeOption, ECharts } from 'echarts/core';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useEffect, useMemo, useRef } from 'react';
import { CHART_COLORS } from '../../../components/charts/donut-chart';
import { echarts } from '../../../components/charts/echarts-core';
import { seriesForOutcome, type Outcome } from '../lib/plan-view';
import { createRetirementDrag } from '../lib/retirement-drag';

echarts.use([LineChart, GridComponent, MarkLineComponent, TooltipComponent]);

type PlanChartOption = ComposeOption<LineSeriesOption | GridComponentOption | TooltipComponentOption>;

const SERIES_COLORS = { Optimistic: CHART_COLORS[1], Median: CHART_COLORS[0], Pessimistic: CHART_COLORS[3] } as const;
const compactDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

/** The three percentile lines by years from today (labelled with ages) and the retirement marker. */
export function planChartOption(results: TMonteCarloResults, outcome: Outcome, retirementAge: number, draggable: boolean): PlanChartOption {
  const { currentAge } = results;
  const series = seriesForOutcome(results, outcome);
  const lastOffset = Math.max(0, results.rows.length - 1);
  return {
    animation: false,
    grid: { left: 64, right: 24, top: 24, bottom: 40 },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value) => (typeof value === 'number' ? compactDollars.format(value) : '—'),
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
    yAxis: { type: 'value', min: 0, axisLabel: { formatter: (value: number) => compactDollars.format(value) } },
    series: series.map((line, index) => ({
      type: 'line',
      name: line.name,
      showSymbol: false,
      connectNulls: false,
      color: SERIES_COLORS[line.name],
      data: line.values.map((value, offset) => [offset, value]),
      ...(index === 0
        ? {
            markLine: {
              symbol: 'none',
              silent: !draggable,
              animation: false,
              lineStyle: { color: '#212529', width: 3, type: 'solid' },
              label: { formatter: `Retire at ${retirementAge}`, position: 'end' },
              data: [{ xAxis: retirementAge - currentAge }],
            },
          }
        : {}),
    })),
  };
}

export interface PlanChartProps {
  results: TMonteCarloResults;
  outcome: Outcome;
  retirementAge: number;
  /** Off for a read-only (advisor) view. */
  draggable: boolean;
  onPreview: (retirementAge: number) => void;
  onCommit: (retirementAge: number) => void;
}

/** How close (in years) a press must be to the marker to pick it up. */
const GRAB_YEARS = 1.5;

export function PlanChart({ results, outcome, retirementAge, draggable, onPreview, onCommit }: PlanChartProps) {
  const option = useMemo(() => planChartOption(results, outcome, retirementAge, draggable), [results, outcome, retirementAge, draggable]);
  // The zrender handlers are bound once; they read the latest props from here.
  const latest = useRef({ results, retirementAge, draggable, onPreview, onCommit });
  useEffect(() => {
    latest.current = { results, retirementAge, draggable, onPreview, onCommit };
  });
  const chartRef = useRef<ECharts | null>(null);

  function bindDrag(chart: ECharts) {
    chartRef.current = chart;
    const zr = chart.getZr();
    let drag: ReturnType<typeof createRetirementDrag> | null = null;
    const offsetAt = (x: number, y: number) => {
      const point = chart.convertFromPixel({ gridIndex: 0 }, [x, y]) as number[] | undefined;
      return point?.[0] ?? Number.NaN;
    };
    zr.on('mousedown', (event) => {
      const state = latest.current;
      if (!state.draggable) return;
      const offset = offsetAt(event.offsetX, event.offsetY);
      if (Math.abs(offset - (state.retirementAge - state.results.currentAge)) > GRAB_YEARS) return;
      drag = createRetirementDrag({
        currentAge: state.results.currentAge,
        startAge: state.retirementAge,
        onPreview: (age) => latest.current.onPreview(age),
        onCommit: (age) => latest.current.onCommit(age),
      });
    });
    zr.on('mousemove', (event) => {
      const state = latest.current;
      const near = state.draggable && Math.abs(offsetAt(event.offsetX, event.offsetY) - (state.retirementAge - state.results.currentAge)) <= GRAB_YEARS;
      zr.setCursorStyle(drag || near ? 'ew-resize' : 'default');
      drag?.move(offsetAt(event.offsetX, event.offsetY));
    });
    const release = () => {
      drag?.end();
      drag = null;
    };
    zr.on('mouseup', release);
    zr.on('globalout', release);
  }

  const label = `Projected portfolio by age (${outcome}), retirement at ${retirementAge}${draggable ? '; drag the marker to change it' : ''}`;
  return (
    <div role="img" aria-label={label} style={{ touchAction: draggable ? 'none' : undefined }}>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        notMerge
        lazyUpdate
        style={{ height: 340, width: '100%' }}
        opts={{ renderer: 'svg', height: 340, width: 'auto' }}
        onChartReady={bindDrag}
      />
    </div>
  );
}
