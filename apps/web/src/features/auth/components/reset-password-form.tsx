import { validateNewPasswordForm, type FieldError } from '@finboard/domain/validation';
import { Button, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { useResetPassword } from '../api';
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields';
import { toFieldError } from '../lib/to-field-error';

/** Sets a new password with the emailed one-time code (`oobCode`). */
export function ResetPasswordForm({ oobCode, onDone }: { oobCode: string; onDone: (message: string) => void }) {
  const reset = useResetPassword();
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirmPassword: '' });
  const [error, setError] = useState<FieldError | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const failure = validateNewPasswordForm(values);
    setError(failure);
    if (failure) return;
    reset.mutate(
      { oobCode, ...values },
      {
        onSuccess: ({ message }) => onDone(message),
        onError: (err) => setError(toFieldError(err)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Choose a new password">
      <Stack gap="md">
        <NewPasswordFields values={values} onChange={setValues} error={error} />
        <FormAlert message={error?.message ?? null} />
        <Button type="submit" size="md" fullWidth loading={reset.isPending}>
          Reset Password
        </Button>
      </Stack>
    </form>
  );
}
