import { CLIENT_TYPE_ALL, CLIENT_TYPES, toggleClientType } from '@finboard/domain/profile';
import { Chip, Group, Input } from '@mantine/core';
import { useId } from 'react';

const CHIPS = [CLIENT_TYPE_ALL, ...CLIENT_TYPES];

export interface ClientTypeChipsProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** The twelve chips with the All rules (spec 02 "Client-type chips"), as a labelled group of checkboxes. */
export function ClientTypeChips({ value, onChange, error, disabled }: ClientTypeChipsProps) {
  const labelId = useId();
  return (
    <Input.Wrapper label="Client Types" size="md" labelElement="div" labelProps={{ id: labelId }} error={error}>
      <Group gap="xs" mt={6} role="group" aria-labelledby={labelId}>
        {CHIPS.map((chip) => (
          <Chip key={chip} checked={value.includes(chip)} onChange={() => onChange(toggleClientType(value, chip))} disabled={disabled} variant="outline">
            {chip}
          </Chip>
        ))}
      </Group>
    </Input.Wrapper>
  );
}
