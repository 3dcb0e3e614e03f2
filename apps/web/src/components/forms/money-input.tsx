import { NumberInput } from '@mantine/core';

export interface MoneyInputProps {
  label: string;
  /** Dollars; '' while empty. */
  value: number | '';
  onChange: (value: number | '') => void;
  error?: string | undefined;
  max?: number;
  disabled?: boolean;
}

/** A dollar amount, never negative, with thousands separators and at most two decimals. */
export function MoneyInput({ label, value, onChange, error, max, disabled }: MoneyInputProps) {
  return (
    <NumberInput
      label={label}
      value={value}
      onChange={(next) => onChange(typeof next === 'number' ? next : next === '' ? '' : Number(next))}
      error={error}
      min={0}
      max={max}
      allowNegative={false}
      decimalScale={2}
      thousandSeparator=","
      prefix="$"
      hideControls
      disabled={disabled}
    />
  );
}
