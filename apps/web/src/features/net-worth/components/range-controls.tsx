import '@mantine/dates/styles.css';
import { Chip, Group } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { NET_WORTH_PERIODS, type DateRange, type NetWorthPeriod, type RangeChoice } from '../lib/periods';

type PickerValue = [string | null, string | null];

export interface RangeControlsProps {
  choice: RangeChoice;
  /** The range shown: the chip's, or the one picked. */
  range: DateRange;
  today: string;
  onChoose: (choice: RangeChoice) => void;
}

/** The period chips and the date-range picker; a picked range leaves every chip unselected. */
export function RangeControls({ choice, range, today, onChoose }: RangeControlsProps) {
  // A range half picked (first day chosen) stays here until the second day completes it.
  const [draft, setDraft] = useState<PickerValue | null>(null);

  function pick([startDate, endDate]: PickerValue) {
    if (startDate && endDate) {
      setDraft(null);
      onChoose({ kind: 'custom', startDate, endDate });
    } else setDraft([startDate, endDate]);
  }

  return (
    <Group gap="sm" wrap="wrap" align="center">
      <Chip.Group
        value={choice.kind === 'period' ? choice.period : null}
        onChange={(period) => {
          setDraft(null);
          onChoose({ kind: 'period', period: period as NetWorthPeriod });
        }}
      >
        <Group gap={6} role="radiogroup" aria-label="Period">
          {NET_WORTH_PERIODS.map((period) => (
            <Chip key={period.value} value={period.value} size="sm" radius="sm" wrapperProps={{ title: period.title }}>
              {period.value}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <DatePickerInput
        type="range"
        aria-label="Date range"
        value={draft ?? [range.startDate, range.endDate]}
        onChange={pick}
        onDropdownClose={() => setDraft(null)}
        valueFormat="MM/DD/YY"
        labelSeparator="~"
        maxDate={today}
        allowSingleDateInRange
        size="sm"
        miw={190}
        popoverProps={{ withinPortal: true }}
      />
    </Group>
  );
}
