import { Button, Grid, Group, Stack } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { productToday } from '../../../lib/product-today';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { errorMessage, isAppError } from '../../../lib/app-error';
import { useClientView } from '../../../lib/client-view';
import { useReportDownload } from '../../../lib/report-links';
import { useSession } from '../../../lib/session';
import { clientProfileQuery, currentNetWorthQuery, pastMonthCashFlowQuery } from '../api';
import { canOpenQuickReport, NO_FEATURE_ACCESS } from '../lib/quick-report-access';
import { balanceTotals } from '../lib/report-totals';
import { CashFlowFigures } from './cash-flow-figures';
import { ClientDetailsList } from './client-details-list';
import { NetWorthFigures } from './net-worth-figures';
import { ReportCard } from './report-card';
import { LoadingState, QueryError } from '../../../components/query-state';

/** A card's body by its read's state: a loader, the error, or the content. */
function CardBody<T>({ query, label, children }: { query: UseQueryResult<T>; label: string; children: (data: T) => ReactNode }) {
  if (query.isPending) return <LoadingState label={`Loading ${label}`} />;
  if (query.isError) return <QueryError query={query} />;
  return <>{children(query.data)}</>;
}

/**
 * Download Report: 'Your report is being generated', then the PDF (made on the server from the same
 * reads as this page) opens in a new tab after 1 second (spec 02 Quick Report).
 */
function DownloadReportButton({ userId }: { userId: string | undefined }) {
  const download = useReportDownload(userId);
  return (
    <Button onClick={() => download.mutate({ kind: 'quickReport' })} loading={download.isPending}>
      Download Report
    </Button>
  );
}

/** /client/quick-report: client details, net worth and the past month's cash flow on one page. */
export function QuickReportView() {
  const { user } = useSession();
  const { userId, clientName } = useClientView();
  const allowed = canOpenQuickReport(user?.role, userId);
  const [today] = useState(productToday);
  const profile = useQuery({ ...clientProfileQuery(userId), enabled: allowed });
  const netWorth = useQuery({ ...currentNetWorthQuery(userId), enabled: allowed });
  const cashFlow = useQuery({ ...pastMonthCashFlowQuery(userId), enabled: allowed });
  const refusal = [profile, netWorth, cashFlow].find((query) => isAppError(query.error) && query.error.status === 403)?.error;

  const heading = (
    <Group justify="space-between" align="center" wrap="wrap" gap="sm">
      <PageHeading crumbs={[{ label: clientName }, { label: 'Financial Reports' }, { label: 'Quick Report' }]} />
      {allowed && !refusal && <DownloadReportButton userId={userId} />}
    </Group>
  );
  if (!allowed || refusal) {
    return (
      <Stack gap="lg">
        {heading}
        <FormAlert message={refusal ? errorMessage(refusal) : NO_FEATURE_ACCESS} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      {heading}
      {/* Who on the left; their money, stacked, on the right. */}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ReportCard title="Client Details">
            <CardBody query={profile} label="client details">
              {(data) => <ClientDetailsList profile={data.profile} today={today} />}
            </CardBody>
          </ReportCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <ReportCard title="Net Worth" link={{ label: 'View net worth', href: paths.clientNetWorth(userId) }}>
              <CardBody query={netWorth} label="net worth">
                {(data) => <NetWorthFigures totals={balanceTotals(data.assets, data.liabilities)} />}
              </CardBody>
            </ReportCard>
            <ReportCard title="Cash Flow" link={{ label: 'View cash flow', href: paths.clientCashFlow(userId) }}>
              <CardBody query={cashFlow} label="cash flow">
                {(data) => <CashFlowFigures cashFlow={data} />}
              </CardBody>
            </ReportCard>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
