import { ExplainedNumberInput } from './explained-number-input';

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
    <ExplainedNumberInput
      label={label}
      value={value}
      onChange={(next) => onChange(typeof next === 'number' ? next : next === '' ? '' : Number(next))}
      error={error}
      min={0}
      max={max}
      decimalScale={2}
      thousandSeparator=","
      prefix="$"
      hideControls
      disabled={disabled}
    />
  );
}
