import type { TClientOnboarding } from '@finboard/contracts';
import { Center, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { onboardingSummaryRows } from '../lib/onboarding-summary';

export interface OnboardingSummaryProps {
  /** undefined while loading; null when the client has not answered yet. */
  onboarding: TClientOnboarding | null | undefined;
}

/** The client's onboarding answers, read-only; a loader until they arrive. */
export function OnboardingSummary({ onboarding }: OnboardingSummaryProps) {
  return (
    <Paper withBorder p="lg" component="section" aria-label="Onboarding Summary">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Onboarding Summary
        </Title>
        {onboarding === undefined ? (
          <Center py="xl" role="status" aria-label="Loading onboarding summary">
            <Loader size="sm" />
          </Center>
        ) : onboarding === null ? (
          <Text c="dimmed">No onboarding answers yet.</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="dl" m={0}>
            {onboardingSummaryRows(onboarding).map(([label, value]) => (
              <div key={label}>
                <Text component="dt" fz="sm" c="dimmed">
                  {label}
                </Text>
                <Text component="dd" m={0} fw={600}>
                  {value || '—'}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
