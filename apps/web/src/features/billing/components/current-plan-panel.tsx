import { formatDollarsAndCents } from '@finboard/domain/format';
import type { TBillingOverview } from '@finboard/contracts';
import { SUBSCRIPTION_STATUS_LABELS } from '@finboard/domain/billing';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { instantDate } from '../lib/billing-format';
import { FactsList } from './facts-list';

/**
 * The plan now: its name and status, the trial's end, the next renewal, the connected and extra
 * clients (advisor plans) and the month's total. A client without a subscription is on Free,
 * sponsored or not by a connected advisor.
 */
export function CurrentPlanPanel({ overview, role, action }: { overview: TBillingOverview; role: 'advisor' | 'client'; action?: ReactNode }) {
  const subscription = overview.subscription;
  return (
    <Paper component="section" aria-labelledby="current-plan-title" withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4" id="current-plan-title">
            Current plan
          </Title>
          {action}
        </Group>
        {subscription ? (
          <FactsList
            facts={[
              {
                label: 'Plan',
                value: (
                  <Group gap="xs" component="span">
                    {subscription.planName}
                    <Badge variant="light" color={subscription.status === 'active' || subscription.status === 'trialing' ? 'teal' : 'red'}>
                      {SUBSCRIPTION_STATUS_LABELS[subscription.status]}
                    </Badge>
                  </Group>
                ),
              },
              ...(subscription.trialEnd && subscription.status === 'trialing' ? [{ label: 'Trial ends', value: instantDate(subscription.trialEnd) }] : []),
              ...(subscription.currentPeriodEnd
                ? [{ label: subscription.cancelAtPeriodEnd ? 'Ends on' : 'Next renewal', value: instantDate(subscription.currentPeriodEnd) }]
                : []),
              ...(subscription.plan === 'client'
                ? []
                : [
                    { label: 'Connected clients', value: String(subscription.connectedClients) },
                    { label: 'Extra clients', value: String(subscription.extraClients) },
                  ]),
              { label: 'Monthly total', value: formatDollarsAndCents(subscription.monthlyTotalCents) },
            ]}
          />
        ) : role === 'client' ? (
          <FactsList
            facts={[
              { label: 'Plan', value: 'Free' },
              { label: 'Advisor Sponsorship', value: overview.connectedAdvisors > 0 ? 'Yes, your connected advisor sponsors your plan' : 'No' },
            ]}
          />
        ) : (
          <Text c="dimmed">You have no subscription yet.</Text>
        )}
      </Stack>
    </Paper>
  );
}
