import { DEFAULT_TRIAL_DAYS } from '@finboard/domain/billing';
import { Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { SubscribeView } from '../../../features/billing/components/subscribe-view';
import { useSession } from '../../../lib/session';

/**
 * /subscribe, where onboarding ends for someone without a plan (spec 01 §4): an advisor chooses one
 * of three plans then a card (or a trial without one); a client chooses Advisor Sponsorship, Free or
 * the paid client plan. Then /registration-complete.
 */
export function Component() {
  const { user } = useSession();
  const navigate = useNavigate();
  const role = user?.role === 'advisor' ? 'advisor' : 'client';
  return (
    <Stack gap="lg">
      <PageTitle title="Subscribe" />
      <Stack gap={4}>
        <Title order={1}>Choose your plan</Title>
        <Text c="dimmed">
          {role === 'advisor'
            ? `Every plan starts with a ${DEFAULT_TRIAL_DAYS}-day free trial.`
            : 'Stay on Free, or link your own accounts with the paid plan.'}
        </Text>
      </Stack>
      <SubscribeView
        role={role}
        onDone={(subscribed) => {
          navigate(paths.registrationComplete(), { replace: true, state: { subscribed } });
        }}
      />
    </Stack>
  );
}
