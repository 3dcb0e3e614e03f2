import type { TBillingOverview } from '@finboard/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { useSetCancelAtPeriodEnd } from '../api';
import { useGuardedAction } from '../hooks/use-guarded-action';
import { useAttemptKey } from '../lib/attempt-key';
import { instantDate } from '../lib/billing-format';
import { BILLING_TEXT } from '../lib/billing-text';

/** Statuses whose plan can be set to end at the period's end (Stripe's cancel_at_period_end). */
const CANCELLABLE = new Set(['active', 'trialing', 'past_due']);

/**
 * Cancel at the end of the period, with a confirmation saying what stops and when, and the undo
 * ('Keep my plan') until then. One attempt key per press, kept for a retry of an unknown outcome.
 */
export function CancellationPanel({ overview, role }: { overview: TBillingOverview; role: 'advisor' | 'client' }) {
  const subscription = overview.subscription;
  const [confirming, setConfirming] = useState(false);
  const mutation = useSetCancelAtPeriodEnd();
  const key = useAttemptKey();
  const action = useGuardedAction();
  if (!subscription || !CANCELLABLE.has(subscription.status)) return null;
  const endDate = instantDate(subscription.currentPeriodEnd ?? subscription.trialEnd);

  const send = (cancelAtPeriodEnd: boolean) =>
    action.run(async () => {
      try {
        await mutation.mutateAsync({ cancelAtPeriodEnd, idempotencyKey: key.current() });
      } catch (error) {
        key.settle(error);
        throw error;
      }
      key.settle();
      setConfirming(false);
    });

  if (subscription.cancelAtPeriodEnd) {
    return (
      <Alert color="yellow" variant="light" role="status">
        <Stack gap="xs">
          <Text size="sm">{BILLING_TEXT.endsOn(subscription.planName, endDate)}</Text>
          <Group>
            <Button size="xs" loading={action.busy} onClick={() => void send(false)}>
              {BILLING_TEXT.keepPlan}
            </Button>
          </Group>
          <FormAlert message={action.error} />
        </Stack>
      </Alert>
    );
  }
  return (
    <>
      <Group>
        <Button variant="subtle" color="red" size="xs" onClick={() => setConfirming(true)}>
          {BILLING_TEXT.cancelPlan}
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={BILLING_TEXT.cancelTitle(subscription.planName)} centered>
        <Stack gap="md">
          <Text size="sm">{BILLING_TEXT.cancelStops(endDate, role)}</Text>
          {role === 'client' && overview.connectedAdvisors > 0 && <Text size="sm">{BILLING_TEXT.sponsored}</Text>}
          <FormAlert message={action.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {BILLING_TEXT.keepPlan}
            </Button>
            <Button color="red" loading={action.busy} onClick={() => void send(true)}>
              {BILLING_TEXT.confirmCancel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
