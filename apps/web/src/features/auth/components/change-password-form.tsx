import { AUTH_MESSAGES, validateNewPasswordForm, type FieldError } from '@finboard/domain/validation';
import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FormAlert } from '../../../components/form-alert';
import { PasswordField } from '../../../components/password-field';
import { markInvalidOnly, oneMessage, shownMessage } from '../../../lib/one-message-form';
import { useChangePassword } from '../api';
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields';
import { toFieldError } from '../lib/to-field-error';

interface ChangePasswordValues extends NewPasswordValues {
  currentPassword: string;
}

/** The current password first, then the reset rules for the new one. */
function checkChangePassword(values: ChangePasswordValues): FieldError | null {
  if (values.currentPassword.length === 0) return { field: 'currentPassword', message: AUTH_MESSAGES.signUpAllRequired };
  return validateNewPasswordForm(values);
}

/** Signed-in password change: the current password, then the reset rules for the new one. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordValues>({
    initialValues: { currentPassword: '', password: '', confirmPassword: '' },
    validate: (values) => oneMessage(checkChangePassword(values)),
    // The message stays until the next submit.
    clearInputErrorOnChange: false,
    enhanceGetInputProps: markInvalidOnly,
  });

  const submit = (values: ChangePasswordValues) => {
    change.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (err) => form.setErrors(oneMessage(toFieldError(err))),
    });
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Change password">
      <Stack gap="md">
        <PasswordField label="Current Password" autoComplete="current-password" {...form.getInputProps('currentPassword')} />
        <NewPasswordFields values={form.values} inputProps={form.getInputProps} passwordLabel="New Password" />
        <FormAlert message={shownMessage(form.errors)} />
        <FormAlert message={change.isSuccess ? change.data.message : null} tone="success" />
        <Button type="submit" size="md" fullWidth loading={change.isPending}>
          Change Password
        </Button>
      </Stack>
    </form>
  );
}
