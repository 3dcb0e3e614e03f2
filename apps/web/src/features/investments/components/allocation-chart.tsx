import { formatDollars } from '@finboard/domain/format';
import { Text } from '@mantine/core';
import { DonutChart } from '../../../components/charts/donut-chart';
import { allocationSlices } from '../lib/holdings';

export interface AllocationChartProps {
  allocation: readonly { securityType: string; valueCents: number }[];
  label: string;
}

/** Value by security type (cash, equity, ETF, ...): the asset type chart and a portfolio's allocation. */
export function AllocationChart({ allocation, label }: AllocationChartProps) {
  const slices = allocationSlices(allocation);
  if (slices.length === 0) return <Text c="dimmed">No holdings</Text>;
  return <DonutChart data={slices} label={label} formatValue={formatDollars} height={200} />;
}
