import type { TBillingOverview } from '@finboard/contracts';
import { BILLING_PLANS } from '@finboard/domain/billing';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { useSubscribeAttempt } from '../hooks/use-subscribe-attempt';
import { perMonth } from '../lib/billing-format';
import { CardForm } from './card-form';

/** A client on Free: the upgrade to the paid client plan ($179/month) with a card. */
export function ClientUpgradePanel({ overview }: { overview: TBillingOverview }) {
  const [open, setOpen] = useState(false);
  const subscribe = useSubscribeAttempt();
  const price = perMonth(BILLING_PLANS.client.monthlyCents);
  return (
    <Paper component="section" aria-labelledby="upgrade-title" withBorder radius="lg" p="lg">
      <Stack gap="sm" maw={520}>
        <Title order={2} fz="h4" id="upgrade-title">
          Upgrade to {BILLING_PLANS.client.name}, {price}
        </Title>
        <Text size="sm" c="dimmed">
          {overview.connectedAdvisors > 0
            ? 'Your connected advisor sponsors your plan. Upgrade to keep linking your own accounts without an advisor.'
            : 'Link your banks and investment accounts yourself, without an advisor.'}
        </Text>
        {open ? (
          <CardForm
            overview={overview}
            submitLabel="Subscribe"
            onSaved={async () => {
              await subscribe.run('client');
              setOpen(false);
              notifySuccess(`You are on the ${BILLING_PLANS.client.name} plan.`, 'Subscribed');
            }}
          />
        ) : (
          <Button variant="light" style={{ alignSelf: 'flex-start' }} onClick={() => setOpen(true)}>
            Upgrade for {price}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
