import type { TDataExport } from '@finboard/contracts';
import { formatMediumDateTime, formatTimeZoneName } from '@finboard/domain/format';
import { PORTABILITY_MESSAGES } from '@finboard/domain/portability';
import { Alert, Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/app-error';
import { useRequestExport } from '../api';

/** 'Nov 30, 2026, 7:42 PM EST': the product zone's clock, named (the browser's own zone may differ). */
const expiry = (iso: string) => `${formatMediumDateTime(iso)} ${formatTimeZoneName(iso)}`;

/** 'Download my data': a ZIP of every record (one CSV per kind, a JSON file with everything, the uploaded documents). */
export function DownloadDataPanel({ latest }: { latest: TDataExport | null }) {
  const request = useRequestExport();
  const pending = latest?.status === 'pending';
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="download-title">
      <Stack gap="sm">
        <Title id="download-title" order={2} fz="lg">
          Download my data
        </Title>
        <Text fz="sm">
          A ZIP file with one CSV file per kind of record (accounts, balance history, transactions, holdings, scenarios, profile, connections and share
          settings, notifications, invoices), a JSON file with everything, and the documents you uploaded. The link lasts 24 hours and works only for you.
        </Text>
        {pending && <Alert color="blue">{PORTABILITY_MESSAGES.exportPending}</Alert>}
        {latest?.status === 'failed' && <Alert color="red">{PORTABILITY_MESSAGES.exportFailed}</Alert>}
        {latest?.downloadUrl && (
          <Text fz="sm">
            <Anchor href={latest.downloadUrl} download>
              Download your data (ZIP)
            </Anchor>{' '}
            — available until {expiry(latest.expiresAt)}.
          </Text>
        )}
        {request.isError && <Alert color="red">{errorMessage(request.error)}</Alert>}
        <Button w="fit-content" onClick={() => request.mutate()} loading={request.isPending} disabled={pending}>
          {latest ? 'Prepare a new download' : 'Prepare my data'}
        </Button>
      </Stack>
    </Paper>
  );
}
