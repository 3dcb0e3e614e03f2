import { Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { clientOnboardingQuery } from '../api';
import { ClientOnboardingForm } from './client-onboarding-form';
import { OnboardingSummary } from './onboarding-summary';
import { QueryError } from '../../../components/query-state';

/** /client/onboarding for the client: the summary of their answers above the form that edits them. */
export function ClientOnboardingView() {
  const query = useQuery(clientOnboardingQuery());
  if (query.isError) return <QueryError query={query} />;
  return (
    <Stack gap="lg">
      <OnboardingSummary onboarding={query.data?.onboarding} />
      {query.data && (
        <Paper withBorder p={{ base: 'md', md: 'xl' }} component="section" aria-label="Update your answers">
          <Stack gap="md">
            <Title order={2} fz="lg">
              Update your answers
            </Title>
            <ClientOnboardingForm onboarding={query.data.onboarding} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
