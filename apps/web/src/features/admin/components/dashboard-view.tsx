import { formatDollarsAndCents, formatMediumDate, formatNumber } from '@finboard/domain/format';
import { SimpleGrid, Stack } from '@mantine/core';
import type { TAdminDashboard } from '@finboard/contracts';
import { useQuery } from '@tanstack/react-query';
import { CHART_COLORS } from '../../../components/charts/chart-colors';
import { adminDashboardQuery } from '../api';
import { AuditLogTable } from './audit-log-table';
import { DailyBars } from './daily-bars';
import { QueryState } from '../../../components/query-state';
import { inTrialStat, MrrBars, mrrChangeHint } from './mrr-bars';
import { type Stat, StatGrid } from './stat-grid';

const number = (value: number) => formatNumber(value);

export function dashboardStats(data: TAdminDashboard): Stat[] {
  return [
    { label: 'Sign-ups', value: number(data.signUps.total), hint: `${number(data.signUps.last30Days)} in the last 30 days` },
    { label: 'Active clients', value: number(data.activeClients), hint: 'signed in within 30 days' },
    { label: 'Active advisors', value: number(data.activeAdvisors), hint: 'signed in within 30 days' },
    { label: 'Connections', value: number(data.connections.connected), hint: `${number(data.connections.pending)} pending` },
    { label: 'Linked institutions', value: number(data.institutions.linked) },
    { label: 'Institutions needing login', value: number(data.institutions.needingLogin) },
    { label: 'Monthly recurring revenue', value: formatDollarsAndCents(data.mrrCents), hint: mrrChangeHint(data.mrrChange) },
    inTrialStat(data.inTrial),
    {
      label: 'Trials ending this week',
      value: number(data.trialsEndingThisWeek.count),
      hint: `${formatMediumDate(data.trialsEndingThisWeek.week.startDate)} to ${formatMediumDate(data.trialsEndingThisWeek.week.endDate)}`,
    },
  ];
}

/** /admin/dashboard: the business at a glance, 30 days of sign-ups and connections, the latest admin actions. */
export function DashboardView() {
  const query = useQuery(adminDashboardQuery());
  return (
    <QueryState query={query}>
      {(data) => (
        <Stack gap="lg">
          <StatGrid stats={dashboardStats(data)} />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <DailyBars title="Sign-ups" days={data.series.signUps} />
            <DailyBars title="New connections" days={data.series.connections} color={CHART_COLORS[1]} />
          </SimpleGrid>
          <MrrBars days={data.series.mrr} />
          <AuditLogTable />
        </Stack>
      )}
    </QueryState>
  );
}
