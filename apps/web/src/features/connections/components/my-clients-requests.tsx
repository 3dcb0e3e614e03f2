import type { TMyClient } from '@finboard/contracts';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { clientNameOf } from '../lib/client-list';
import { formatConnectionDay } from '../lib/connection-dates';
import { ClientIdentity } from './my-clients-identity';

export interface ClientRequestsProps {
  requests: TMyClient[];
  /** The connection whose answer is being sent, if any. */
  busyConnectionId: string | null;
  onAccept: (row: TMyClient) => void;
  onDecline: (row: TMyClient) => void;
}

/** Clients asking to connect, answered on top of My Clients; Accept first shows what connecting means. */
export function ClientRequests({ requests, busyConnectionId, onAccept, onDecline }: ClientRequestsProps) {
  return (
    <Paper withBorder p={{ base: 'sm', md: 'lg' }} component="section" aria-labelledby="client-requests-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="client-requests-title">
          Connection Requests
        </Title>
        {requests.map((row) => {
          const name = clientNameOf(row);
          const isBusy = busyConnectionId === row.connection.id;
          return (
            <Group key={row.connection.id} justify="space-between" gap="md" role="group" aria-label={`Request from ${name}`}>
              <ClientIdentity row={row} />
              <Group gap="sm">
                <Text fz="sm" c="dimmed">
                  Requested {formatConnectionDay(row.connection.requestedAt)}
                </Text>
                <Button variant="default" onClick={() => onDecline(row)} disabled={isBusy} aria-label={`Decline ${name}`}>
                  Decline
                </Button>
                <Button onClick={() => onAccept(row)} disabled={isBusy} aria-label={`Accept ${name}`}>
                  Accept
                </Button>
              </Group>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
