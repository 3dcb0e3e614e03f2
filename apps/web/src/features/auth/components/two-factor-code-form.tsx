import type { TSessionUser } from '@finboard/contracts';
import { TWO_FACTOR_MESSAGES } from '@finboard/domain/auth';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/app-error';
import { useVerifyTwoFactor } from '../api';

/** The sign-in's second step: a code from the authenticator app, or one of the recovery codes. */
export function TwoFactorCodeForm({ onSignedIn, onCancel }: { onSignedIn: (user: TSessionUser) => void; onCancel: () => void }) {
  const verify = useVerifyTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(TWO_FACTOR_MESSAGES.codeRequired);
    setError(null);
    verify.mutate(
      { code: code.trim() },
      {
        onSuccess: ({ user }) => {
          setRedirecting(true);
          onSignedIn(user);
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Two-factor code">
      <Stack gap="md">
        <TextInput
          label={TWO_FACTOR_MESSAGES.codePrompt}
          description="Or enter one of your recovery codes."
          autoComplete="one-time-code"
          autoFocus
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={error !== null}
        />
        <FormAlert message={error} />
        <Button type="submit" size="md" fullWidth loading={verify.isPending || redirecting}>
          Verify
        </Button>
        <Text ta="center" fz="sm">
          <Button variant="subtle" size="compact-sm" onClick={onCancel}>
            Back to log in
          </Button>
        </Text>
      </Stack>
    </form>
  );
}
