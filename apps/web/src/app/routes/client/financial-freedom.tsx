import { Paper, Stack, Text, Title } from '@mantine/core';
import { PageTitle } from '../../../components/page-title';
import { useSession } from '../../../lib/session';

// The client onboarding form (birth date, spouse, savings, salary) arrives with its own change.
export function Component() {
  const { user } = useSession();
  return (
    <Stack gap="lg">
      <PageTitle title="Financial Freedom" />
      <Stack gap={4}>
        <Title order={1}>{user ? `Let's get started, ${user.firstName}` : "Let's get started"}</Title>
        <Text c="dimmed">A few questions about you shape your plan and retirement score.</Text>
      </Stack>
      <Paper withBorder p="xl" radius="lg">
        <Stack gap="xs" align="center" py="lg">
          <Text fw={600}>This area is being built</Text>
          <Text c="dimmed" ta="center" maw={440}>
            Your financial freedom questionnaire will appear here.
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
