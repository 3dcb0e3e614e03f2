import { Group, Stack, Text } from '@mantine/core';
import type { SummaryLine } from '../../lib/payoff-summary';

export function SummaryLines({ lines, label }: { lines: SummaryLine[]; label: string }) {
  return (
    <Stack gap={6} aria-label={label} role="list">
      {lines.map((line) => (
        <Group key={line.label} justify="space-between" role="listitem">
          <Text fz="sm">{line.label}</Text>
          <Text fz="sm" fw={600}>
            {line.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
