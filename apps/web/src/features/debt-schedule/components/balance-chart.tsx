import { formatCompactCents, formatCompactDollars } from '@finboard/domain/format';
import { LineChart, type LineSeriesOption } from 'echarts/charts';
import { GridComponent, TooltipComponent, type GridComponentOption, type TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { useMemo } from 'react';
import { Chart } from '../../../components/charts/chart';
import { CHART_COLORS } from '../../../components/charts/chart-colors';
import { echarts } from '../../../components/charts/echarts-core';
import type { DebtResults } from '../lib/debt-schedule';

echarts.use([LineChart, GridComponent, TooltipComponent]);

type BalanceOption = ComposeOption<LineSeriesOption | GridComponentOption | TooltipComponentOption>;

/** Remaining balance after each monthly payment. */
export function balanceOption(results: DebtResults): BalanceOption {
  return {
    animation: false,
    grid: { left: 64, right: 24, top: 16, bottom: 32 },
    tooltip: { trigger: 'axis', valueFormatter: (value) => (typeof value === 'number' ? formatCompactDollars(value) : '') },
    xAxis: { type: 'category', boundaryGap: false, data: results.monthlyData.map((month) => month.date.slice(0, 7)) },
    yAxis: { type: 'value', min: 0, axisLabel: { formatter: (value: number) => formatCompactDollars(value) } },
    series: [
      {
        type: 'line',
        name: 'Remaining Balance',
        showSymbol: false,
        color: CHART_COLORS[0],
        areaStyle: { opacity: 0.08 },
        data: results.monthlyData.map((month) => Math.round(month.remainingLoanCents / 100)),
      },
    ],
  };
}

export function BalanceChart({ results }: { results: DebtResults }) {
  const option = useMemo(() => balanceOption(results), [results]);
  const months = results.monthlyData;
  const first = months[0];
  const last = months[months.length - 1];
  // The yearly schedule table under the chart carries the figures; the label gives the line's course.
  const label =
    first && last
      ? `Remaining balance over time: ${formatCompactCents(first.remainingLoanCents)} in ${first.date.slice(0, 7)} to ${formatCompactCents(last.remainingLoanCents)} in ${last.date.slice(0, 7)}; the yearly schedule below has the figures`
      : 'Remaining balance over time: no payments';
  return <Chart option={option} label={label} height={300} />;
}
