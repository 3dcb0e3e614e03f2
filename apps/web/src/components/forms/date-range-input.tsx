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

/** `YYYY-MM-DD` as the button shows it, 'MM/DD/YY'. */
const shortDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(2, 4)}`;

/** The report pages' calendar range, shown 'MM/DD/YY ~ MM/DD/YY'; a single day is a range too. */
export function DateRangeInput({ label, ...props }: DateRangeInputProps) {
  const shown = props.value
    .filter((day): day is string => day !== null)
    .map(shortDate)
    .join(' ~ ');
  return (
    <DatePickerInput
      type="range"
      // The name holds the dates the button shows, so speech input can say what is seen (WCAG 2.5.3).
      aria-label={shown ? `${label}: ${shown}` : label}
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
