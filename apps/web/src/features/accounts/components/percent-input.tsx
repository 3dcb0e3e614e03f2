import { clampPercentField, type NumberField } from '../lib/manual-form';
import { ExplainedNumberInput } from '../../../components/forms/explained-number-input';

export interface PercentInputProps {
  label: string;
  value: NumberField;
  onChange: (value: NumberField) => void;
}

/** A percentage kept within 0–100 as it is typed (spec 01 §5). */
export function PercentInput({ label, value, onChange }: PercentInputProps) {
  return (
    <ExplainedNumberInput
      label={label}
      value={value}
      onChange={(next) => onChange(clampPercentField(typeof next === 'number' ? next : next === '' ? '' : Number(next)))}
      min={0}
      max={100}
      clampBehavior="none"
      decimalScale={3}
      suffix="%"
      hideControls
    />
  );
}
