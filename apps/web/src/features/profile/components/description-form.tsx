import type { TProfile } from '@finboard/contracts';
import { Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useProfileSave } from '../hooks/use-profile-save';
import { SaveButton } from './save-button';

/** A client's public description, saved with the rest of the personal section unchanged. */
export function DescriptionForm({ profile }: { profile: TProfile }) {
  // On @mantine/form with the other tabs, as the tabs' save (useProfileSave) takes the form.
  const form = useForm({ initialValues: { description: profile.personal.description } });
  const { save, errors, clearError, isSaving } = useProfileSave(form, ['personal.description']);

  const submit = ({ description }: typeof form.values) => save({ personal: { ...profile.personal, description } });

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Public Profile">
      <Stack gap="md">
        <Textarea
          label="Description"
          description="A few words about you and what you are planning for."
          autosize
          minRows={3}
          value={form.values.description}
          onChange={(event) => {
            form.setFieldValue('description', event.currentTarget.value);
            clearError('personal.description');
          }}
          error={errors['personal.description']}
        />
        <SaveButton loading={isSaving} />
      </Stack>
    </form>
  );
}
