import { formatDollarsAndCents, formatMediumDateTime } from '@finboard/domain/format';
import { Anchor, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { TAdminInvoice } from '@finboard/contracts';
import { BILLING_PLANS, type PaidPlanKey, SUBSCRIPTION_STATUS_LABELS } from '@finboard/domain/billing';
import { useQuery } from '@tanstack/react-query';
import { adminBillingQuery } from '../api';
import { QueryState } from '../../../components/query-state';
import { inTrialStat, MrrBars, mrrChangeHint } from './mrr-bars';
import { StatGrid } from './stat-grid';
import { StackedTable } from '../../../components/stacked-table/stacked-table';

const planName = (key: string) => (key in BILLING_PLANS ? BILLING_PLANS[key as PaidPlanKey].name : key);

function InvoiceTable({ label, invoices, showRetry }: { label: string; invoices: TAdminInvoice[]; showRetry?: boolean }) {
  if (invoices.length === 0) return <Text c="dimmed">None.</Text>;
  return (
    <StackedTable minWidth={700}>
      <Table aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Number</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Amount due</Table.Th>
            <Table.Th>Status</Table.Th>
            {showRetry && <Table.Th>Attempts</Table.Th>}
            {showRetry && <Table.Th>Next attempt</Table.Th>}
            <Table.Th>Provider</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td>{invoice.userName}</Table.Td>
              <Table.Td>{invoice.number ?? '—'}</Table.Td>
              <Table.Td>{formatMediumDateTime(invoice.createdAt)}</Table.Td>
              <Table.Td>{formatDollarsAndCents(invoice.amountDueCents)}</Table.Td>
              <Table.Td>{invoice.status}</Table.Td>
              {showRetry && <Table.Td>{invoice.attemptCount}</Table.Td>}
              {showRetry && <Table.Td>{invoice.nextPaymentAttemptAt ? formatMediumDateTime(invoice.nextPaymentAttemptAt) : 'No retry'}</Table.Td>}
              <Table.Td>
                {invoice.providerUrl ? (
                  <Anchor href={invoice.providerUrl} target="_blank" rel="noopener noreferrer">
                    Open in Stripe
                  </Anchor>
                ) : (
                  'Sandbox'
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </StackedTable>
  );
}

/** /admin/scenarios (Billing): subscriptions, MRR, invoices and the failed payments to follow up. */
export function AdminBillingView() {
  const query = useQuery(adminBillingQuery());
  return (
    <QueryState query={query}>
      {(data) => (
        <Stack gap="lg">
          <StatGrid
            stats={[
              {
                label: 'Monthly recurring revenue',
                value: formatDollarsAndCents(data.mrrCents),
                hint: `${mrrChangeHint(data.mrrChange)}; ${formatDollarsAndCents(data.newMrrThisMonthCents)} new this month`,
              },
              inTrialStat(data.inTrial),
              { label: 'Paid invoices', value: String(data.invoices.paid) },
              { label: 'Open invoices', value: String(data.invoices.open) },
              { label: 'Failed invoices', value: String(data.invoices.failed) },
            ]}
          />
          <MrrBars days={data.mrrSeries} />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Paper withBorder p="md" radius="md">
              <Title order={3} fz="md" mb="xs">
                Subscriptions by status
              </Title>
              <Table aria-label="Subscriptions by status">
                <Table.Tbody>
                  {data.subscriptionsByStatus.map((row) => (
                    <Table.Tr key={row.status}>
                      <Table.Td>{SUBSCRIPTION_STATUS_LABELS[row.status]}</Table.Td>
                      <Table.Td>{row.count}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
            <Paper withBorder p="md" radius="md">
              <Title order={3} fz="md" mb="xs">
                Paying subscriptions by plan
              </Title>
              <Table aria-label="Paying subscriptions by plan">
                <Table.Tbody>
                  {data.subscriptionsByPlan.map((row) => (
                    <Table.Tr key={row.planKey}>
                      <Table.Td>{planName(row.planKey)}</Table.Td>
                      <Table.Td>{row.count}</Table.Td>
                      <Table.Td>{formatDollarsAndCents(row.mrrCents)} / month</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
          </SimpleGrid>
          <Title order={2} fz="lg">
            Failed payments to follow up
          </Title>
          <InvoiceTable label="Failed payments" invoices={data.failedPayments} showRetry />
          <Title order={2} fz="lg">
            Recent invoices
          </Title>
          <InvoiceTable label="Recent invoices" invoices={data.invoices.recent} />
          <Text fz="xs" c="dimmed">
            Billing provider: {data.provider === 'stripe' ? 'Stripe' : 'the embedded sandbox (no real charges)'}.
          </Text>
        </Stack>
      )}
    </QueryState>
  );
}
