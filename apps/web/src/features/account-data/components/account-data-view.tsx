import { Stack } from '@mantine/core';
import { LoadingState, QueryError } from '../../../components/query-state';
import { useSession } from '../../../lib/session';
import { useAccountData } from '../api';
import { AdvisorClientsPanel } from './advisor-clients-panel';
import { DeleteAccountPanel } from './delete-account-panel';
import { DownloadDataPanel } from './download-data-panel';

/** /account-data: take all of one's data out, or delete the account. */
export function AccountDataView() {
  const { user } = useSession();
  const data = useAccountData();
  if (data.isPending) return <LoadingState />;
  if (data.isError) return <QueryError query={data} />;
  return (
    <Stack gap="lg" maw={760}>
      <DownloadDataPanel latest={data.data.latestExport} />
      {data.data.advisorTies && data.data.advisorTies.connectedClients.length > 0 && (
        <AdvisorClientsPanel ties={data.data.advisorTies} hasPassword={data.data.hasPassword} />
      )}
      {user && user.role !== 'admin' && (
        <DeleteAccountPanel email={user.email} hasPassword={data.data.hasPassword} keptAfterDeletion={data.data.keptAfterDeletion} />
      )}
    </Stack>
  );
}
