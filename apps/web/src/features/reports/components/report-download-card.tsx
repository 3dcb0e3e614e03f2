import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ReportDownloadCardProps {
  title: string;
  description: string;
  /** The card's buttons (Download, Excel) and any control (the scenario selector). */
  children: ReactNode;
}

/** One report of Print Reports: a titled region with what it holds and how to get it. */
export function ReportDownloadCard({ title, description, children }: ReportDownloadCardProps) {
  const headingId = `print-report-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={headingId} h="100%">
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={4}>
          <Title order={2} fz="lg" id={headingId}>
            {title}
          </Title>
          <Text fz="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

/** A report's Download button: busy while its link is on its way. */
export function DownloadButton({ label, isBusy, onClick }: { label: string; isBusy: boolean; onClick: () => void }) {
  return (
    <Button onClick={onClick} loading={isBusy} aria-label={label}>
      Download
    </Button>
  );
}
