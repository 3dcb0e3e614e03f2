import '@mantine/dates/styles.css';
import { addCalendarMonths, MAX_RANGE_YEARS } from '@finboard/domain/accounts';
import { Chip, Group, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { CASH_FLOW_PERIODS, CUSTOM_RANGE_LABEL, PERIOD_TITLES, periodRange, pickCustomRange, type CashFlowPeriod, type CashFlowRange } from '../lib/range';

export interface PeriodPickerProps {
  range: CashFlowRange;
  today: string;
  onChange: (range: CashFlowRange) => void;
}

type PickerValue = [string | null, string | null];

/** The period chips (1D, 1W, 1M, 3M) and the custom range 'MM/DD/YY ~ MM/DD/YY'. */
export function PeriodPicker({ range, today, onChange }: PeriodPickerProps) {
  // What the picker shows while a pick is not taken yet (half picked, or a day held back).
  const [draft, setDraft] = useState<PickerValue | null>(null);
  const [heldBack, setHeldBack] = useState(false);

  const choosePeriod = (value: string) => {
    if (!CASH_FLOW_PERIODS.includes(value as CashFlowPeriod)) return;
    setDraft(null);
    setHeldBack(false);
    onChange(periodRange(value as CashFlowPeriod, today));
  };
  const pick = (value: PickerValue) => {
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
        <DatePickerInput
          type="range"
          aria-label="Custom range"
          placeholder={CUSTOM_RANGE_LABEL}
          valueFormat="MM/DD/YY"
          labelSeparator="~"
          value={draft ?? [range.startDate, range.endDate]}
          onChange={pick}
          allowSingleDateInRange
          minDate={addCalendarMonths(today, -12 * MAX_RANGE_YEARS)}
          maxDate={today}
          size="sm"
          miw={190}
          variant={range.period === null ? 'filled' : 'default'}
          popoverProps={{ withinPortal: true }}
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
