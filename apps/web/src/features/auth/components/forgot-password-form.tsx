import { isValidEmail } from '@finboard/domain/validation';
import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/app-error';
import { useForgotPassword } from '../api';

/** Asks for a reset link; the server answers the same for any email, and we show its answer. */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const isValid = isValidEmail(email.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValid) return;
    forgot.mutate({ email: email.trim() });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Reset password">
      <Stack gap="md">
        <TextInput label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
        <FormAlert message={forgot.data?.message ?? null} tone="success" />
        <FormAlert message={forgot.isError ? errorMessage(forgot.error) : null} />
        <Button type="submit" size="md" fullWidth disabled={!isValid} loading={forgot.isPending}>
          Reset Password
        </Button>
      </Stack>
    </form>
  );
}
