import { Button, Stack } from '@mantine/core';
import { FormAlert } from '../../../components/form-alert';
import { oneMessage, shownMessage } from '../../../lib/one-message-form';
import { useResetPassword } from '../api';
import { NewPasswordFields, useNewPasswordForm, type NewPasswordValues } from './new-password-fields';
import { toFieldError } from '../lib/to-field-error';

/** Sets a new password with the emailed one-time code (`oobCode`). */
export function ResetPasswordForm({ oobCode, onDone }: { oobCode: string; onDone: (message: string) => void }) {
  const reset = useResetPassword();
  const form = useNewPasswordForm();

  const submit = (values: NewPasswordValues) => {
    reset.mutate(
      { oobCode, ...values },
      {
        onSuccess: ({ message }) => onDone(message),
        onError: (err) => form.setErrors(oneMessage(toFieldError(err))),
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Choose a new password">
      <Stack gap="md">
        <NewPasswordFields values={form.values} inputProps={form.getInputProps} />
        <FormAlert message={shownMessage(form.errors)} />
        <Button type="submit" size="md" fullWidth loading={reset.isPending}>
          Reset Password
        </Button>
      </Stack>
    </form>
  );
}
