import { Alert, Stack, Title } from '@mantine/core';
import { PageTitle } from '../../../components/page-title';
import { ClientOnboardingView } from '../../../features/onboarding/components/client-onboarding-view';
import { useSession } from '../../../lib/session';

export function Component() {
  const { user } = useSession();
  return (
    <Stack gap="lg">
      <PageTitle title="Onboarding Summary" />
      <Title order={1}>Onboarding Summary</Title>
      {user?.role === 'client' ? (
        <ClientOnboardingView />
      ) : (
        // The api serves onboarding answers to their owner only; an advisor's read-only view needs its own call.
        <Alert color="gray" variant="light">
          A client's onboarding answers are not shared with advisors yet.
        </Alert>
      )}
    </Stack>
  );
}
