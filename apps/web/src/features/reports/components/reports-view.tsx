import { CASH_FLOW_REPORT_FILE_NAME } from '@finboard/contracts';
import { canRequestReports, COMING_SOON_REPORTS, NO_ACCESS_TO_FEATURE } from '@finboard/domain';
import { Button, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormAlert } from '../../../components/form-alert';
import { PageHeading } from '../../../components/page-heading';
import { withQuery } from '../../../config/paths';
import { useClientView } from '../../../lib/client-view';
import { useReportDownload } from '../../../lib/report-links';
import { useSession } from '../../../lib/session';
import { useAllReports } from '../hooks/use-all-reports';
import { REPORT_CARDS } from '../lib/report-cards';
import { ComingSoonCard } from './coming-soon-card';
import { DownloadButton, ReportDownloadCard } from './report-download-card';
import { RetirementReportCard } from './retirement-report-card';

/** 'Download all Reports' and how far it has got. */
function AllReports({ userId }: { userId: string | undefined }) {
  const all = useAllReports(userId);
  return (
    <Stack gap={6} miw={220}>
      <Button onClick={all.start} loading={all.isRunning}>
        Download all Reports
      </Button>
      {all.isRunning && <Progress value={Math.round(all.progress * 100)} animated aria-label="Reports generated" size="sm" />}
    </Stack>
  );
}

/**
 * /client/reports (Print Reports): each report as a PDF, the Cash Flow workbook, the reports still to
 * come, and all of them in one. An advisor sees it for a connected client (?userId=); nothing here
 * changes the client's data, and the api refuses a report whose share switch is off.
 */
export function ReportsView() {
  const { user } = useSession();
  const { userId, clientName } = useClientView();
  const download = useReportDownload(userId);
  const busyKind = download.isPending ? download.variables.kind : null;
  const heading = <PageHeading crumbs={[{ label: clientName }, { label: 'Financial Reports' }, { label: 'Print Reports' }]} />;
  if (!canRequestReports(user?.role, userId)) {
    return (
      <Stack gap="lg">
        {heading}
        <FormAlert message={NO_ACCESS_TO_FEATURE} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        {heading}
        <AllReports userId={userId} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {REPORT_CARDS.map((card) => (
          <ReportDownloadCard key={card.kind} title={card.title} description={card.description}>
            <Group gap="sm">
              <DownloadButton label={`Download ${card.title}`} isBusy={busyKind === card.kind} onClick={() => download.mutate({ kind: card.kind })} />
              {card.kind === 'cashFlow' && (
                <Button component="a" variant="light" href={withQuery('/api/cash-flow/report.xlsx', { userId })} download={CASH_FLOW_REPORT_FILE_NAME}>
                  Excel
                </Button>
              )}
            </Group>
          </ReportDownloadCard>
        ))}
        <RetirementReportCard
          userId={userId}
          isBusy={busyKind === 'retirement'}
          onDownload={(scenarioId) => download.mutate({ kind: 'retirement', options: { scenarioId } })}
        />
      </SimpleGrid>
      <Title order={2} fz="lg" mt="md">
        Coming soon
      </Title>
      <Text fz="sm" c="dimmed" mt={-12}>
        These reports are on their way.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {COMING_SOON_REPORTS.map((title) => (
          <ComingSoonCard key={title} title={title} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
