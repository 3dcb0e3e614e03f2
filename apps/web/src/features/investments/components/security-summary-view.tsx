import { formatCents } from '@finboard/domain/format';
import { NO_MARKET_DATA, type TSecuritySummaryResponse } from '@finboard/contracts';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AppLoader } from '../../../components/app-loader';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { useClientView } from '../../../lib/client-view';
import { securityQuery } from '../api';
import { formatPercentChange } from '@finboard/domain/format';
import { DEFAULT_RANGE, type InvestmentRange, SUMMARY_RANGES } from '../lib/ranges';
import { HoldingsTable } from './holdings-table';
import { MarketChartPanel } from './market-chart-panel';
import { SimulatedBadge } from './simulated-badge';
import { QueryError } from '../../../components/query-state';

const toneOf = (value: number | null) => (value === null || value === 0 ? undefined : value > 0 ? 'teal.9' : 'red.9');

function Figure({ label, cents, tone }: { label: string; cents: number | null; tone?: boolean }) {
  return (
    <Paper withBorder p="md" role="group" aria-label={label}>
      <Text c="dimmed" fz="sm">
        {label}
      </Text>
      <Text fw={700} fz="xl" c={tone ? toneOf(cents) : undefined}>
        {cents === null ? NO_MARKET_DATA : formatCents(cents)}
      </Text>
    </Paper>
  );
}

function Summary({
  data,
  range,
  onRangeChange,
  isFetching,
}: {
  data: TSecuritySummaryResponse;
  range: InvestmentRange;
  onRangeChange: (range: InvestmentRange) => void;
  isFetching: boolean;
}) {
  const { holding } = data;
  const subject = holding.tickerSymbol ?? holding.name ?? 'Security';
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={2} fz={24}>
            {subject}
          </Title>
          {holding.name && holding.name !== subject && <Text c="dimmed">{holding.name}</Text>}
          <Text c="dimmed" fz="sm" mt="xs">
            Market Price
          </Text>
          <Text fw={700} fz={30} aria-label="Market Price">
            {data.marketPrice === null ? NO_MARKET_DATA : formatCents(data.marketPrice)}
          </Text>
        </div>
        <SimulatedBadge simulated={data.simulated} />
      </Group>
      <MarketChartPanel
        subject={subject}
        ranges={SUMMARY_RANGES}
        range={range}
        onRangeChange={onRangeChange}
        candles={data.candles}
        candlesRange={data.range}
        interval={data.interval}
        isFetching={isFetching}
        aside={
          <Text fw={700} c={toneOf(data.percentChange)} aria-label="Percent change">
            {formatPercentChange(data.percentChange)}
          </Text>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Figure label="Net Balance Account" cents={data.netBalanceCents} />
        <Figure label="Net Invested" cents={data.netInvestedCents} />
        <Figure label="Profit/Loss" cents={data.profitLossCents} tone />
      </SimpleGrid>
      <Paper withBorder p={{ base: 'sm', md: 'lg' }} component="section" aria-label="Holding">
        <HoldingsTable holdings={[holding]} />
      </Paper>
    </Stack>
  );
}

/** /client/invest-summary/{id}: one holding's market price, chart, change, balance, cost basis and profit or loss. */
export function SecuritySummaryView() {
  const { id = '' } = useParams();
  const { userId, clientName } = useClientView();
  const [range, setRange] = useState<InvestmentRange>(DEFAULT_RANGE);
  const security = useQuery(securityQuery(id, range, userId));
  const data = security.data;

  let body;
  if (security.isPending) body = <AppLoader label="Loading security" />;
  else if (security.isError) body = <QueryError query={security} />;
  else body = <Summary data={security.data} range={range} onRangeChange={setRange} isFetching={security.isPlaceholderData} />;

  const crumbs = [
    { label: clientName },
    { label: 'Financial Reports' },
    { label: 'Investments', href: paths.clientInvest(userId) },
    ...(data ? [{ label: data.account.accountSubtype.toUpperCase(), href: paths.clientInvestPortfolio(data.account.id, userId) }] : []),
    { label: data ? (data.holding.tickerSymbol ?? data.holding.name ?? 'Security') : 'Security' },
  ];
  return (
    <Stack gap="lg">
      <PageHeading crumbs={crumbs} />
      {body}
    </Stack>
  );
}
