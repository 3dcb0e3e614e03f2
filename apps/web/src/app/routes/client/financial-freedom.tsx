import { Paper, Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '../../../components/page-title';
import { FinancialFreedomForm } from '../../../features/onboarding/components/financial-freedom-form';
import { useOnboardingRedirect } from '../../../features/onboarding/hooks/use-onboarding-redirect';
import { useSession } from '../../../lib/session';

export function Component() {
  const { user } = useSession();
  const redirect = useOnboardingRedirect();
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
