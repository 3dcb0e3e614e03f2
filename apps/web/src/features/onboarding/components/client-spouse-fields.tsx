import { SimpleGrid, TextInput } from '@mantine/core';
import { DateField } from '../../../components/forms/date-field';
import type { FieldErrors } from '../../../lib/field-errors';
import type { ClientOnboardingDraft } from '../lib/client-onboarding';

export interface ClientSpouseFieldsProps {
  draft: ClientOnboardingDraft;
  onChange: (patch: Partial<ClientOnboardingDraft>, field?: string) => void;
  errors: FieldErrors;
}

/** The spouse's birthday and names, asked only when the client has a spouse. */
export function ClientSpouseFields({ draft, onChange, errors }: ClientSpouseFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <DateField
        label="Spouse Birthday"
        yearDropdown
        value={draft.spouseBirthDate}
        onChange={(spouseBirthDate) => onChange({ spouseBirthDate }, 'spouseBirthDate')}
        error={errors.spouseBirthDate}
      />
      <TextInput
        label="Spouse First Name"
        value={draft.spouseFirstName}
        onChange={(event) => onChange({ spouseFirstName: event.currentTarget.value }, 'spouseFirstName')}
        error={errors.spouseFirstName}
      />
      <TextInput
        label="Spouse Last Name"
        value={draft.spouseLastName}
        onChange={(event) => onChange({ spouseLastName: event.currentTarget.value }, 'spouseLastName')}
        error={errors.spouseLastName}
      />
    </SimpleGrid>
  );
}
