import { AUTH_MESSAGES, validateNewPasswordForm, type FieldError } from '@finboard/domain/validation';
import { Button, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { useChangePassword } from '../api';
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields';
import { toFieldError } from '../lib/to-field-error';

/** Signed-in password change: the current password, then the reset rules for the new one. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [currentPassword, setCurrentPassword] = useState('');
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirmPassword: '' });
  const [error, setError] = useState<FieldError | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const failure = currentPassword.length === 0 ? { field: 'currentPassword', message: AUTH_MESSAGES.signUpAllRequired } : validateNewPasswordForm(values);
    setError(failure);
    if (failure) return;
    change.mutate(
      { currentPassword, ...values },
      {
        onSuccess: () => {
          setCurrentPassword('');
          setValues({ password: '', confirmPassword: '' });
        },
        onError: (err) => setError(toFieldError(err)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <Stack gap="md">
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.currentTarget.value)}
          error={error?.field === 'currentPassword'}
        />
        <NewPasswordFields values={values} onChange={setValues} error={error} passwordLabel="New Password" />
        <FormAlert message={error?.message ?? null} />
        <FormAlert message={change.isSuccess ? change.data.message : null} tone="success" />
        <Button type="submit" size="md" fullWidth loading={change.isPending}>
          Change Password
        </Button>
      </Stack>
    </form>
  );
}
