import { Button, Stack, Text } from '@mantine/core';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/app-error';
import { useResendVerification } from '../api';

/** /verify-email without a token: tell the user to check their inbox and offer a new link. */
export function CheckEmailPanel({ email }: { email: string | null }) {
  const resend = useResendVerification();
  return (
    <Stack gap="md">
      <Text c="dimmed">
        {email ? (
          <>
            We sent a verification link to <strong>{email}</strong>. Open it to confirm your email address.
          </>
        ) : (
          'We sent you a verification link. Open it to confirm your email address.'
        )}
      </Text>
      <Text c="dimmed" fz="sm">
        Nothing arrived? Check your spam folder or send a new link.
      </Text>
      <FormAlert message={resend.data?.message ?? null} tone="success" />
      <FormAlert message={resend.isError ? errorMessage(resend.error) : null} />
      <Button variant="light" size="md" onClick={() => resend.mutate()} loading={resend.isPending}>
        Resend
      </Button>
    </Stack>
  );
}
