import type { TProfile } from '@finboard/contracts';
import { Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useProfileSave } from '../hooks/use-profile-save';
import { SaveButton } from './save-button';

/** A client's public description, saved with the rest of the personal section unchanged. */
export function DescriptionForm({ profile }: { profile: TProfile }) {
  const [description, setDescription] = useState(profile.personal.description);
  const { save, errors, clearError, isSaving } = useProfileSave(['personal.description']);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save({ personal: { ...profile.personal, description } });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Public Profile">
      <Stack gap="md">
        <Textarea
          label="Description"
          description="A few words about you and what you are planning for."
          autosize
          minRows={3}
          value={description}
          onChange={(event) => {
            setDescription(event.currentTarget.value);
            clearError('personal.description');
          }}
          error={errors['personal.description']}
        />
        <SaveButton loading={isSaving} />
      </Stack>
    </form>
  );
}
