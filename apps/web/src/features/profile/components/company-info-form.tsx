import type { TAdvisorDetails, TProfile } from '@finboard/contracts';
import { Divider, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ADVISOR_FIELD_KEYS, emptyAdvisorDetails, validateAdvisorDetails } from '../../../components/advisor-fields/advisor-form';
import { CompanyFields } from '../../../components/advisor-fields/company-fields';
import { ProfessionalFields } from '../../../components/advisor-fields/professional-fields';
import { useProfileSave } from '../hooks/use-profile-save';
import { SaveButton } from './save-button';

/** Company Info (advisors): the professional and firm details of the onboarding wizard, editable. */
export function CompanyInfoForm({ profile }: { profile: TProfile }) {
  const form = useForm<TAdvisorDetails>({
    initialValues: profile.advisor ?? emptyAdvisorDetails(),
    validate: validateAdvisorDetails,
  });
  const { save, errors, clearError, isSaving } = useProfileSave(form, ADVISOR_FIELD_KEYS);
  const draft = form.values;

  const change = (patch: Partial<TAdvisorDetails>) => {
    form.setValues(patch);
    Object.keys(patch).forEach((key) => clearError(`advisor.${key}`));
  };

  const submit = (advisor: TAdvisorDetails) => save({ advisor });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Company Info">
      <Stack gap="lg">
        <CompanyFields value={draft} onChange={change} errors={errors} />
        <Divider label="Professional" labelPosition="left" />
        <ProfessionalFields value={draft} onChange={change} errors={errors} />
        <SaveButton loading={isSaving} />
      </Stack>
    </form>
  );
}
