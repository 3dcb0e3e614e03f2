import { REPORT_MESSAGES } from '@finboard/domain/reports';
import { Button, Group } from '@mantine/core';
import { notifySuccess } from '../../../lib/notify';
import { ReportDownloadCard } from './report-download-card';

/** A report the spec lists but the product does not make yet: pressing it says so (a success toast, spec 02 §8). */
export function ComingSoonCard({ title }: { title: string }) {
  return (
    <ReportDownloadCard title={title} description="Coming soon.">
      <Group>
        <Button variant="default" onClick={() => notifySuccess(REPORT_MESSAGES.comingSoon, title)} aria-label={`Download ${title}`}>
          Download
        </Button>
      </Group>
    </ReportDownloadCard>
  );
}
