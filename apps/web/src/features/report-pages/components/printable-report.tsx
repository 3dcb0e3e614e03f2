import { formatSlashDate } from '@finboard/domain/format';
import type { TReportDataQuery } from '@finboard/contracts';
import { type ReportPageKind } from '@finboard/domain/reports';
import { Box, Button, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { reportDataQuery } from '../api';
import { ReportSectionView } from './report-sections';
import { LoadingState, QueryError } from '../../../components/query-state';

// The printed page: A4 with the PDF's margins (top 60, left 10, right 10, bottom 40, in points);
// the site's header and the Print button stay on screen.
const PRINT_CSS = `
@page { size: A4; margin: 60pt 10pt 40pt 10pt; }
@media print {
  header, nav, .report-page-actions { display: none !important; }
  body { background: #fff !important; }
  .report-section { break-before: page; }
  .report-section:first-of-type { break-before: auto; }
  .report-chart, tr, .report-figures { break-inside: avoid; }
  thead { display: table-header-group; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
}
`;

/**
 * A /pdf/* page: the report's data as the api prints it into the PDF, laid out to print (the
 * browser's Print). The signed-in client's own, or the client an advisor selected (?userId=).
 */
export function PrintableReport({ kind, query }: { kind: ReportPageKind; query: TReportDataQuery }) {
  const report = useQuery(reportDataQuery(kind, query));
  if (report.isPending) return <LoadingState label="Loading report" />;
  if (report.isError) return <QueryError query={report} />;
  const { data } = report;
  return (
    <Box maw={800} mx="auto" p="md">
      <style>{PRINT_CSS}</style>
      <Group justify="space-between" align="center" pb="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Group gap="sm">
          {data.branding.logoUrl && <Image src={data.branding.logoUrl} alt={`${data.branding.name} logo`} h={32} w="auto" fit="contain" />}
          <Text fw={700} c="brand.7">
            {data.branding.name}
          </Text>
        </Group>
        <Group gap="sm" className="report-page-actions">
          <Button variant="light" onClick={() => window.print()}>
            Print
          </Button>
        </Group>
      </Group>
      <Stack gap={2} my="lg">
        <Title order={1} fz={26}>
          {data.title}
        </Title>
        <Text>Prepared for {data.clientName}</Text>
        <Text c="dimmed" fz="sm">
          {[formatSlashDate(data.generatedDate), ...data.branding.lines].join(' · ')}
        </Text>
      </Stack>
      {data.sections.map((section, index) => (
        <section key={index} className="report-section">
          <ReportSectionView section={section} />
        </section>
      ))}
    </Box>
  );
}
