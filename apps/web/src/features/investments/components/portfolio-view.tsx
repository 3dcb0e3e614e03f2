import { formatRoundedDollars } from '@finboard/domain/format';
import type { TPortfolioResponse } from '@finboard/contracts';
import { Grid, Group, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { SearchIcon } from '../../../components/action-icons';
import { AppLoader } from '../../../components/app-loader';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/app-error';
import { useClientView } from '../../../lib/client-view';
import { investmentsQuery, portfolioQuery } from '../api';
import { tabOf } from '../lib/account-list';
import { HOLDING_FILTERS, type HoldingFilter, visibleHoldings } from '../lib/holdings';
import { hasPriceData } from '../lib/price-data';
import { DEFAULT_RANGE, PORTFOLIO_RANGES, type PortfolioRange } from '../lib/ranges';
import { AccountList } from './account-list';
import { AllocationChart } from './allocation-chart';
import { HoldingsTable } from './holdings-table';
import { MarketChartPanel } from './market-chart-panel';
import { SimulatedBadge } from './simulated-badge';
import { QueryError } from '../../../components/query-state';

const isHoldingFilter = (value: string): value is HoldingFilter => HOLDING_FILTERS.some((filter) => filter.value === value);

function HoldingsSection({ portfolio, userId }: { portfolio: TPortfolioResponse; userId?: string }) {
  const [filter, setFilter] = useState<HoldingFilter>('all');
  const [search, setSearch] = useState('');
  const rows = visibleHoldings(portfolio.holdings, portfolio.account, { filter, search });
  return (
    <Paper withBorder p={{ base: 'sm', md: 'lg' }} component="section" aria-label="Holdings">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <SegmentedControl
            aria-label="Filter by asset type"
            size="xs"
            data={[...HOLDING_FILTERS]}
            value={filter}
            onChange={(value) => isHoldingFilter(value) && setFilter(value)}
          />
          <TextInput
            aria-label="Search holdings"
            placeholder="Search Now"
            leftSection={<SearchIcon />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: '1 1 200px', maxWidth: 280 }}
          />
        </Group>
        <HoldingsTable holdings={rows} linkOf={(holding) => paths.clientInvestSummary(holding.id, userId)} />
      </Stack>
    </Paper>
  );
}

/** /client/invest-portfolio/{id}: one account's value chart, allocation and holdings, beside the account list. */
export function PortfolioView() {
  const { id = '' } = useParams();
  const { userId, clientName } = useClientView();
  const [range, setRange] = useState<PortfolioRange>(DEFAULT_RANGE);
  const portfolio = useQuery(portfolioQuery(id, range, userId));
  const investments = useQuery(investmentsQuery(userId));
  const account = portfolio.data?.account;

  let body;
  if (portfolio.isPending) body = <AppLoader label="Loading portfolio" />;
  else if (portfolio.isError) body = <QueryError query={portfolio} />;
  else {
    const data = portfolio.data;
    body = (
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Text c="dimmed">{data.account.institutionName}</Text>
            <Title order={2} fz={24}>
              {data.account.accountSubtype.toUpperCase()}
            </Title>
            <Text fw={700} fz={30}>
              {formatRoundedDollars(data.account.valueCents)}
            </Text>
          </div>
          <SimulatedBadge simulated={data.simulated} />
        </Group>
        {hasPriceData(data) && (
          <MarketChartPanel
            subject={data.account.accountSubtype.toUpperCase()}
            ranges={PORTFOLIO_RANGES}
            range={range}
            onRangeChange={setRange}
            candles={data.candles}
            candlesRange={data.range}
            interval={data.interval}
            isFetching={portfolio.isPlaceholderData}
          />
        )}
        <Paper withBorder p={{ base: 'sm', md: 'lg' }} component="section" aria-label="Allocation">
          <Stack gap="sm">
            <Title order={3} fz="lg">
              Allocation
            </Title>
            <AllocationChart allocation={data.allocation} label="Allocation by security type" />
          </Stack>
        </Paper>
        <HoldingsSection portfolio={data} userId={userId} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeading
        crumbs={[
          { label: clientName },
          { label: 'Financial Reports' },
          { label: 'Investments', href: paths.clientInvest(userId) },
          { label: account ? account.accountSubtype.toUpperCase() : 'Portfolio' },
        ]}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 4 }} order={{ base: 2, lg: 1 }}>
          <Paper withBorder p={{ base: 'sm', md: 'lg' }} component="section" aria-label="Accounts">
            {investments.data && account ? (
              <AccountList accounts={investments.data.accounts} initialTab={tabOf(account)} selectedId={account.id} userId={userId} />
            ) : (
              <Text c="dimmed">{investments.isError ? errorMessage(investments.error) : 'Loading accounts'}</Text>
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }} order={{ base: 1, lg: 2 }}>
          {body}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
