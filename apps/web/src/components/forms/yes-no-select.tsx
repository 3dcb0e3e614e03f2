import { NativeSelect } from '@mantine/core';

export interface YesNoSelectProps {
  label: string;
  value: boolean;
  onChange: (value: boolean) => void;
  disabled?: boolean;
}

/** A Yes/No question as a native select: one labelled control, easy to use with keyboard and screen readers. */
export function YesNoSelect({ label, value, onChange, disabled }: YesNoSelectProps) {
  return (
    <NativeSelect
      label={label}
      data={['No', 'Yes']}
      value={value ? 'Yes' : 'No'}
      onChange={(event) => onChange(event.currentTarget.value === 'Yes')}
      disabled={disabled}
    />
  );
}
