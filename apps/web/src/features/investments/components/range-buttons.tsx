import { Button, Group } from '@mantine/core';
import type { InvestmentRange, RangeButton } from '../lib/ranges';

export interface RangeButtonsProps<R extends InvestmentRange> {
  ranges: readonly RangeButton<R>[];
  value: R;
  onChange: (range: R) => void;
}

/** The chart's range buttons; the chosen one is pressed. */
export function RangeButtons<R extends InvestmentRange>({ ranges, value, onChange }: RangeButtonsProps<R>) {
  return (
    <Group gap={4} role="group" aria-label="Chart range">
      {ranges.map((range) => (
        <Button
          key={range.value}
          size="compact-sm"
          variant={range.value === value ? 'filled' : 'subtle'}
          aria-pressed={range.value === value}
          onClick={() => onChange(range.value)}
        >
          {range.label}
        </Button>
      ))}
    </Group>
  );
}
