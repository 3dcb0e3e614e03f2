import type { TMonteCarloResults } from '@finboard/contracts';
import { LineChart } from 'echarts/charts';
import { GridComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import type { ECharts } from 'echarts/core';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { memo, useEffect, useMemo, useRef } from 'react';
import { echarts } from '../../../components/charts/echarts-core';
import { planChartOption, planChartShape, planChartUpdate } from '../lib/plan-chart-option';
import type { Outcome } from '../lib/plan-view';
import { createRetirementDrag } from '../lib/retirement-drag';

echarts.use([LineChart, GridComponent, MarkLineComponent, TooltipComponent]);

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
const CHART_STYLE = { height: 340, width: '100%' };
// No width: ECharts measures the container ('auto' became the <svg>'s width attribute, a console error).
const CHART_OPTS = { renderer: 'svg', height: 340 } as const;
// The chart is updated by the effect below, never by the wrapper (which would rebuild it whole).
const wrapperNeverSetsOption = () => false;

export const PlanChart = memo(function PlanChart({ results, outcome, retirementAge, draggable, onPreview, onCommit }: PlanChartProps) {
  const option = useMemo(() => planChartOption(results, outcome, retirementAge, draggable), [results, outcome, retirementAge, draggable]);
  const shape = planChartShape(results, outcome, draggable);
  // The zrender handlers are bound once; they read the latest props from here.
  const latest = useRef({ results, retirementAge, draggable, onPreview, onCommit, option, shape });
  useEffect(() => {
    latest.current = { results, retirementAge, draggable, onPreview, onCommit, option, shape };
  });
  const chartRef = useRef<ECharts | null>(null);
  const shownShape = useRef<string | null>(null);

  // A drag's previews only move the lines and the marker: merged in, drawn on the next frame.
  useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    const isNewShape = shownShape.current !== shape;
    shownShape.current = shape;
    chart.setOption(isNewShape ? option : planChartUpdate(results, outcome, retirementAge), { notMerge: isNewShape, lazyUpdate: true });
  }, [option, shape, results, outcome, retirementAge]);

  function bindDrag(chart: ECharts) {
    chartRef.current = chart;
    // The wrapper drew the option current at this moment.
    shownShape.current = latest.current.shape;
    const zr = chart.getZr();
    let drag: ReturnType<typeof createRetirementDrag> | null = null;
    const offsetAt = (x: number, y: number) => {
      const point = chart.convertFromPixel({ gridIndex: 0 }, [x, y]) as number[] | undefined;
      return point?.[0] ?? Number.NaN;
    };
    // The axis tooltip follows the pointer, except during a drag, when it would only cost frames.
    const hideTooltip = () => {
      chart.dispatchAction({ type: 'hideTip' });
      chart.dispatchAction({ type: 'updateAxisPointer', currTrigger: 'leave' });
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
      hideTooltip();
    });
    zr.on('mousemove', (event) => {
      const state = latest.current;
      const offset = offsetAt(event.offsetX, event.offsetY);
      const near = state.draggable && Math.abs(offset - (state.retirementAge - state.results.currentAge)) <= GRAB_YEARS;
      zr.setCursorStyle(drag || near ? 'ew-resize' : 'default');
      if (drag) drag.move(offset);
      else chart.dispatchAction({ type: 'showTip', x: event.offsetX, y: event.offsetY });
    });
    zr.on('mouseup', () => {
      drag?.end();
      drag = null;
    });
    zr.on('globalout', () => {
      drag?.end();
      drag = null;
      hideTooltip();
    });
  }

  const label = `Projected portfolio by age (${outcome}), retirement at ${retirementAge}${draggable ? '; drag the marker to change it' : ''}`;
  return (
    <div role="img" aria-label={label} style={{ touchAction: draggable ? 'none' : undefined }}>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        shouldSetOption={wrapperNeverSetsOption}
        style={CHART_STYLE}
        opts={CHART_OPTS}
        onChartReady={bindDrag}
      />
    </div>
  );
});
