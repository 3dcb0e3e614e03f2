import type { TProfile } from '@finboard/contracts';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DateField } from '../../../components/forms/date-field';
import { productToday } from '../../../lib/product-today';
import { YesNoSelect } from '../../../components/forms/yes-no-select';
import { useProfileSave } from '../hooks/use-profile-save';
import { PERSONAL_FIELDS, toPersonalDraft, toPersonalRequest, validatePersonal, type PersonalDraft } from '../lib/personal-draft';
import { DependentsFields } from './dependents-fields';
import { ReadOnlyNameFields } from './read-only-name-fields';
import { SaveButton } from './save-button';
import { SpouseFields } from './spouse-fields';
import { ExplainedNumberInput } from '../../../components/forms/explained-number-input';

export interface PersonalInfoFormProps {
  profile: TProfile;
  /** The spouse section shows only to a client (spec 01 §5). */
  viewerRole: TProfile['role'];
}

/** Personal Info: birthday, employer, family; advisors also write their description here. */
export function PersonalInfoForm({ profile, viewerRole }: PersonalInfoFormProps) {
  const isAdvisor = profile.role === 'advisor';
  const withSpouse = viewerRole === 'client';
  const form = useForm<PersonalDraft>({
    initialValues: toPersonalDraft(profile),
    validate: (values) => validatePersonal(values, productToday(), withSpouse),
  });
  const { save, errors, clearError, isSaving } = useProfileSave(form, PERSONAL_FIELDS);
  const draft = form.values;

  const change = (patch: Partial<PersonalDraft>, field?: string) => {
    form.setValues(patch);
    if (field) clearError(field);
  };

  const submit = (values: PersonalDraft) => save(toPersonalRequest(profile, values, withSpouse));

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Personal Info">
      <Stack gap="lg">
        <ReadOnlyNameFields profile={profile} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DateField
            label="Birth Date"
            yearDropdown
            style={isAdvisor ? 'advisor' : 'client'}
            value={draft.dateOfBirth}
            onChange={(dateOfBirth) => change({ dateOfBirth }, 'personal.dateOfBirth')}
            error={errors['personal.dateOfBirth']}
          />
          <TextInput
            label="Employer"
            value={draft.employer}
            onChange={(event) => change({ employer: event.currentTarget.value })}
            error={errors['personal.employer']}
          />
          <YesNoSelect label="Spouse?" value={draft.hasSpouse} onChange={(hasSpouse) => change({ hasSpouse })} />
          <ExplainedNumberInput
            label="Children"
            min={0}
            max={20}
            allowDecimal={false}
            clampBehavior="strict"
            value={draft.children}
            onChange={(value) => change({ children: typeof value === 'number' ? value : 0 }, 'personal.children')}
            error={errors['personal.children']}
          />
        </SimpleGrid>
        {isAdvisor && (
          <Textarea
            label="Description"
            autosize
            minRows={3}
            value={draft.description}
            onChange={(event) => change({ description: event.currentTarget.value })}
            error={errors['personal.description']}
          />
        )}
        {withSpouse && draft.hasSpouse && (
          <SpouseFields value={draft.spouse} onChange={(patch) => form.setFieldValue('spouse', (current) => ({ ...current, ...patch }))} errors={errors} />
        )}
        {draft.children > 0 && <DependentsFields value={draft.dependents} onChange={(dependents) => change({ dependents })} errors={errors} />}
        <SaveButton loading={isSaving} />
      </Stack>
    </form>
  );
}
