import { Group, Text } from '@mantine/core';

export interface FigureRowProps {
  label: string;
  value: string;
  /** The row that sums the others up (net worth, net cash flow). */
  isTotal?: boolean;
  color?: string | undefined;
}

/** A label and its amount on one line, amounts right-aligned so they read as a column. */
export function FigureRow({ label, value, isTotal = false, color }: FigureRowProps) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      pt={isTotal ? 'xs' : 0}
      style={isTotal ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
    >
      <Text fz={isTotal ? 'md' : 'sm'} fw={isTotal ? 600 : 400} c={isTotal ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text fz={isTotal ? 'xl' : 'md'} fw={isTotal ? 700 : 600} c={color} aria-label={`${label}: ${value}`}>
        {value}
      </Text>
    </Group>
  );
}
