import type { TMyClient } from '@finboard/contracts';
import { Button, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AppLoader } from '../../../components/app-loader';
import { PageHeading } from '../../../components/page-heading';
import { useSession } from '../../../lib/session';
import { CLIENTS_CSV_URL, myClientsQuery } from '../api';
import { useMyClientsActions } from '../hooks/use-my-clients-actions';
import { sortClients, splitClients } from '../lib/client-list';
import { NoClients } from './my-clients-empty';
import { DisconnectClientDialog } from './my-clients-disconnect-dialog';
import { ConnectionRequestDialog } from './my-clients-request-dialog';
import { ClientRequests } from './my-clients-requests';
import { MyClientsPagePanel } from './my-clients-page-panel';
import { QueryError } from '../../../components/query-state';

/** The server writes the file; a new tab downloads it with the session cookie (spec 02 exportClients). */
const openClientsCsv = () => window.open(CLIENTS_CSV_URL, '_blank', 'noopener');

/** /advisor/clients for an advisor: requests to answer on top, then the connected clients a page at a time. */
export function MyClientsView() {
  const query = useQuery(myClientsQuery());
  // A sub-advisor's list is their primary advisor's clients (spec 01 §2 advisor menu).
  const { user } = useSession();
  const actions = useMyClientsActions();
  const [answering, setAnswering] = useState<TMyClient | null>(null);
  const [disconnecting, setDisconnecting] = useState<TMyClient | null>(null);

  const { requests, connected } = splitClients(query.data?.clients ?? []);
  const running = actions.running;
  const runningFor = (row: TMyClient | null) => (row && running?.connectionId === row.connection.id ? running.action : null);

  let body;
  if (query.isPending) body = <AppLoader label="Loading your clients" />;
  else if (query.isError) body = <QueryError query={query} />;
  else {
    body = (
      <>
        {requests.length > 0 && (
          <ClientRequests
            requests={sortClients(requests, 'none')}
            busyConnectionId={running?.connectionId ?? null}
            onAccept={setAnswering}
            onDecline={(row) => actions.answer(row, 'decline')}
          />
        )}
        {connected.length === 0 ? (
          <NoClients />
        ) : (
          <MyClientsPagePanel favoriteBusyId={actions.favoriteBusyId} onToggleFavorite={actions.toggleFavorite} onDisconnect={setDisconnecting} />
        )}
      </>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <PageHeading crumbs={[{ label: user?.parentId ? 'Primary Advisor Clients' : 'My Clients' }]} />
        <Button variant="light" onClick={openClientsCsv} disabled={connected.length === 0}>
          Export
        </Button>
      </Group>
      {body}
      <ConnectionRequestDialog
        request={answering}
        running={runningFor(answering)}
        onAnswer={(answer) => answering && actions.answer(answering, answer, () => setAnswering(null))}
        onClose={() => setAnswering(null)}
      />
      <DisconnectClientDialog
        client={disconnecting}
        isRunning={runningFor(disconnecting) === 'disconnect'}
        onConfirm={() => disconnecting && actions.answer(disconnecting, 'disconnect', () => setDisconnecting(null))}
        onClose={() => setDisconnecting(null)}
      />
    </Stack>
  );
}
