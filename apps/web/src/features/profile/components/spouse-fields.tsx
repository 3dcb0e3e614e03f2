import { Fieldset, NativeSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DateField } from '../../../components/forms/date-field';
import { MoneyInput } from '../../../components/forms/money-input';
import type { FieldErrors } from '../../../lib/field-errors';
import type { SpouseDraft } from '../lib/personal-draft';

const RETIREMENT_AGES = Array.from({ length: 21 }, (_, index) => String(50 + index));

export interface SpouseFieldsProps {
  value: SpouseDraft;
  onChange: (patch: Partial<SpouseDraft>) => void;
  errors: FieldErrors;
}

/** The spouse's details: shown only to a client whose answer to Spouse? is Yes. */
export function SpouseFields({ value, onChange, errors }: SpouseFieldsProps) {
  return (
    <Fieldset legend="Spouse" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Spouse First Name"
          value={value.firstName}
          onChange={(event) => onChange({ firstName: event.currentTarget.value })}
          error={errors['spouse.firstName']}
        />
        <TextInput
          label="Spouse Last Name"
          value={value.lastName}
          onChange={(event) => onChange({ lastName: event.currentTarget.value })}
          error={errors['spouse.lastName']}
        />
        <DateField
          label="Spouse Date of Birth"
          yearDropdown
          value={value.dateOfBirth}
          onChange={(dateOfBirth) => onChange({ dateOfBirth })}
          error={errors['spouse.dateOfBirth']}
        />
        <MoneyInput label="Spouse Annual Income" value={value.income} onChange={(income) => onChange({ income })} error={errors['spouse.incomeCents']} />
        <Select
          label="Spouse Retirement Age"
          data={RETIREMENT_AGES}
          value={value.retirementAge === null ? null : String(value.retirementAge)}
          onChange={(age) => onChange({ retirementAge: age === null ? null : Number(age) })}
          error={errors['spouse.retirementAge']}
          clearable
        />
        <NativeSelect
          label="US Citizen"
          data={[{ value: '', label: 'Not answered' }, 'Yes', 'No']}
          value={value.usCitizen ?? ''}
          onChange={(event) => {
            const answer = event.currentTarget.value;
            onChange({ usCitizen: answer === 'Yes' || answer === 'No' ? answer : null });
          }}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
