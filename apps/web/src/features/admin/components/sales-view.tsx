import type { TAdminSales } from '@finboard/contracts';
import { formatDollarsAndCents, formatMediumDate, formatNumber, formatPercent } from '@finboard/domain/format';
import { Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { CHART_COLORS } from '../../../components/charts/chart-colors';
import { adminSalesQuery } from '../api';
import { DailyBars } from './daily-bars';
import { QueryState } from '../../../components/query-state';
import { type Stat, StatGrid } from './stat-grid';

/** The range as people read it: 'Oct 31, 2026 to Nov 29, 2026'. */
export const rangeText = (range: TAdminSales['range']) => `${formatMediumDate(range.startDate)} to ${formatMediumDate(range.endDate)}`;

export function salesStats(data: TAdminSales): Stat[] {
  const signUps = data.days.reduce((sum, day) => sum + day.signUps, 0);
  return [
    { label: 'Sign-ups', value: formatNumber(signUps), hint: rangeText(data.range) },
    { label: 'Conversions', value: formatNumber(data.days.reduce((sum, day) => sum + day.conversions, 0)), hint: 'subscriptions that started paying' },
    { label: 'New MRR', value: formatDollarsAndCents(data.newMrrCents), hint: 'from these conversions' },
    { label: 'Trials ended', value: formatNumber(data.trials.ended) },
    {
      label: 'Trial → paid',
      value: formatPercent(data.trials.rate, 1),
      hint: `${formatNumber(data.trials.converted)} of ${formatNumber(data.trials.ended)} pay now`,
    },
  ];
}

/** /admin/sales: sign-ups and conversions by day and by source, and trial → paid conversion. */
export function SalesView() {
  // The dates being typed; Show applies them.
  const draft = useForm({ initialValues: { from: '', to: '' } });
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const query = useQuery(adminSalesQuery(range));
  return (
    <Stack gap="lg">
      <Group align="flex-end">
        <TextInput label="From" type="date" {...draft.getInputProps('from')} />
        <TextInput label="To" type="date" {...draft.getInputProps('to')} />
        <Button variant="light" onClick={() => setRange({ from: draft.values.from || undefined, to: draft.values.to || undefined })}>
          Show
        </Button>
      </Group>
      <QueryState query={query}>
        {(data) => (
          <Stack gap="lg">
            <StatGrid stats={salesStats(data)} />
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <DailyBars title="Sign-ups" days={data.days.map((day) => ({ date: day.date, count: day.signUps }))} />
              <DailyBars title="Conversions" days={data.days.map((day) => ({ date: day.date, count: day.conversions }))} color={CHART_COLORS[1]} />
            </SimpleGrid>
            <Paper withBorder p="md" radius="md">
              <Title order={3} fz="md" mb="xs">
                Sign-ups by source
              </Title>
              {/* Five columns do not fit 375 px: the table scrolls inside its box, never the page. */}
              <Table.ScrollContainer minWidth={420}>
                <Table aria-label="Sign-ups by source">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Source</Table.Th>
                      <Table.Th>Sign-ups</Table.Th>
                      <Table.Th>Clients</Table.Th>
                      <Table.Th>Advisors</Table.Th>
                      <Table.Th>Other</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.bySource.map((row) => (
                      <Table.Tr key={row.source}>
                        <Table.Td>{row.source}</Table.Td>
                        <Table.Td>{formatNumber(row.signUps)}</Table.Td>
                        <Table.Td>{formatNumber(row.clients)}</Table.Td>
                        <Table.Td>{formatNumber(row.advisors)}</Table.Td>
                        <Table.Td>{formatNumber(row.others)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Text size="sm" c="dimmed" mt="xs">
                Clients, advisors and other add up to the sign-ups. Other: signed up without choosing a role yet, or an admin now.
              </Text>
            </Paper>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
