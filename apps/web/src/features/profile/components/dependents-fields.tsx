import type { TDependent } from '@finboard/contracts';
import { ActionIcon, Button, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateField } from '../../../components/forms/date-field';
import { CloseIcon } from '../../../components/icons';
import type { FieldErrors } from '../../../lib/field-errors';

const MAX_DEPENDENTS = 20;

export interface DependentsFieldsProps {
  value: TDependent[];
  onChange: (value: TDependent[]) => void;
  errors: FieldErrors;
}

/** The dependents list (shown while children are set): add, edit and remove rows. */
export function DependentsFields({ value, onChange, errors }: DependentsFieldsProps) {
  const edit = (index: number, patch: Partial<TDependent>) => onChange(value.map((row, position) => (position === index ? { ...row, ...patch } : row)));
  const remove = (index: number) => onChange(value.filter((_, position) => position !== index));
  const add = () => onChange([...value, { firstName: '', dateOfBirth: null }]);

  return (
    <Fieldset legend="Dependents" radius="md">
      <Stack gap="md">
        {value.length === 0 && (
          <Text c="dimmed" fz="sm">
            No dependents added yet.
          </Text>
        )}
        {value.map((row, index) => (
          <Group key={index} align="flex-start" wrap="nowrap" gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" style={{ flex: 1 }}>
              <TextInput
                label={`Dependent ${index + 1} First Name`}
                value={row.firstName}
                onChange={(event) => edit(index, { firstName: event.currentTarget.value })}
                error={errors[`dependents.${index}.firstName`]}
              />
              <DateField
                label={`Dependent ${index + 1} Date of Birth`}
                yearDropdown
                value={row.dateOfBirth}
                onChange={(dateOfBirth) => edit(index, { dateOfBirth })}
                error={errors[`dependents.${index}.dateOfBirth`]}
              />
            </SimpleGrid>
            <ActionIcon variant="subtle" color="red" size="lg" mt={28} aria-label={`Remove dependent ${index + 1}`} onClick={() => remove(index)}>
              <CloseIcon />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button variant="light" onClick={add} disabled={value.length >= MAX_DEPENDENTS}>
            Add Dependent
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
