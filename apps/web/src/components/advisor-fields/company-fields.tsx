import { ACCOUNT_MINIMUMS } from '@finboard/domain/profile';
import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { PhoneInput } from '../forms/phone-input';
import { ClientTypeChips } from './client-type-chips';
import type { AdvisorFieldsProps } from './professional-fields';

/** Firm, contact points for clients, account minimum, client types, policy and carrier. */
export function CompanyFields({ value, onChange, errors, disabled }: AdvisorFieldsProps) {
  const text = (field: 'firmName' | 'firmWebsite' | 'calendarLink' | 'carrier') => ({
    value: value[field],
    onChange: (event: { currentTarget: HTMLInputElement }) => onChange({ [field]: event.currentTarget.value }),
    error: errors[`advisor.${field}`],
    disabled,
  });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Firm Name" autoComplete="organization" {...text('firmName')} />
        <PhoneInput
          label="Office Number"
          value={value.officeNumber}
          onChange={(officeNumber) => onChange({ officeNumber })}
          error={errors['advisor.officeNumber']}
          disabled={disabled}
        />
        <TextInput label="Firm Website" type="url" inputMode="url" {...text('firmWebsite')} />
        <TextInput label="Calendar Link" type="url" inputMode="url" {...text('calendarLink')} />
        <Select
          label="Minimum Client Relationship Size"
          data={ACCOUNT_MINIMUMS}
          value={value.minimumClientRelationshipSize || 'Any'}
          onChange={(size) => onChange({ minimumClientRelationshipSize: size ?? 'Any' })}
          error={errors['advisor.minimumClientRelationshipSize']}
          allowDeselect={false}
          disabled={disabled}
        />
        <TextInput label="Carrier" {...text('carrier')} />
      </SimpleGrid>
      <ClientTypeChips
        value={value.clientTypes}
        onChange={(clientTypes) => onChange({ clientTypes })}
        error={errors['advisor.clientTypes']}
        disabled={disabled}
      />
      <Textarea
        label="Policy"
        autosize
        minRows={2}
        value={value.policy}
        onChange={(event) => onChange({ policy: event.currentTarget.value })}
        error={errors['advisor.policy']}
        disabled={disabled}
      />
    </Stack>
  );
}
