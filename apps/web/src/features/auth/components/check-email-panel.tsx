import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { errorMessage } from '../../../lib/app-error';
import { useResendVerification, useResendVerificationByEmail } from '../api';

/**
 * /verify-email without a token: tell the person to check their inbox and offer a new link. Signed
 * in (a session from before verify-first registration), the link goes to the session's address.
 * Signed out (just registered, or a link that failed), to the address given: the server answers the
 * same for any address, and mails only an account waiting to be verified.
 */
export function CheckEmailPanel({ email, signedIn }: { email: string | null; signedIn: boolean }) {
  const resendOwn = useResendVerification();
  const resendTo = useResendVerificationByEmail();
  const [address, setAddress] = useState(email ?? '');
  const resend = signedIn ? resendOwn : resendTo;
  const send = () => (signedIn ? resendOwn.mutate() : resendTo.mutate({ email: address.trim() }));

  return (
    <Stack gap="md">
      <Text c="dimmed">
        {email ? (
          <>
            We sent a verification link to <strong>{email}</strong>. Open it to confirm your email address.
          </>
        ) : signedIn ? (
          'We sent you a verification link. Open it to confirm your email address.'
        ) : (
          'Enter the email you signed up with and we will send you a new verification link.'
        )}
      </Text>
      {email && !signedIn && (
        <Text c="dimmed" fz="sm">
          The link signs you in. If this address already has an account, we have emailed it how to log in instead.
        </Text>
      )}
      {!email && !signedIn && (
        <TextInput label="Email" type="email" autoComplete="email" value={address} onChange={(event) => setAddress(event.currentTarget.value)} />
      )}
      <Text c="dimmed" fz="sm">
        Nothing arrived? Check your spam folder or send a new link.
      </Text>
      <FormAlert message={resend.data?.message ?? null} tone="success" />
      <FormAlert message={resend.isError ? errorMessage(resend.error) : null} />
      <Button variant="light" size="md" onClick={send} loading={resend.isPending}>
        Resend
      </Button>
    </Stack>
  );
}
