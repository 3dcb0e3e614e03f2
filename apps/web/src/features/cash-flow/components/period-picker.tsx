import { MAX_RANGE_YEARS } from '@finboard/domain/accounts';
import { addMonths } from '@finboard/domain/calendar';
import { Chip, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { DateRangeInput, type DateRangeValue } from '../../../components/forms/date-range-input';
import { CASH_FLOW_PERIODS, CUSTOM_RANGE_LABEL, PERIOD_TITLES, periodRange, pickCustomRange, type CashFlowPeriod, type CashFlowRange } from '../lib/range';

export interface PeriodPickerProps {
  range: CashFlowRange;
  today: string;
  onChange: (range: CashFlowRange) => void;
}

/** The period chips (1D, 1W, 1M, 3M) and the custom range 'MM/DD/YY ~ MM/DD/YY'. */
export function PeriodPicker({ range, today, onChange }: PeriodPickerProps) {
  // What the picker shows while a pick is not taken yet (half picked, or a day held back).
  const [draft, setDraft] = useState<DateRangeValue | null>(null);
  const [heldBack, setHeldBack] = useState(false);

  const choosePeriod = (value: string) => {
    if (!CASH_FLOW_PERIODS.includes(value as CashFlowPeriod)) return;
    setDraft(null);
    setHeldBack(false);
    onChange(periodRange(value as CashFlowPeriod, today));
  };
  const pick = (value: DateRangeValue) => {
    const result = pickCustomRange(value, heldBack);
    setHeldBack(result.heldBack);
    setDraft(result.accepted ? null : value);
    if (result.accepted) onChange(result.accepted);
  };

  return (
    <Stack gap={4}>
      <Group gap="sm" wrap="wrap">
        <Chip.Group multiple={false} value={range.period ?? ''} onChange={choosePeriod}>
          <Group gap={6} role="group" aria-label="Period">
            {CASH_FLOW_PERIODS.map((period) => (
              <Chip key={period} value={period} variant="filled" size="sm" aria-label={`${period} (${PERIOD_TITLES[period]})`}>
                {period}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <DateRangeInput
          label="Custom range"
          placeholder={CUSTOM_RANGE_LABEL}
          value={draft ?? [range.startDate, range.endDate]}
          onChange={pick}
          minDate={addMonths(today, -12 * MAX_RANGE_YEARS)}
          maxDate={today}
          variant={range.period === null ? 'filled' : 'default'}
        />
      </Group>
      {heldBack && (
        <Text fz="xs" c="dimmed" role="status">
          Pick that day again to show it alone.
        </Text>
      )}
    </Stack>
  );
}
