import type { TSessionUser } from '@finboard/contracts';
import { Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/app-error';
import { useVerifyEmail } from '../api';

/**
 * /verify-email?token=…: verifies once (StrictMode mounts twice), then hands the user back: the
 * link that verifies the email signs its owner in, wherever it is opened. A link for an email
 * verified already names nobody but the user signed in: the person is asked to log in.
 */
export function VerifyTokenPanel({
  token,
  onVerified,
  fallback,
  signedOutNext,
}: {
  token: string;
  onVerified: (user: TSessionUser) => void;
  fallback: React.ReactNode;
  /** Shown when the api answers no user (a link for an email verified already, opened signed out). */
  signedOutNext: React.ReactNode;
}) {
  const verify = useVerifyEmail();
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    verify.mutate({ token }, { onSuccess: ({ user }) => user && onVerified(user) });
  }, [token, verify, onVerified]);

  if (verify.isError) {
    return (
      <Stack gap="md">
        <FormAlert message={errorMessage(verify.error)} />
        <Text c="dimmed" fz="sm">
          The link may have expired or already been used. If your email is verified, log in; if not, ask for a new link.
        </Text>
        {fallback}
      </Stack>
    );
  }
  if (verify.isSuccess && verify.data.user === null) {
    return (
      <Stack gap="md" role="status">
        <Text>Your email is verified.</Text>
        {signedOutNext}
      </Stack>
    );
  }
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text>{verify.isSuccess ? 'Email verified. Redirecting…' : 'Verifying email...'}</Text>
    </Group>
  );
}
