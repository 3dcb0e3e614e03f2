import { formatCompactCents, formatShortDate } from '@finboard/domain/format';
import type { TNetWorthPoint } from '@finboard/contracts';
import { Box, ColorSwatch, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { BarChart } from '../../../components/charts/bar-chart';
import { BAR_COLORS, netWorthBars, netWorthChartLabel, netWorthDays } from '../lib/net-worth-bars';

export interface NetWorthChartProps {
  points: TNetWorthPoint[];
  startDate: string;
  endDate: string;
  /** The previous range's chart while the new one loads. */
  isStale?: boolean;
}

/** A bar a day: real snapshot days solid, days that carry the last snapshot forward pale. */
export function NetWorthChart({ points, startDate, endDate, isStale = false }: NetWorthChartProps) {
  // Keyed by the dates, not a range object's identity: a re-render with the same data keeps the chart still.
  const { bars, label } = useMemo(() => {
    const range = { startDate, endDate };
    const days = netWorthDays(points, range);
    return { bars: netWorthBars(days), label: netWorthChartLabel(days, range) };
  }, [points, startDate, endDate]);
  return (
    <Box style={{ opacity: isStale ? 0.55 : 1, transition: 'opacity 150ms' }} aria-busy={isStale}>
      <BarChart bars={bars} label="Net worth by day" summary={label} formatCategory={formatShortDate} formatValue={formatCompactCents} height={300} />
      <Group gap="lg" justify="center" mt={4} component="ul" p={0} style={{ listStyle: 'none' }} aria-label="Legend">
        <Group component="li" gap={6} wrap="nowrap">
          <ColorSwatch color={BAR_COLORS.positive.snapshot} size={12} radius={3} withShadow={false} aria-hidden />
          <Text fz="xs" c="dimmed">
            Snapshot day
          </Text>
        </Group>
        <Group component="li" gap={6} wrap="nowrap">
          <ColorSwatch color={BAR_COLORS.positive.carried} size={12} radius={3} withShadow={false} aria-hidden />
          <Text fz="xs" c="dimmed">
            No snapshot: last value carried forward
          </Text>
        </Group>
      </Group>
    </Box>
  );
}
