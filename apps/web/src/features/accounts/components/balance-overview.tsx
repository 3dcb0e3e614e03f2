import { formatRoundedDollars } from '@finboard/domain/format';
import { Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppLoader } from '../../../components/app-loader';
import { PageHeading } from '../../../components/page-heading';
import { useClientView } from '../../../lib/client-view';
import { assetsQuery, liabilitiesQuery } from '../api';
import { ASSET_LABELS, ASSET_TABS, LIABILITY_LABELS, LIABILITY_TABS, tabView } from '../lib/balance-groups';
import { BalanceCards } from './balance-cards';
import { QueryError } from '../../../components/query-state';

const SIDES = {
  assets: { title: 'Assets', tabs: ASSET_TABS, labels: ASSET_LABELS as Record<string, string>, query: assetsQuery },
  liabilities: { title: 'Liabilities', tabs: LIABILITY_TABS, labels: LIABILITY_LABELS as Record<string, string>, query: liabilitiesQuery },
};

/** /client/user-assets and /client/user-liabilities: totals by tab, institution and category. */
export function BalanceOverview({ side }: { side: 'assets' | 'liabilities' }) {
  const config = SIDES[side];
  const { userId, clientName } = useClientView();
  const sheet = useQuery(config.query(userId));
  const [tab, setTab] = useState(config.tabs[0]?.value ?? 'all');

  let body;
  if (sheet.isPending) body = <AppLoader label={`Loading ${config.title.toLowerCase()}`} />;
  else if (sheet.isError) body = <QueryError query={sheet} />;
  else {
    body = (
      <Paper withBorder p={{ base: 'sm', md: 'lg' }}>
        <Tabs keepMounted={false} value={tab} onChange={(value) => setTab(value ?? 'all')}>
          <Tabs.List>
            {config.tabs.map((item) => (
              <Tabs.Tab key={item.value} value={item.value}>
                {item.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {config.tabs.map((item) => {
            const view = tabView(sheet.data, item);
            return (
              <Tabs.Panel key={item.value} value={item.value}>
                <Group pt="md" gap="xs" align="baseline">
                  <Text c="dimmed">Total</Text>
                  <Text fw={700} fz={26}>
                    {formatRoundedDollars(view.totalCents)}
                  </Text>
                </Group>
                <BalanceCards view={view} labels={config.labels} side={side} userId={userId} />
              </Tabs.Panel>
            );
          })}
        </Tabs>
      </Paper>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeading crumbs={[{ label: clientName }, { label: 'Financial Info' }, { label: config.title }]} />
      {body}
    </Stack>
  );
}
