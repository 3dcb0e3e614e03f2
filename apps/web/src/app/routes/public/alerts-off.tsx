import { ZAlertOffResponse } from '@finboard/contracts';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { AuthPage } from '../../../components/auth-page';
import { paths } from '../../../config/paths';
import { api } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/app-error';

const CHANNEL_NAME = { email: 'Email', sms: 'Text message' } as const;

/**
 * An alert's "turn off" link. It asks before it changes anything, so a mail scanner that follows
 * links turns nothing off; no sign-in is needed (the link's signed token is the proof).
 */
export function Component() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const turnOff = useMutation({ mutationFn: () => api.post('/api/alerts/off', { token }, ZAlertOffResponse) });

  if (turnOff.isSuccess) {
    return (
      <AuthPage title={`${CHANNEL_NAME[turnOff.data.channel]} alerts are off`}>
        <Text>You will still see every notification under the bell when you sign in. You can turn alerts on again in your profile.</Text>
        <Anchor component={Link} to={paths.login()} fw={600}>
          Log in
        </Anchor>
      </AuthPage>
    );
  }

  return (
    <AuthPage title="Turn off alerts">
      <Stack gap="md">
        {token ? (
          <>
            <Text>Stop the alerts this link came with? Notifications stay under the bell in the app.</Text>
            {turnOff.isError && (
              <Alert color="red" role="alert">
                {errorMessage(turnOff.error)}
              </Alert>
            )}
            <Button onClick={() => turnOff.mutate()} loading={turnOff.isPending} w="fit-content">
              Turn off alerts
            </Button>
          </>
        ) : (
          <Alert color="red" role="alert">
            This link is not complete. You can turn alerts off in your profile.
          </Alert>
        )}
      </Stack>
    </AuthPage>
  );
}
