import type { TMyAdvisor } from '@finboard/contracts';
import { withHttps } from '@finboard/domain/profile';
import { Anchor, Avatar, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { advisorNameOf } from '../lib/advisor-name';
import { formatConnectionDay } from '../lib/connection-dates';
import { AdvisorRating } from './advisor-rating';
import type { DisconnectTarget } from './disconnect-advisor-dialog';
import { PendingAdvisorActions } from './pending-advisor-actions';
import { RecentViews } from './recent-views';
import { ShareSwitches } from './share-switches';

export interface AdvisorRowProps {
  entry: TMyAdvisor;
  onDisconnect: (target: DisconnectTarget) => void;
  onOpenSharing: (connectionId: string) => void;
}

/** One advisor on the Board: who they are, since when, and for a connected one what they see and saw. */
export function AdvisorRow({ entry, onDisconnect, onOpenSharing }: AdvisorRowProps) {
  const { advisor, connection } = entry;
  const name = advisorNameOf(advisor);
  const isConnected = connection.status === 'connected';
  return (
    <Paper withBorder p="lg" component="article" aria-label={name}>
      <Group justify="space-between" align="flex-start" gap="lg">
        <Group gap="md" align="flex-start" wrap="nowrap">
          <Avatar src={advisor.photoUrl} name={name} color="initials" alt={name} size={64} radius="xl" />
          <Stack gap={4}>
            <Title order={2} fz="lg">
              <Anchor component={Link} to={paths.advisorProfile(advisor.id)} inherit>
                {name}
              </Anchor>
            </Title>
            {advisor.addressLine && (
              <Text fz="sm" c="dimmed">
                {advisor.addressLine}
              </Text>
            )}
            <AdvisorRating entry={entry} advisorName={name} />
          </Stack>
        </Group>
        <Stack gap={6} align="flex-end">
          <Text fz="sm">
            {isConnected
              ? `Connected Since ${formatConnectionDay(connection.acceptedAt ?? connection.requestedAt)}`
              : connection.requestedBy === 'advisor'
                ? `Invited you ${formatConnectionDay(connection.requestedAt)}`
                : `Requested ${formatConnectionDay(connection.requestedAt)}`}
          </Text>
          {advisor.calendarLink && (
            <Anchor href={withHttps(advisor.calendarLink)} target="_blank" rel="noopener noreferrer" fz="sm">
              Calendar
            </Anchor>
          )}
          <Group gap="xs">
            {isConnected ? (
              <Button color="red" variant="light" onClick={() => onDisconnect({ connectionId: connection.id, advisorName: name })}>
                Disconnect
              </Button>
            ) : (
              <PendingAdvisorActions connection={connection} onOpenSharing={onOpenSharing} />
            )}
          </Group>
        </Stack>
      </Group>
      {isConnected && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt="lg">
          <ShareSwitches connectionId={connection.id} share={connection.share} />
          <RecentViews views={entry.recentViews} />
        </SimpleGrid>
      )}
    </Paper>
  );
}
