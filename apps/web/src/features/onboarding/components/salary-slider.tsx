import { formatCompactDollars, formatDollars } from '@finboard/domain/format';
import { Group, Slider, Stack, Text } from '@mantine/core';
import { SALARY_MAX, SALARY_STEP } from '../lib/financial-freedom';

// The format module's compact units: '$250k' ... '$1M', never '$1,000k'.
const MARKS = [0, 250_000, 500_000, 750_000, 1_000_000].map((value) => ({ value, label: formatCompactDollars(value) }));

/** 'Current Salary': a slider from $0 to $1,000,000, its value written out with thousands separators. */
export function SalarySlider({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="baseline">
        <Text fz="md" fw={500} aria-hidden="true">
          Current Salary
        </Text>
        <Text fw={650} fz="lg" data-testid="salary-value">
          {formatDollars(value)}
        </Text>
      </Group>
      <Slider
        min={0}
        max={SALARY_MAX}
        step={SALARY_STEP}
        value={value}
        onChange={onChange}
        thumbLabel="Current Salary"
        thumbValueText={formatDollars}
        label={null}
        marks={MARKS}
        mb="xl"
      />
    </Stack>
  );
}
