import { formatPhone } from '@finboard/domain/profile';
import { TextInput } from '@mantine/core';

export interface PhoneInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** Digits only, grouped 3-3-rest with dashes as they are typed (spec 01 §5). */
export function PhoneInput({ label, value, onChange, error, disabled }: PhoneInputProps) {
  return (
    <TextInput
      label={label}
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      value={value}
      onChange={(event) => onChange(formatPhone(event.currentTarget.value))}
      error={error}
      disabled={disabled}
    />
  );
}
