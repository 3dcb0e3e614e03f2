import { Alert, Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { twoFactorPromptQuery, usePostponeTwoFactorPrompt } from '../api';

/**
 * The advisors' ask at sign-in (issue #36): protect the account with an authenticator app or a
 * passkey. 'Later' is remembered by the server (every device), and it goes once either is set up.
 */
export function TwoFactorPrompt() {
  const prompt = useQuery(twoFactorPromptQuery());
  const postpone = usePostponeTwoFactorPrompt();
  if (!prompt.data?.due) return null;
  return (
    <section aria-label="Two-factor sign-in">
      <Alert color="blue" variant="light" title="Protect your account with two-factor sign-in">
        <Text fz="sm">Your clients' financial data deserves more than a password. Add an authenticator app or a passkey on the Security page.</Text>
        <Group mt="sm" gap="sm">
          <Button component={Link} to={paths.accountSecurity()} size="xs">
            Set up now
          </Button>
          <Button variant="default" size="xs" loading={postpone.isPending} onClick={() => postpone.mutate()}>
            Later
          </Button>
        </Group>
      </Alert>
    </section>
  );
}
