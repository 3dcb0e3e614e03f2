import { formatDollarsAndCents } from '@finboard/domain/format';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { notifySuccess } from '../../../lib/notify';
import { billingOverviewQuery } from '../api';
import { instantDate } from '../lib/billing-format';
import { BILLING_TEXT } from '../lib/billing-text';
import { CardForm } from './card-form';

/**
 * A renewal whose charge failed (past due, or unpaid after the retries): on every page of the
 * account, what is owed, when the card is tried again, and Pay now, which takes a new card and pays
 * the open invoice with it at once. Nothing shows until the overview names the open invoice.
 */
export function PastDueBanner() {
  const overview = useQuery(billingOverviewQuery());
  const [paying, setPaying] = useState(false);
  const data = overview.data;
  const open = data?.openInvoice;
  if (!data || !open) return null;
  const amount = formatDollarsAndCents(open.amountDueCents);
  return (
    <Alert color="red" variant="light" mb="lg" role="alert" title={BILLING_TEXT.pastDueTitle}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {BILLING_TEXT.pastDueOwed(amount, data.subscription?.planName ?? '')}{' '}
          {open.nextPaymentAttempt ? BILLING_TEXT.pastDueRetry(instantDate(open.nextPaymentAttempt)) : BILLING_TEXT.pastDueNoRetry}
        </Text>
        <Button size="xs" color="red" onClick={() => setPaying(true)}>
          {BILLING_TEXT.payNow}
        </Button>
      </Stack>
      <Modal opened={paying} onClose={() => setPaying(false)} title={BILLING_TEXT.payNowTitle(amount)}>
        <CardForm
          overview={data}
          submitLabel={BILLING_TEXT.payNow}
          paysOpenInvoice
          onSaved={async () => {
            setPaying(false);
            notifySuccess(BILLING_TEXT.paid);
          }}
        />
      </Modal>
    </Alert>
  );
}
