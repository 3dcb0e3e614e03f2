import { Stack } from '@mantine/core';
import type { FieldError } from '@finboard/domain/validation';
import { PasswordField } from '../../../components/password-field';
import { PasswordChecklist } from './password-checklist';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

/** New password, its confirmation and the live checklist, shared by reset, change and set forms. */
export function NewPasswordFields({
  values,
  onChange,
  error,
  passwordLabel = 'Password',
}: {
  values: NewPasswordValues;
  onChange: (values: NewPasswordValues) => void;
  error: FieldError | null;
  passwordLabel?: string;
}) {
  return (
    <Stack gap="md">
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => onChange({ ...values, password: e.currentTarget.value })}
        error={error?.field === 'password'}
      />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(e) => onChange({ ...values, confirmPassword: e.currentTarget.value })}
        error={error?.field === 'confirmPassword'}
      />
      <PasswordChecklist password={values.password} confirmation={values.confirmPassword} />
    </Stack>
  );
}
