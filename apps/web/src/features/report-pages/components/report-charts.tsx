import { formatCompactDollars, formatRoundedDollars, formatSecurityType, formatSlashDate } from '@finboard/domain/format';
import type { TCashFlowResponse, TInvestmentsResponse } from '@finboard/contracts';
import { centsToDollars } from '@finboard/domain/money';
import { LineChart, type LineSeriesOption } from 'echarts/charts';
import { GridComponent, LegendComponent, type GridComponentOption, type LegendComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import { useMemo } from 'react';
import { BarChart } from '../../../components/charts/bar-chart';
import { Chart } from '../../../components/charts/chart';
import { CHART_COLORS } from '../../../components/charts/chart-colors';
import { DonutChart } from '../../../components/charts/donut-chart';
import { echarts } from '../../../components/charts/echarts-core';

// The PDF's charts (reports/pdf/chart-options.ts on the api) drawn by the web's own chart components:
// the same series from the same data. No animation on the lines, so Print never catches one half drawn.

echarts.use([LineChart, GridComponent, LegendComponent]);

type LineOption = ComposeOption<LineSeriesOption | GridComponentOption | LegendComponentOption>;
// Chart values are dollars; whole dollars round half away from zero like every other surface.
const wholeDollars = (dollars: number) => formatRoundedDollars(Math.round(dollars * 100));

export interface LineSeries {
  name: string;
  cents: readonly number[];
}

export function reportLineOption(labels: readonly string[], series: readonly LineSeries[]): LineOption {
  return {
    animation: false,
    color: CHART_COLORS,
    grid: { left: 64, right: 16, top: series.length > 1 ? 32 : 12, bottom: 28 },
    legend: series.length > 1 ? { top: 0 } : undefined,
    xAxis: { type: 'category', data: [...labels], boundaryGap: false },
    yAxis: { type: 'value', axisLabel: { formatter: (value: number) => formatCompactDollars(value) } },
    series: series.map((line) => ({ type: 'line', name: line.name, showSymbol: false, data: line.cents.map(centsToDollars), lineStyle: { width: 2 } })),
  };
}

export function ReportLineChart({ label, labels, series }: { label: string; labels: readonly string[]; series: readonly LineSeries[] }) {
  const option = useMemo(() => reportLineOption(labels, series), [labels, series]);
  return (
    <div className="report-chart">
      <Chart option={option} label={label} height={240} />
    </div>
  );
}

/** Net worth over the period, one point per day the api answered (as the PDF's line). */
export function NetWorthChart({ points }: { points: readonly { date: string; netWorthCents: number }[] }) {
  const labels = useMemo(() => points.map((point) => formatSlashDate(point.date).slice(0, 5)), [points]);
  const series = useMemo(() => [{ name: 'Net Worth', cents: points.map((point) => point.netWorthCents) }], [points]);
  const first = points[0];
  const last = points[points.length - 1];
  const label =
    first && last
      ? `Net worth over the period: ${wholeDollars(centsToDollars(first.netWorthCents))} on ${formatSlashDate(first.date)}, ${wholeDollars(centsToDollars(last.netWorthCents))} on ${formatSlashDate(last.date)}`
      : 'Net worth over the period: no data';
  return <ReportLineChart label={label} labels={labels} series={series} />;
}

/** Income against expenses (the PDF's bars). */
export function IncomeExpensesChart({ cashFlow }: { cashFlow: TCashFlowResponse }) {
  const bars = [
    {
      category: 'Income',
      value: centsToDollars(cashFlow.incomeCents),
      color: CHART_COLORS[1] ?? '#12b886',
      tooltip: ['Income', wholeDollars(centsToDollars(cashFlow.incomeCents))],
    },
    {
      category: 'Expenses',
      value: centsToDollars(cashFlow.expensesCents),
      color: CHART_COLORS[3] ?? '#fa5252',
      tooltip: ['Expenses', wholeDollars(centsToDollars(cashFlow.expensesCents))],
    },
  ];
  return (
    <div className="report-chart">
      <BarChart bars={bars} label="Income and expenses" formatValue={(value) => formatCompactDollars(value)} height={200} />
    </div>
  );
}

/** Shares of a whole (allocation, categories) as the PDF's doughnut, the zero slices left out. */
export function SharesChart({ label, slices }: { label: string; slices: readonly { name: string; cents: number }[] }) {
  const data = slices.filter((slice) => slice.cents > 0).map((slice) => ({ name: slice.name, value: centsToDollars(slice.cents) }));
  return (
    <div className="report-chart">
      <DonutChart data={data} label={label} formatValue={wholeDollars} height={200} />
    </div>
  );
}

// 'etf' → 'ETF', 'mutual fund' → 'Mutual Fund': the legend in the investments screen's words.
const typeName = (securityType: string) => formatSecurityType(securityType || null);

export function AllocationChart({ allocation }: { allocation: TInvestmentsResponse['allocation'] }) {
  return <SharesChart label="Holdings by asset type" slices={allocation.map((slice) => ({ name: typeName(slice.securityType), cents: slice.valueCents }))} />;
}
