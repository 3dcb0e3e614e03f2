import type { TScenarioInputs } from '@finboard/contracts';
import { Slider, Stack } from '@mantine/core';
import { formatField, readField, writeField, type CalculatorField } from '../../lib/calculator-fields';
import { ExplainedNumberInput } from '../../../../components/forms/explained-number-input';

export interface CalculatorFieldInputProps {
  field: CalculatorField;
  inputs: TScenarioInputs;
  onChange: (inputs: TScenarioInputs) => void;
  error: string | undefined;
}

const PREFIX: Record<CalculatorField['unit'], string | undefined> = { money: '$', rate: undefined, count: undefined };
const SUFFIX: Record<CalculatorField['unit'], string | undefined> = { money: undefined, rate: '%', count: undefined };

/** One input: a number to type exactly and a slider up to the spec's maximum. Out-of-range values are kept so the rule's message can say why. */
export function CalculatorFieldInput({ field, inputs, onChange, error }: CalculatorFieldInputProps) {
  const value = readField(inputs, field);
  const write = (next: number) => onChange(writeField(inputs, field, next));
  return (
    <Stack gap={6}>
      <ExplainedNumberInput
        label={field.label}
        value={value}
        onChange={(next) => write(typeof next === 'number' ? next : Number(next) || 0)}
        min={field.min}
        max={field.max}
        clampBehavior="none"
        decimalScale={field.unit === 'count' ? 0 : field.unit === 'rate' ? 3 : 2}
        thousandSeparator={field.unit === 'money' ? ',' : undefined}
        prefix={PREFIX[field.unit]}
        suffix={SUFFIX[field.unit]}
        error={error}
      />
      <Slider
        // The thumb is the slider (role=slider); named apart from the number input above it.
        thumbLabel={`${field.label} slider`}
        min={field.min}
        max={field.max}
        step={field.step}
        value={Math.min(field.max, Math.max(field.min, value))}
        label={(next) => formatField(field, next)}
        onChange={write}
        marks={[
          { value: field.min, label: formatField(field, field.min) },
          { value: field.max, label: formatField(field, field.max) },
        ]}
        mb="md"
        mx="md"
      />
    </Stack>
  );
}
