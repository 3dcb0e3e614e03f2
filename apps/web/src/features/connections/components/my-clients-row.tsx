import { formatRoundedDollars } from '@finboard/domain/format';
import type { TMyClient, TMyClientsPageRow } from '@finboard/contracts';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { clientNameOf, connectionDateOf } from '../lib/client-list';
import { formatConnectionDay } from '../lib/connection-dates';
import { FavoriteButton } from './my-clients-favorite-button';
import { ClientIdentity } from './my-clients-identity';

export interface ClientRowProps {
  row: TMyClientsPageRow;
  isFavoriteBusy: boolean;
  onToggleFavorite: (row: TMyClient) => void;
  onDisconnect: (row: TMyClient) => void;
}

/** A connected client: who, from where, since when, their net worth if shared, and what the advisor can do. */
export function ClientRow({ row, isFavoriteBusy, onToggleFavorite, onDisconnect }: ClientRowProps) {
  const name = clientNameOf(row);
  const { user } = useSession();
  // A sub-advisor reads the primary advisor's clients read-only: only the primary ends that link.
  const isPrimarysLink = user?.parentId != null && row.connection.advisorId === user.parentId;
  return (
    <Table.Tr>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <ClientIdentity row={row} />
          {row.needsAttention && (
            <Badge size="xs" color="orange" variant="light" title="A bank needs a new login, or has not synced for 3 days">
              Needs attention
            </Badge>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>{row.connection.source}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatConnectionDay(connectionDateOf(row))}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {row.netWorthCents === null ? (
          <Text span c="dimmed" aria-label="Not shared" title="Not shared">
            —
          </Text>
        ) : (
          formatRoundedDollars(row.netWorthCents)
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          <FavoriteButton name={name} isFavorite={row.isFavorite} isBusy={isFavoriteBusy} onToggle={() => onToggleFavorite(row)} />
          <Button size="xs" variant="light" component={Link} to={paths.advisorClients({ userId: row.client.id })} aria-label={`View ${name}`}>
            View
          </Button>
          {!isPrimarysLink && (
            <Button size="xs" variant="subtle" color="red" onClick={() => onDisconnect(row)} aria-label={`Disconnect ${name}`}>
              Disconnect
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
