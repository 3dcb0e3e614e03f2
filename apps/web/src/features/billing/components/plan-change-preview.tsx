import type { PaidPlanKey } from '@finboard/domain/billing';
import { formatDollarsAndCents } from '@finboard/domain/format';
import { Alert, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadingState, QueryError } from '../../../components/query-state';
import { planPreviewQuery } from '../api';
import { instantDate } from '../lib/billing-format';
import { BILLING_TEXT } from '../lib/billing-text';

/**
 * The real bill of a plan change, read from the api before Confirm: the monthly total now and on the
 * new plan (its fee and the extra clients at its rate), what is charged at once (prorated), and a
 * warning when the new plan costs this advisor more than the current one.
 */
export function PlanChangePreview({ plan }: { plan: PaidPlanKey }) {
  const preview = useQuery(planPreviewQuery(plan));
  if (preview.isPending) return <LoadingState label="Working out your new bill" />;
  if (preview.isError) return <QueryError query={preview} />;
  const data = preview.data;
  const money = formatDollarsAndCents;
  return (
    <Stack gap="xs" aria-label="Your new bill" role="group">
      {data.costsMore && (
        <Alert color="yellow" variant="light" role="alert">
          {BILLING_TEXT.costsMore(data.planName, money(data.nextMonthlyCents), data.currentPlanName, money(data.currentMonthlyCents), data.connectedClients)}
        </Alert>
      )}
      <Text>{BILLING_TEXT.previewMonthly(money(data.currentMonthlyCents), money(data.nextMonthlyCents))}</Text>
      <Text size="sm" c="dimmed">
        {BILLING_TEXT.previewBreakdown(money(data.nextPlanCents), data.nextExtraClients, money(data.nextExtraClientCents))}
      </Text>
      <Text size="sm">{data.dueNowCents > 0 ? BILLING_TEXT.previewDueNow(money(data.dueNowCents)) : BILLING_TEXT.previewNothingNow}</Text>
      {data.nextBillAt && <Text size="sm">{BILLING_TEXT.previewNextBill(instantDate(data.nextBillAt))}</Text>}
    </Stack>
  );
}
