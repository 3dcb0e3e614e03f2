import { Anchor, Avatar, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { myAdvisorsQuery, shareRequestsToMeQuery } from '../api';
import { advisorNameOf } from '../lib/advisor-name';
import { askedSwitches, ShareAsks } from './share-asks';
import { ShareSwitches } from './share-switches';
import { LoadingState, QueryError } from '../../../components/query-state';

/**
 * The profile's advisor sharing (spec 01 §2: tab=1 opens it): each connected advisor with their share
 * switches and pending asks to share; `?ask={request id}` (a notification's View Details) highlights
 * the switch asked for.
 */
export function AdvisorSharingPanel() {
  return (
    <Paper withBorder p={{ base: 'md', md: 'xl' }} component="section" aria-labelledby="advisor-sharing-title">
      <Stack gap="md">
        <Title order={2} fz="lg" id="advisor-sharing-title">
          Advisor Sharing
        </Title>
        <ConnectedAdvisors />
        <Anchor component={Link} to={paths.clientBoardAdvisor()} fz="sm">
          Board of Advisors
        </Anchor>
      </Stack>
    </Paper>
  );
}

function ConnectedAdvisors() {
  const advisors = useQuery(myAdvisorsQuery());
  const asks = useQuery(shareRequestsToMeQuery());
  const [search] = useSearchParams();
  const askId = search.get('ask');
  if (advisors.isPending) return <LoadingState label="Loading your advisors" />;
  if (advisors.isError) return <QueryError query={advisors} />;
  const connected = advisors.data.advisors.filter((entry) => entry.connection.status === 'connected');
  if (connected.length === 0) return <Text c="dimmed">No advisor is connected to you, so nothing is shared.</Text>;
  return connected.map(({ advisor, connection }) => {
    const name = advisorNameOf(advisor);
    const pending = (asks.data?.shareRequests ?? []).filter((request) => request.advisorId === advisor.id);
    const pointed = pending.find((request) => request.id === askId);
    const highlighted = pointed && pointed.part !== 'scenario' ? pointed.part : null;
    return (
      <Stack key={connection.id} gap="xs">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={advisor.photoUrl} name={name} color="initials" alt={name} size={36} radius="xl" />
          <Text fw={600}>{name}</Text>
        </Group>
        <ShareSwitches
          connectionId={connection.id}
          share={connection.share}
          legend={`What ${name} can see`}
          asked={askedSwitches(name, pending)}
          highlighted={highlighted}
        />
        <ShareAsks advisorName={name} requests={pending} />
      </Stack>
    );
  });
}
