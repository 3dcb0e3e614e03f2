import type { TAdvisorDetails } from '@finboard/contracts';
import { ADVISOR_PROFESSIONS, PROFESSIONAL_LICENSES } from '@finboard/domain/profile';
import { MultiSelect, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { FieldErrors } from '../../lib/field-errors';
import { DateField } from '../forms/date-field';
import { YesNoSelect } from '../forms/yes-no-select';
import { AdvisorCategoriesSelect } from './advisor-categories-select';

export interface AdvisorFieldsProps {
  value: TAdvisorDetails;
  onChange: (patch: Partial<TAdvisorDetails>) => void;
  errors: FieldErrors;
  disabled?: boolean;
}

/** Profession, categories, licenses, designations, exam date, registration ids and disclosures. */
export function ProfessionalFields({ value, onChange, errors, disabled }: AdvisorFieldsProps) {
  const text = (field: 'professionalDesignation' | 'professionalDesignationAlt' | 'secCrd' | 'cfpId') => ({
    value: value[field],
    onChange: (event: { currentTarget: HTMLInputElement }) => onChange({ [field]: event.currentTarget.value }),
    error: errors[`advisor.${field}`],
    disabled,
  });
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Profession"
          data={ADVISOR_PROFESSIONS}
          value={value.profession || null}
          onChange={(profession) => onChange({ profession: profession ?? '' })}
          error={errors['advisor.profession']}
          clearable
          disabled={disabled}
        />
        <AdvisorCategoriesSelect
          value={value.categories}
          onChange={(categories) => onChange({ categories })}
          error={errors['advisor.categories']}
          disabled={disabled}
        />
        <MultiSelect
          label="Licenses"
          data={PROFESSIONAL_LICENSES}
          value={value.professionalLicenses}
          onChange={(professionalLicenses) => onChange({ professionalLicenses })}
          error={errors['advisor.professionalLicenses']}
          clearable
          disabled={disabled}
        />
        <TextInput label="Primary Designation" {...text('professionalDesignation')} />
        <TextInput label="Other Designation" {...text('professionalDesignationAlt')} />
        <DateField
          label="Exam Date"
          style="advisor"
          value={value.examDate}
          onChange={(examDate) => onChange({ examDate })}
          error={errors['advisor.examDate']}
          disabled={disabled}
        />
        <TextInput label="SEC CRD" {...text('secCrd')} />
        <TextInput label="CFP ID" {...text('cfpId')} />
        <YesNoSelect label="Filed Bankruptcy" value={value.filedBankruptcy} onChange={(filedBankruptcy) => onChange({ filedBankruptcy })} disabled={disabled} />
        <YesNoSelect label="Manage Funds" value={value.manageFunds} onChange={(manageFunds) => onChange({ manageFunds })} disabled={disabled} />
      </SimpleGrid>
      <Textarea
        label="Disciplinary Information"
        autosize
        minRows={2}
        value={value.disciplinaryInformation}
        onChange={(event) => onChange({ disciplinaryInformation: event.currentTarget.value })}
        error={errors['advisor.disciplinaryInformation']}
        disabled={disabled}
      />
    </Stack>
  );
}
