import { formatDollarsAndCents, formatRoundedDollars } from '@finboard/domain/format';
import { Alert, Paper, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { BarChart } from '../../../components/charts/bar-chart';
import { CHART_COLORS } from '../../../components/charts/chart-colors';
import { DonutChart } from '../../../components/charts/donut-chart';
import { SAMPLE_CASH_FLOW, SAMPLE_HOLDINGS, SAMPLE_MY_PLAN } from './sample-data';
import { StatGrid } from './stat-grid';

/** Said on every demo dashboard: its figures are a fixed sample, not anyone's data. */
export function SampleDataNotice() {
  return (
    <Alert color="blue" title="Sample data">
      This demo dashboard shows static sample figures, not data from any account.
    </Alert>
  );
}

/** /admin/my-plan: a sample retirement plan. */
export function SampleMyPlan() {
  const plan = SAMPLE_MY_PLAN;
  const bars = plan.projection.map((point) => ({
    category: String(point.age),
    value: point.balanceCents / 100,
    color: point.age <= plan.retirementAge ? (CHART_COLORS[0] as string) : (CHART_COLORS[2] as string),
    tooltip: [`Age ${point.age}`, formatRoundedDollars(point.balanceCents)],
  }));
  return (
    <Stack gap="lg">
      <SampleDataNotice />
      <StatGrid
        stats={[
          { label: 'Retirement score', value: String(plan.retirementScore) },
          { label: 'Retirement age', value: String(plan.retirementAge) },
          { label: 'Savings today', value: formatRoundedDollars(plan.savingsCents) },
          { label: 'Chance of success', value: `${Math.round(plan.probabilityOfSuccess * 100)}%` },
        ]}
      />
      <Paper withBorder p="md" radius="md">
        <BarChart bars={bars} label="Sample projected savings by age" formatValue={(value) => formatRoundedDollars(value * 100)} />
      </Paper>
    </Stack>
  );
}

/** /admin/cash-flow: six sample months of income and spending. */
export function SampleCashFlow() {
  const bars = SAMPLE_CASH_FLOW.flatMap((month) => [
    {
      category: `${month.month} income`,
      value: month.incomeCents / 100,
      color: CHART_COLORS[1] as string,
      tooltip: [month.month, `Income ${formatDollarsAndCents(month.incomeCents)}`],
    },
    {
      category: `${month.month} spending`,
      value: month.spendingCents / 100,
      color: CHART_COLORS[3] as string,
      tooltip: [month.month, `Spending ${formatDollarsAndCents(month.spendingCents)}`],
    },
  ]);
  return (
    <Stack gap="lg">
      <SampleDataNotice />
      <Paper withBorder p="md" radius="md">
        <BarChart
          bars={bars}
          label="Sample income and spending by month"
          formatCategory={(category) => category.slice(0, 7)}
          formatValue={(value) => formatRoundedDollars(value * 100)}
        />
      </Paper>
      <Table aria-label="Sample cash flow">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Month</Table.Th>
            <Table.Th>Income</Table.Th>
            <Table.Th>Spending</Table.Th>
            <Table.Th>Net</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SAMPLE_CASH_FLOW.map((month) => (
            <Table.Tr key={month.month}>
              <Table.Td>{month.month}</Table.Td>
              <Table.Td>{formatDollarsAndCents(month.incomeCents)}</Table.Td>
              <Table.Td>{formatDollarsAndCents(month.spendingCents)}</Table.Td>
              <Table.Td>{formatDollarsAndCents(month.incomeCents - month.spendingCents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** /admin/invest: a sample portfolio's allocation and holdings. */
export function SampleInvest() {
  const total = SAMPLE_HOLDINGS.reduce((sum, holding) => sum + holding.valueCents, 0);
  return (
    <Stack gap="lg">
      <SampleDataNotice />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder p="md" radius="md">
          <Title order={3} fz="md">
            Allocation
          </Title>
          <DonutChart
            label="Sample allocation"
            data={SAMPLE_HOLDINGS.map((holding) => ({ name: holding.symbol, value: holding.valueCents }))}
            formatValue={(cents) => formatRoundedDollars(cents)}
          />
        </Paper>
        <Table aria-label="Sample holdings">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Symbol</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Value</Table.Th>
              <Table.Th>Share</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {SAMPLE_HOLDINGS.map((holding) => (
              <Table.Tr key={holding.symbol}>
                <Table.Td>{holding.symbol}</Table.Td>
                <Table.Td>{holding.name}</Table.Td>
                <Table.Td>{formatRoundedDollars(holding.valueCents)}</Table.Td>
                <Table.Td>{Math.round((holding.valueCents / total) * 100)}%</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </SimpleGrid>
    </Stack>
  );
}
