import type { TSessionUser } from '@finboard/contracts';
import { PASSKEY_MESSAGES } from '@finboard/domain/auth';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage, isAppError } from '../../../lib/app-error';
import { usePasskeySignIn } from '../api';

/** The browser's own refusals (the prompt closed, no passkey chosen) read as one sentence; the server's in its words. */
function passkeyFailure(error: unknown): string {
  if (isAppError(error)) return errorMessage(error);
  if (error instanceof Error && error.name === 'NotAllowedError') return PASSKEY_MESSAGES.cancelled;
  return typeof window.PublicKeyCredential === 'undefined' ? PASSKEY_MESSAGES.unsupported : PASSKEY_MESSAGES.cancelled;
}

/** 'Sign in with a passkey': no email, password or code; the passkey says whose account it is. */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn: (user: TSessionUser) => void }) {
  const signIn = usePasskeySignIn();
  const [redirecting, setRedirecting] = useState(false);
  const start = () =>
    signIn.mutate(undefined, {
      onSuccess: ({ user }) => {
        setRedirecting(true);
        onSignedIn(user);
      },
    });
  return (
    <Stack gap="xs">
      <Button variant="default" size="md" fullWidth loading={signIn.isPending || redirecting} onClick={start}>
        Sign in with a passkey
      </Button>
      <FormAlert message={signIn.isError ? passkeyFailure(signIn.error) : null} />
    </Stack>
  );
}
