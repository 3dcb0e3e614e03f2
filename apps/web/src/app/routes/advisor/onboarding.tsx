import { Paper, Stack, Title } from '@mantine/core';
import { PageTitle } from '../../../components/page-title';
import { AdvisorOnboardingWizard } from '../../../features/onboarding/components/advisor-onboarding-wizard';
import { useOnboardingRedirect } from '../../../features/onboarding/hooks/use-onboarding-redirect';
import { useSession } from '../../../lib/session';

export function Component() {
  const { user } = useSession();
  const redirect = useOnboardingRedirect();
  return (
    <Stack gap="xl">
      <PageTitle title="New Account Registration" />
      <Title order={1}>New Account Registration</Title>
      <Paper withBorder p={{ base: 'md', md: 'xl' }} radius="lg">
        <AdvisorOnboardingWizard canFinish={user?.role === 'advisor'} onFinished={redirect} />
      </Paper>
    </Stack>
  );
}
