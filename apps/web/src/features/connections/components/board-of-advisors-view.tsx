import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { AppLoader } from '../../../components/app-loader';
import { paths } from '../../../config/paths';
import { myAdvisorsQuery } from '../api';
import { AdvisorRow } from './advisor-row';
import { DisconnectAdvisorDialog, type DisconnectTarget } from './disconnect-advisor-dialog';
import { ShareSwitchesDialog } from './share-switches-dialog';
import { QueryError } from '../../../components/query-state';

/**
 * Board of Advisors (spec 02 §2): a row per pending or connected advisor. The page around it gives
 * the heading, so /client/board-advisor and the client's 'My Advisors' can share it.
 */
export function BoardOfAdvisorsView() {
  const advisors = useQuery(myAdvisorsQuery());
  const [disconnecting, setDisconnecting] = useState<DisconnectTarget | null>(null);
  const [sharingId, setSharingId] = useState<string | null>(null);

  if (advisors.isPending) return <AppLoader label="Loading your advisors" />;
  if (advisors.isError) return <QueryError query={advisors} />;
  if (advisors.data.advisors.length === 0) return <NoAdvisors />;

  return (
    <Stack gap="md">
      {advisors.data.advisors.map((entry) => (
        <AdvisorRow key={entry.connection.id} entry={entry} onDisconnect={setDisconnecting} onOpenSharing={setSharingId} />
      ))}
      <DisconnectAdvisorDialog key={disconnecting?.connectionId ?? 'none'} target={disconnecting} onClose={() => setDisconnecting(null)} />
      <ShareSwitchesDialog connectionId={sharingId} onClose={() => setSharingId(null)} title="Sharing" />
    </Stack>
  );
}

function NoAdvisors() {
  return (
    <Paper withBorder p="xl">
      <Stack gap="xs" align="center" ta="center">
        <Text fw={600}>You have no advisors yet.</Text>
        <Text c="dimmed">
          Find an advisor in{' '}
          <Anchor component={Link} to={paths.clientAdvisorSearch()}>
            Advisor Search
          </Anchor>{' '}
          and send a connection request: they appear here.
        </Text>
      </Stack>
    </Paper>
  );
}
