import { formatDollarsAndCents } from '@finboard/domain/format';
import { Button, Group, Paper, SimpleGrid, Stack, Table, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CHART_COLORS } from '../../../components/charts/chart-colors';
import { adminSalesQuery } from '../api';
import { DailyBars } from './daily-bars';
import { QueryState } from '../../../components/query-state';
import { StatGrid } from './stat-grid';

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

/** /admin/sales: sign-ups and conversions by day and by source, and trial → paid conversion. */
export function SalesView() {
  const [draft, setDraft] = useState({ from: '', to: '' });
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const query = useQuery(adminSalesQuery(range));
  return (
    <Stack gap="lg">
      <Group align="flex-end">
        <TextInput label="From" type="date" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })} />
        <TextInput label="To" type="date" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })} />
        <Button variant="light" onClick={() => setRange({ from: draft.from || undefined, to: draft.to || undefined })}>
          Show
        </Button>
      </Group>
      <QueryState query={query}>
        {(data) => (
          <Stack gap="lg">
            <StatGrid
              stats={[
                { label: 'Sign-ups', value: String(data.days.reduce((sum, day) => sum + day.signUps, 0)), hint: `${data.range.startDate} to ${data.range.endDate}` },
                { label: 'Conversions', value: String(data.days.reduce((sum, day) => sum + day.conversions, 0)), hint: 'subscriptions that started paying' },
                { label: 'New MRR', value: formatDollarsAndCents(data.newMrrCents), hint: 'from these conversions' },
                { label: 'Trials ended', value: String(data.trials.ended) },
                { label: 'Trial → paid', value: percent(data.trials.rate), hint: `${data.trials.converted} of ${data.trials.ended} pay now` },
              ]}
            />
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <DailyBars title="Sign-ups" days={data.days.map((day) => ({ date: day.date, count: day.signUps }))} />
              <DailyBars title="Conversions" days={data.days.map((day) => ({ date: day.date, count: day.conversions }))} color={CHART_COLORS[1]} />
            </SimpleGrid>
            <Paper withBorder p="md" radius="md">
              <Title order={3} fz="md" mb="xs">
                Sign-ups by source
              </Title>
              <Table aria-label="Sign-ups by source">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Source</Table.Th>
                    <Table.Th>Sign-ups</Table.Th>
                    <Table.Th>Clients</Table.Th>
                    <Table.Th>Advisors</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.bySource.map((row) => (
                    <Table.Tr key={row.source}>
                      <Table.Td>{row.source}</Table.Td>
                      <Table.Td>{row.signUps}</Table.Td>
                      <Table.Td>{row.clients}</Table.Td>
                      <Table.Td>{row.advisors}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Paper>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
