import '@mantine/dates/styles.css';
import { isValidCalendarDate } from '@finboard/domain/calendar';
import { EARLIEST_BIRTH_DATE } from '@finboard/domain/profile';
import { Group, Select } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import { productToday } from '../../lib/product-today';
import { withYear, yearOptions } from './year-options';

/** Client pickers show mm-dd-yyyy, advisor pickers yyyy-mm-dd (spec 01 §5); both store YYYY-MM-DD. */
export type DateFieldStyle = 'client' | 'advisor';

const FORMATS = {
  client: { valueFormat: 'MM-DD-YYYY', placeholder: 'mm-dd-yyyy' },
  advisor: { valueFormat: 'YYYY-MM-DD', placeholder: 'yyyy-mm-dd' },
} as const;

const pad = (value: string) => value.padStart(2, '0');

/** Reads what a person types: 05-17-1990, 5/17/1990 or 1990-05-17; anything else (or half typed) is null. */
export function parseTypedDate(text: string): string | null {
  const value = text.trim();
  const us = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(value);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const [year, month, day] = us ? [us[3], us[1], us[2]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!year || !month || !day) return null;
  const date = `${year}-${pad(month)}-${pad(day)}`;
  return isValidCalendarDate(date) ? date : null;
}

export interface DateFieldProps {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
  style?: DateFieldStyle;
  /** Defaults to 1900-01-01 and today: the birthday picker's range. */
  minDate?: string;
  maxDate?: string;
  disabled?: boolean;
  /** A birthday picker's year dropdown beside the field (spec 02 §9: 50 items). */
  yearDropdown?: boolean;
}

/** A typeable date picker that stores `YYYY-MM-DD`; dates outside min..max are not accepted. */
export function DateField(props: DateFieldProps) {
  const { label, value, onChange, error, style = 'client', disabled, yearDropdown = false } = props;
  const format = FORMATS[style];
  const minDate = props.minDate ?? EARLIEST_BIRTH_DATE;
  const maxDate = props.maxDate ?? productToday();
  // The month the calendar shows: the year dropdown moves it even before a date is chosen.
  const [shown, setShown] = useState<string | null>(null);
  const input = (
    <DateInput
      label={label}
      value={value}
      onChange={(next) => {
        // A date typed or picked is what the calendar shows next.
        setShown(null);
        onChange(next);
      }}
      error={error}
      valueFormat={format.valueFormat}
      placeholder={format.placeholder}
      dateParser={parseTypedDate}
      minDate={minDate}
      maxDate={maxDate}
      clearable
      disabled={disabled}
      popoverProps={{ withinPortal: true }}
      {...(yearDropdown ? { date: shown ?? value ?? maxDate, onDateChange: setShown } : {})}
      style={yearDropdown ? { flex: 1 } : undefined}
    />
  );
  if (!yearDropdown) return input;
  const year = Number((value ?? shown ?? maxDate).slice(0, 4));
  const chooseYear = (choice: string | null) => {
    if (!choice) return;
    const chosen = Number(choice);
    if (value) onChange(withYear(value, chosen, minDate, maxDate));
    setShown(withYear(`${choice}-${(value ?? shown ?? maxDate).slice(5, 7)}-01`, chosen, minDate, maxDate));
  };
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      {input}
      <Select
        label="Year"
        aria-label={`${label} year`}
        data={yearOptions(year, Number(minDate.slice(0, 4)), Number(maxDate.slice(0, 4))).map(String)}
        value={String(year)}
        onChange={chooseYear}
        allowDeselect={false}
        disabled={disabled}
        w={104}
        maxDropdownHeight={240}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
}
