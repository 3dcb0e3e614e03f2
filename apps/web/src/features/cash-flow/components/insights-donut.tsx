import { formatDollars } from '@finboard/domain/format';
import { Text } from '@mantine/core';
import { DonutChart } from '../../../components/charts/donut-chart';
import type { InsightSlice } from '../lib/categories';

/** The three category totals as a ring with its legend; loaded after the page (the chart library is large). */
export function InsightsDonut({ slices, sideLabel }: { slices: InsightSlice[]; sideLabel: string }) {
  if (slices.every((slice) => slice.value === 0)) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        No {sideLabel.toLowerCase()} in this period.
      </Text>
    );
  }
  const data = slices.map(({ name, value }) => ({ name, value }));
  const summary = data.map((slice) => `${slice.name} ${formatDollars(slice.value)}`).join(', ');
  return <DonutChart data={data} formatValue={formatDollars} label={`Budget Insights, ${sideLabel}: ${summary}`} height={220} />;
}
