import { Stack } from '@mantine/core';
import { useForm, type GetInputPropsReturnType } from '@mantine/form';
import { validateNewPasswordForm } from '@finboard/domain/validation';
import { PasswordField } from '../../../components/password-field';
import { markInvalidOnly, oneMessage } from '../../../lib/one-message-form';
import { PasswordChecklist } from './password-checklist';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** The reset and set forms' state: the rule's first failure is the one message, kept until the next submit. */
export function useNewPasswordForm() {
  return useForm<NewPasswordValues>({
    initialValues: { password: '', confirmPassword: '' },
    validate: (values) => oneMessage(validateNewPasswordForm(values)),
    clearInputErrorOnChange: false,
    enhanceGetInputProps: markInvalidOnly,
  });
}

/** New password, its confirmation and the live checklist, shared by reset, change and set forms (their useForm's inputs). */
export function NewPasswordFields({
  values,
  inputProps,
  passwordLabel = 'Password',
}: {
  values: NewPasswordValues;
  inputProps: (field: keyof NewPasswordValues) => GetInputPropsReturnType;
  passwordLabel?: string;
}) {
  return (
    <Stack gap="md">
      <PasswordField label={passwordLabel} autoComplete="new-password" {...inputProps('password')} />
      <PasswordField label="Confirm Password" autoComplete="new-password" {...inputProps('confirmPassword')} />
      <PasswordChecklist password={values.password} confirmation={values.confirmPassword} />
    </Stack>
  );
}
