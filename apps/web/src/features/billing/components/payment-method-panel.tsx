import type { TBillingOverview } from '@finboard/contracts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { cardBrandLabel, cardExpiry } from '../lib/billing-format';
import { CardForm } from './card-form';
import { FactsList } from './facts-list';

/** The card on file (brand, last4, name, expiry) and Update card; adding one also restarts a trial that ended without it. */
export function PaymentMethodPanel({ overview }: { overview: TBillingOverview }) {
  const [editing, setEditing] = useState(false);
  const card = overview.paymentMethod;
  return (
    <Paper component="section" aria-labelledby="payment-method-title" withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="h4" id="payment-method-title">
            Payment method
          </Title>
          {!editing && (
            <Button variant="light" size="xs" onClick={() => setEditing(true)}>
              {card ? 'Update card' : 'Add card'}
            </Button>
          )}
        </Group>
        {card ? (
          <FactsList
            facts={[
              { label: 'Card', value: `${cardBrandLabel(card.brand)} ending in ${card.last4}` },
              { label: 'Name', value: card.name ?? '' },
              { label: 'Expires', value: cardExpiry(card) },
            ]}
          />
        ) : (
          <Text c="dimmed">No card on file.</Text>
        )}
        {editing && (
          <Stack gap="xs" maw={520}>
            <CardForm
              overview={overview}
              submitLabel="Save card"
              onSaved={async () => {
                setEditing(false);
                notifySuccess('Your card is saved.');
              }}
            />
            <Group>
              <Button variant="subtle" size="xs" px={0} onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
