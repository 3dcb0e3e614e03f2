import { Paper, SimpleGrid, Text } from '@mantine/core';

export interface Stat {
  label: string;
  value: string;
  /** A short line under the value: what it counts. */
  hint?: string;
}

/** Figures side by side, each a labelled region so tests and screen readers find them by name. */
export function StatGrid({ stats }: { stats: Stat[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {stats.map((stat) => (
        <Paper key={stat.label} withBorder p="md" radius="md" role="group" aria-label={stat.label}>
          <Text fz="sm" c="dimmed">
            {stat.label}
          </Text>
          <Text fz={26} fw={700}>
            {stat.value}
          </Text>
          {stat.hint && (
            <Text fz="xs" c="dimmed">
              {stat.hint}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
