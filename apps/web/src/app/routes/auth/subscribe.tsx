import { Badge, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';

/**
 * /subscribe, where onboarding ends for someone without a plan (spec 01 §4). The plan choice with
 * payment (Free versus $179/month for clients, the three advisor plans) comes with billing; until
 * then this page says so and lets everyone go on with the free plan they already have, so the end
 * of onboarding is never a dead end.
 */
export function Component() {
  const { user } = useSession();
  const navigate = useNavigate();
  const isAdvisor = user?.role === 'advisor';
  return (
    <Stack gap="lg">
      <PageTitle title="Subscribe" />
      <Title order={1}>Choose your plan</Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder radius="lg" p="xl">
          <Stack gap="sm">
            <Title order={2} fz="h3">
              Free
            </Title>
            <Text c="dimmed">
              {isAdvisor
                ? 'Set up your profile and your directory listing, and meet clients.'
                : 'Track your accounts, cash flow, net worth and retirement plan, and connect with advisors.'}
            </Text>
            <Button onClick={() => navigate(paths.registrationComplete(), { replace: true })}>Continue with Free</Button>
          </Stack>
        </Card>
        <Card withBorder radius="lg" p="xl">
          <Stack gap="sm">
            <Title order={2} fz="h3">
              {isAdvisor ? 'Advisor plans' : 'Paid Client'}{' '}
              <Badge variant="light" color="gray">
                Coming soon
              </Badge>
            </Title>
            <Text c="dimmed">Paid plans open when billing launches; you can upgrade from Billing then.</Text>
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
