import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { BarChart, type BarDatum } from '../../../components/charts/bar-chart';
import { CHART_COLORS } from '../../../components/charts/chart-colors';
import { type DashboardTab, OTHERS_CATEGORY } from '../lib/dashboard-tabs';

const BAR_COLOR = CHART_COLORS[0] ?? '#1d40d7';
/** The 'Others' bar is a sum, not a client: grey, and it opens nothing (3.3:1 on white, enough for a shape). */
const OTHERS_COLOR = '#868e96';

export interface DashboardTabPanelProps {
  tab: DashboardTab;
  onOpenClient: (clientId: string) => void;
}

/** One tab: its four tiles, then its chart of named horizontal bars; a client's bar opens that client's quick report. */
export function DashboardTabPanel({ tab, onOpenClient }: DashboardTabPanelProps) {
  const bars = useMemo<BarDatum[]>(
    () =>
      tab.bars.map((bar) => ({
        category: bar.category,
        value: bar.value,
        color: bar.category === OTHERS_CATEGORY ? OTHERS_COLOR : BAR_COLOR,
        tooltip: [bar.label, tab.formatValue(bar.value)],
      })),
    [tab],
  );
  const labels = useMemo(() => new Map(tab.bars.map((bar) => [bar.category, bar.label])), [tab.bars]);
  const formatCategory = useMemo(() => (category: string) => labels.get(category) ?? category, [labels]);
  const onBarClick = useMemo(
    () => (index: number) => {
      const clientId = tab.bars[index]?.clientId;
      if (clientId) onOpenClient(clientId);
    },
    [tab.bars, onOpenClient],
  );
  return (
    <Stack gap="md" pt="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {tab.tiles.map((tile) => (
          <Paper key={tile.label} withBorder p="md" radius="md" role="group" aria-label={tile.label}>
            <Text size="sm" c="dimmed">
              {tile.label}
            </Text>
            <Text fw={700} size="xl">
              {tile.value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h5" mb="sm">
          {tab.chartTitle}
        </Title>
        {bars.length === 0 ? (
          <Text c="dimmed">No data to show</Text>
        ) : (
          <BarChart
            bars={bars}
            label={tab.chartTitle}
            orientation="horizontal"
            formatCategory={formatCategory}
            formatValue={tab.formatValue}
            onBarClick={onBarClick}
          />
        )}
        {tab.note && (
          <Text size="sm" c="dimmed" mt="xs">
            {tab.note}
          </Text>
        )}
      </Paper>
    </Stack>
  );
}
