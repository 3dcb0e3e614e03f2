import { Chip, Group } from '@mantine/core';
import { useState } from 'react';
import { DateRangeInput, type DateRangeValue } from '../../../components/forms/date-range-input';
import { NET_WORTH_PERIODS, type DateRange, type RangeChoice } from '../lib/periods';

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
  const [draft, setDraft] = useState<DateRangeValue | null>(null);

  function pick([startDate, endDate]: DateRangeValue) {
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
          onChoose({ kind: 'period', period });
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
      <DateRangeInput
        label="Date range"
        value={draft ?? [range.startDate, range.endDate]}
        onChange={pick}
        onDropdownClose={() => setDraft(null)}
        maxDate={today}
      />
    </Group>
  );
}
