import { Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { AppLoader } from '../../../components/app-loader';
import { productToday } from '../../../lib/product-today';
import { PageHeading } from '../../../components/page-heading';
import { useClientView } from '../../../lib/client-view';
import { netWorthQuery } from '../api';
import { summarizeNetWorth } from '../lib/net-worth-summary';
import { changeLine, DEFAULT_NET_WORTH_PERIOD, rangeOf, type RangeChoice } from '../lib/periods';
import { AccountList } from './account-list';
import { NetWorthChart } from './net-worth-chart';
import { NetWorthHeadline } from './net-worth-headline';
import { RangeControls } from './range-controls';
import { QueryError } from '../../../components/query-state';

/** /client/net-worth: net worth over a period (a bar a day) and today's assets and liabilities. */
export function NetWorthView() {
  const { userId, clientName } = useClientView();
  const [today] = useState(productToday);
  const [choice, setChoice] = useState<RangeChoice>({ kind: 'period', period: DEFAULT_NET_WORTH_PERIOD });
  const range = useMemo(() => rangeOf(choice, today), [choice, today]);
  const query = useQuery(netWorthQuery(range, userId));

  let body;
  if (query.isPending) body = <AppLoader label="Loading net worth" />;
  else if (query.isError) body = <QueryError query={query} />;
  else {
    const { points, assets, liabilities } = query.data;
    const summary = summarizeNetWorth(points);
    body = (
      <>
        <Paper withBorder p={{ base: 'sm', md: 'lg' }}>
          <Stack gap="md">
            <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
              <NetWorthHeadline summary={summary} change={summary && changeLine(summary, choice, range)} />
              <RangeControls choice={choice} range={range} today={today} onChoose={setChoice} />
            </Group>
            {/* The answer's own range: while the next period loads, the last chart stays whole. */}
            <NetWorthChart points={points} startDate={query.data.startDate} endDate={query.data.endDate} isStale={query.isPlaceholderData} />
          </Stack>
        </Paper>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <AccountList title="Assets" accounts={assets} userId={userId} />
          <AccountList title="Liabilities" accounts={liabilities} userId={userId} />
        </SimpleGrid>
      </>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeading crumbs={[{ label: clientName }, { label: 'Financial Reports' }, { label: 'Net Worth' }]} />
      {body}
    </Stack>
  );
}
