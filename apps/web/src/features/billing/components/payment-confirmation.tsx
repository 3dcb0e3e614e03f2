import type { TBillingOverview } from '@finboard/contracts';
import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDollarsAndCents } from '@finboard/domain/format';
import { billingOverviewQuery } from '../api';
import { instantDate, perMonth } from '../lib/billing-format';

/** What the user just paid for: the plan and the amount (a trial: when it ends and what follows). */
export function paymentConfirmationText(overview: TBillingOverview): string | null {
  const subscription = overview.subscription;
  if (!subscription) return null;
  if (subscription.status === 'trialing') {
    return `${subscription.planName} plan: free trial until ${instantDate(subscription.trialEnd)}, then ${perMonth(subscription.monthlyTotalCents)}.`;
  }
  if (subscription.status !== 'active') return null;
  const paid = overview.invoices.find((invoice) => invoice.status === 'paid');
  const renews = instantDate(subscription.currentPeriodEnd);
  return `${subscription.planName} plan: ${formatDollarsAndCents(paid?.amountPaidCents ?? subscription.monthlyTotalCents)} paid${renews ? `, renews on ${renews}` : ''}.`;
}

/** Shown once a subscription went through (/registration-complete after /subscribe). */
export function PaymentConfirmation() {
  const overview = useQuery(billingOverviewQuery());
  const text = overview.data ? paymentConfirmationText(overview.data) : null;
  if (!text) return null;
  return (
    <Alert color="teal" variant="light" title="Payment confirmed">
      <Text size="sm">{text}</Text>
    </Alert>
  );
}
