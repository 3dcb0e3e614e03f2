import { Paper, Title } from '@mantine/core';
import { BarChart } from '../../../components/charts/bar-chart';
import { BRAND_CHART_COLOR } from '../../../components/charts/chart-colors';

/** A count per day as bars (the dashboard's and the sales page's series). */
export function DailyBars({ title, days, color = BRAND_CHART_COLOR }: { title: string; days: { date: string; count: number }[]; color?: string }) {
  const bars = days.map((day) => ({ category: day.date, value: day.count, color, tooltip: [day.date, `${title}: ${day.count}`] }));
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} fz="md" mb="xs">
        {title}
      </Title>
      <BarChart bars={bars} label={`${title} per day`} formatCategory={(date) => date.slice(5)} formatValue={(value) => String(value)} height={220} />
    </Paper>
  );
}
