import type { TMyClient } from '@finboard/contracts';
import { Avatar, Group, Stack, Text } from '@mantine/core';
import { clientNameOf } from '../lib/client-list';

/** A client's photo (or initials), name and email: how every My Clients row and dialog names them. */
export function ClientIdentity({ row, size = 40 }: { row: TMyClient; size?: number }) {
  const name = clientNameOf(row);
  return (
    <Group gap="sm" wrap="nowrap">
      {/* The name is written beside it, so the photo itself needs no text for screen readers. */}
      <Avatar src={row.client.photoUrl} name={name} color="initials" alt="" size={size} radius="xl" />
      {/* A long name or email wraps anywhere instead of pushing a small screen sideways. */}
      <Stack gap={0} miw={0}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {row.client.email}
        </Text>
      </Stack>
    </Group>
  );
}
