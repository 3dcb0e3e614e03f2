import { Button, Stack } from '@mantine/core';
import { FormAlert } from '../../../components/form-alert';
import { oneMessage, shownMessage } from '../../../lib/one-message-form';
import { useSetPassword } from '../api';
import { NewPasswordFields, useNewPasswordForm, type NewPasswordValues } from './new-password-fields';
import { toFieldError } from '../lib/to-field-error';

/** /update-password: a Google or Apple user adds a password so they can also sign in by email. */
export function SetPasswordForm() {
  const setPassword = useSetPassword();
  const form = useNewPasswordForm();

  const submit = (values: NewPasswordValues) => {
    setPassword.mutate(values, {
      onError: (err) => form.setErrors(oneMessage(toFieldError(err))),
    });
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Set a password">
      <Stack gap="md">
        <NewPasswordFields values={form.values} inputProps={form.getInputProps} />
        <FormAlert message={shownMessage(form.errors)} />
        <FormAlert message={setPassword.isSuccess ? setPassword.data.message : null} tone="success" />
        <Button type="submit" size="md" fullWidth loading={setPassword.isPending}>
          Save Password
        </Button>
      </Stack>
    </form>
  );
}
