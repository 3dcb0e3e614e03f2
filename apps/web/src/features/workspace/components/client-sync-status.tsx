import { formatMediumDate } from '@finboard/domain/format';
import type { TDashboardClient } from '@finboard/contracts';
import { Badge, Group, Text } from '@mantine/core';

/** Whether a client's numbers are current: last successful sync, institutions needing login, stale data. */
export function ClientSyncStatus({ client }: { client: TDashboardClient }) {
  if (!client.sync)
    return (
      <Text size="xs" c="dimmed">
        {client.sharesNetWorth ? 'No linked accounts' : 'Net Worth not shared'}
      </Text>
    );
  const { lastSyncedAt, needsLogin, isStale } = client.sync;
  return (
    <Group gap={6} wrap="wrap">
      <Text size="xs" c="dimmed">
        {lastSyncedAt ? `Last sync ${formatMediumDate(lastSyncedAt)}` : 'No linked accounts'}
      </Text>
      {needsLogin.length > 0 && (
        <Badge size="xs" color="red" variant="light" title={needsLogin.join(', ')}>
          Needs login: {needsLogin.join(', ')}
        </Badge>
      )}
      {isStale && (
        <Badge size="xs" color="orange" variant="light">
          Stale
        </Badge>
      )}
    </Group>
  );
}
