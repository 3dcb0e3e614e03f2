import { GaugeChart, type GaugeSeriesOption } from 'echarts/charts';
import type { ComposeOption } from 'echarts/core';
import { useMemo } from 'react';
import { Chart } from '../../../components/charts/chart';
import { echarts } from '../../../components/charts/echarts-core';

echarts.use([GaugeChart]);

type GaugeOption = ComposeOption<GaugeSeriesOption>;

const scoreColor = (score: number) => (score >= 75 ? '#12b886' : score >= 50 ? '#fab005' : '#fa5252');

export function scoreGaugeOption(score: number): GaugeOption {
  return {
    animation: false,
    series: [
      {
        type: 'gauge',
        min: 0,
        max: 100,
        startAngle: 200,
        endAngle: -20,
        progress: { show: true, width: 14, itemStyle: { color: scoreColor(score) } },
        axisLine: { lineStyle: { width: 14 } },
        pointer: { show: false },
        axisTick: { show: false },
        splitLine: { show: false },
        axisLabel: { show: false },
        detail: { valueAnimation: false, offsetCenter: [0, '10%'], fontSize: 32, fontWeight: 'bold', formatter: '{value}' },
        data: [{ value: score }],
      },
    ],
  };
}

/** 'My Retirement Score', 0 to 100. */
export function ScoreGauge({ score }: { score: number }) {
  const option = useMemo(() => scoreGaugeOption(score), [score]);
  return <Chart option={option} label={`My Retirement Score: ${score} out of 100`} height={200} />;
}
