import { useReducedMotion } from '@mantine/hooks';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { echarts } from './echarts-core';

export interface ChartProps {
  option: EChartsCoreOption;
  /** What the chart shows, for screen readers (the chart itself is an image to them). */
  label: string;
  height?: number;
  /** A fixed width in pixels; by default the chart fills its container's width. */
  width?: number;
  /** ECharts events by name (a point's `click`); keep the object stable between renders. */
  onEvents?: Record<string, (params: unknown) => void>;
}

/** The React wrapper around ECharts' core (`esm/core`: `lib/core` breaks under Vite). */
export function Chart({ option, label, height = 280, width, onEvents }: ChartProps) {
  // A person who asked their system for less motion gets the chart drawn at once, not grown into place.
  const reduceMotion = useReducedMotion();
  const shown = useMemo(() => (reduceMotion ? { ...option, animation: false } : option), [option, reduceMotion]);
  return (
    <div role="img" aria-label={label}>
      <ReactEChartsCore
        echarts={echarts}
        option={shown}
        notMerge
        lazyUpdate
        onEvents={onEvents}
        style={{ height, width: width ?? '100%' }}
        // No width unless fixed: ECharts then measures the container. 'auto' was written as the
        // <svg>'s width attribute before the first measure, which the browser reports as an error.
        opts={{ renderer: 'svg', height, ...(width === undefined ? {} : { width }) }}
      />
    </div>
  );
}
