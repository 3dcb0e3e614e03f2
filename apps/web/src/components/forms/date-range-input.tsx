import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';

/** A picked range of `YYYY-MM-DD` days; one end stays null while the range is half picked. */
export type DateRangeValue = [string | null, string | null];

export interface DateRangeInputProps {
  /** The accessible name, e.g. 'Custom range'. */
  label: string;
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  maxDate: string;
  minDate?: string;
  placeholder?: string;
  variant?: 'default' | 'filled';
  onDropdownClose?: () => void;
}

/** The report pages' calendar range, shown 'MM/DD/YY ~ MM/DD/YY'; a single day is a range too. */
export function DateRangeInput({ label, ...props }: DateRangeInputProps) {
  return (
    <DatePickerInput
      type="range"
      aria-label={label}
      valueFormat="MM/DD/YY"
      labelSeparator="~"
      allowSingleDateInRange
      size="sm"
      miw={190}
      popoverProps={{ withinPortal: true }}
      {...props}
    />
  );
}
