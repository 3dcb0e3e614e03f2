import { formatRoundedDollars } from '@finboard/domain/format';
import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AppLoader } from '../../../components/app-loader';
import { PageHeading } from '../../../components/page-heading';
import { useClientView } from '../../../lib/client-view';
import { productToday } from '../../../lib/product-today';
import { investmentsQuery } from '../api';
import { defaultTab } from '../lib/account-list';
import { listRangeLabel } from '../lib/ranges';
import { AccountList } from './account-list';
import { AllocationChart } from './allocation-chart';
import { QueryError } from '../../../components/query-state';

/** /client/invest: the total, the asset type chart and the accounts (spec 02 "Investments"). */
export function InvestmentsView() {
  const { userId, clientName } = useClientView();
  const investments = useQuery(investmentsQuery(userId));

  let body;
  if (investments.isPending) body = <AppLoader label="Loading investments" />;
  else if (investments.isError) body = <QueryError query={investments} />;
  else {
    const { totalCents, accounts, allocation } = investments.data;
    body = (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p={{ base: 'sm', md: 'lg' }} component="section" aria-label="Total investment value">
            <Stack gap="md">
              <div>
                <Text c="dimmed">Total Investment Value</Text>
                <Text fw={700} fz={30}>
                  {formatRoundedDollars(totalCents)}
                </Text>
                <Text fz="sm" c="dimmed">
                  {listRangeLabel(productToday())}
                </Text>
              </div>
              <Title order={2} fz="lg">
                Asset Type
              </Title>
              <AllocationChart allocation={allocation} label="Investments by asset type" />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p={{ base: 'sm', md: 'lg' }} component="section" aria-label="Accounts">
            <Stack gap="sm">
              <Title order={2} fz="lg">
                Accounts
              </Title>
              <AccountList accounts={accounts} initialTab={defaultTab(accounts)} userId={userId} />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeading crumbs={[{ label: clientName }, { label: 'Financial Reports' }, { label: 'Investments' }]} />
      {body}
    </Stack>
  );
}
