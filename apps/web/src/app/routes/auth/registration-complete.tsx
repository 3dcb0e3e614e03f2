import { homePath } from '@finboard/domain/validation';
import { Button, Center, Stack, Text, ThemeIcon } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { AuthPage } from '../../../components/auth-page';
import { CheckIcon } from '../../../components/icons';
import { env } from '../../../config/env';
import { PaymentConfirmation } from '../../../features/billing/components/payment-confirmation';
import { useSession } from '../../../lib/session';

export function Component() {
  const { user } = useSession();
  const navigate = useNavigate();
  // Arriving from /subscribe after a paid plan went through: the plan and amount are confirmed too.
  const subscribed = (useLocation().state as { subscribed?: boolean } | null)?.subscribed === true;
  return (
    <AuthPage title="Your account has been confirmed" documentTitle="Registration Complete">
      <Stack gap="lg">
        <Center>
          <ThemeIcon size={64} radius="xl" color="teal" variant="light">
            <CheckIcon size={34} strokeWidth={2.4} />
          </ThemeIcon>
        </Center>
        {subscribed && <PaymentConfirmation />}
        <Text c="dimmed" ta="center">
          Welcome to {env.productName}. Everything is ready for you.
        </Text>
        <Button
          size="md"
          onClick={() => {
            navigate(homePath(user?.role ?? null), { replace: true });
          }}
        >
          Done
        </Button>
      </Stack>
    </AuthPage>
  );
}
