import { validateNewPasswordForm, type FieldError } from '@finboard/domain/validation';
import { Button, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { useSetPassword } from '../api';
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields';
import { toFieldError } from '../lib/to-field-error';

/** /update-password: a Google or Apple user adds a password so they can also sign in by email. */
export function SetPasswordForm() {
  const setPassword = useSetPassword();
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirmPassword: '' });
  const [error, setError] = useState<FieldError | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const failure = validateNewPasswordForm(values);
    setError(failure);
    if (failure) return;
    setPassword.mutate(values, {
      onError: (err) => setError(toFieldError(err)),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Set a password">
      <Stack gap="md">
        <NewPasswordFields values={values} onChange={setValues} error={error} />
        <FormAlert message={error?.message ?? null} />
        <FormAlert message={setPassword.isSuccess ? setPassword.data.message : null} tone="success" />
        <Button type="submit" size="md" fullWidth loading={setPassword.isPending}>
          Save Password
        </Button>
      </Stack>
    </form>
  );
}
