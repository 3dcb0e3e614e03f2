import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PageTitle } from '../../../components/page-title';
import { myAdvisorsQuery } from '../../../features/connections/api';
import { FinancialFreedomForm } from '../../../features/onboarding/components/financial-freedom-form';
import { useOnboardingRedirect } from '../../../features/onboarding/hooks/use-onboarding-redirect';
import { useSession } from '../../../lib/session';

export function Component() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  // A request made at registration (an advisor's link, the directory's funnel) waits on the link page.
  const hasPendingRequest = useCallback(
    async () => (await queryClient.fetchQuery({ ...myAdvisorsQuery(), staleTime: 0 })).advisors.some((row) => row.connection.status === 'pending'),
    [queryClient],
  );
  const redirect = useOnboardingRedirect({ hasPendingRequest });
  return (
    <Stack gap="lg">
      <PageTitle title="Financial Freedom" />
      <Stack gap={4}>
        <Title order={1}>{user ? `Let's get started, ${user.firstName}` : "Let's get started"}</Title>
        <Text c="dimmed">A few questions about you shape your plan and retirement score.</Text>
      </Stack>
      <Paper withBorder p={{ base: 'md', md: 'xl' }} radius="lg">
        <FinancialFreedomForm onDone={redirect} />
      </Paper>
    </Stack>
  );
}
