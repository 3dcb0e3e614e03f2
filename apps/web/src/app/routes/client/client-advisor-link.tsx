import type { TMyAdvisor } from '@finboard/contracts';
import { postOnboardingPath } from '@finboard/domain/connections';
import { Avatar, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { PageTitle } from '../../../components/page-title';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { myAdvisorsQuery, useChangeConnection } from '../../../features/connections/api';
import { advisorNameOf } from '../../../features/connections/lib/advisor-name';
import { errorMessage } from '../../../lib/app-error';
import { useSession } from '../../../lib/session';
import { QueryError } from '../../../components/query-state';

const TITLE = `Link your ${env.productName} with Advisor`;

type Outcome = 'linked' | 'cancelled';

/**
 * /client-advisor-link (spec 01 §4 Link page), after onboarding when a request waits. For each
 * pending request: Link and Cancel. A request the advisor sent (their registration link) is accepted
 * by Link; one the client sent from the directory stays for the advisor to accept. Cancel declines
 * the advisor's request or withdraws the client's own. When none is left: after Link
 * /registration-complete, after Cancel the plan rule (/subscribe for a client with no plan or
 * advisor). With nothing pending, the same rule decides at once.
 */
export function Component() {
  const { user } = useSession();
  const advisors = useQuery({ ...myAdvisorsQuery(), staleTime: 0 });
  // Requests answered here (or kept for the advisor), and what the latest answer was: once none is
  // left the page moves on by it, whether the list or the answer arrives first.
  const [settled, setSettled] = useState<ReadonlySet<string>>(new Set());
  const [lastAnswer, setLastAnswer] = useState<Outcome | null>(null);

  const pending = (advisors.data?.advisors ?? []).filter((row) => row.connection.status === 'pending');
  const open = pending.filter((row) => !settled.has(row.connection.id));

  const onAnswering = (outcome: Outcome) => setLastAnswer(outcome);
  const onAnswered = (connectionId: string) => setSettled((current) => new Set(current).add(connectionId));

  let body;
  if (advisors.isPending) {
    body = <Loader size="sm" role="status" aria-label="Loading your advisor requests" />;
  } else if (advisors.isError) {
    body = <QueryError query={advisors} />;
  } else if (open.length === 0) {
    // Linked: done. Cancelled, or nothing was waiting (answered elsewhere, opened directly): the plan rule.
    const next = lastAnswer === 'linked' ? paths.registrationComplete() : user ? postOnboardingPath({ ...user, hasPendingRequest: false }) : paths.login();
    return <Navigate to={next} replace />;
  } else {
    body = open.map((row) => <PendingRequest key={row.connection.id} row={row} onAnswering={onAnswering} onAnswered={onAnswered} />);
  }

  return (
    <Stack gap="lg" maw={560} mx="auto">
      <PageTitle title={TITLE} />
      <Title order={1} fz="h2">
        {TITLE}
      </Title>
      {body}
    </Stack>
  );
}

interface PendingRequestProps {
  row: TMyAdvisor;
  onAnswering: (outcome: Outcome) => void;
  onAnswered: (connectionId: string) => void;
}

function PendingRequest({ row, onAnswering, onAnswered }: PendingRequestProps) {
  const change = useChangeConnection();
  const [error, setError] = useState<string | null>(null);
  const { connection, advisor } = row;
  const name = advisorNameOf(advisor);
  const isAdvisorsRequest = connection.requestedBy === 'advisor';

  const answer = (action: 'accept' | 'decline' | 'disconnect', outcome: Outcome) => {
    setError(null);
    onAnswering(outcome);
    change.mutate(
      { connectionId: connection.id, action },
      { onSuccess: () => onAnswered(connection.id), onError: (failure) => setError(errorMessage(failure)) },
    );
  };
  const keep = () => {
    onAnswering('linked');
    onAnswered(connection.id);
  };
  const link = () => (isAdvisorsRequest ? answer('accept', 'linked') : keep());
  // Cancel answers the advisor's request, or withdraws the client's own (a pending link ended by its sender).
  const cancel = () => answer(isAdvisorsRequest ? 'decline' : 'disconnect', 'cancelled');
  const running = change.isPending ? change.variables?.action : undefined;

  return (
    <Paper withBorder radius="lg" p="lg" component="article" aria-label={name}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <Avatar src={advisor.photoUrl} name={name} color="initials" alt={name} size={56} radius="xl" />
          <Stack gap={2}>
            <Text fw={600}>{name}</Text>
            {advisor.addressLine && (
              <Text fz="sm" c="dimmed">
                {advisor.addressLine}
              </Text>
            )}
          </Stack>
        </Group>
        {isAdvisorsRequest ? (
          <Text>{`${name} invited you to connect. Link to let ${name} see what you share from your ${env.productName}; a connection is charged monthly while shared.`}</Text>
        ) : (
          <Text>{`Your request to connect with ${name} is waiting for ${name} to accept it. Link keeps your request, and you'll be connected once it is accepted; Cancel withdraws it.`}</Text>
        )}
        <FormAlert message={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={cancel} loading={running === 'decline' || running === 'disconnect'} disabled={running === 'accept'}>
            Cancel
          </Button>
          <Button onClick={link} loading={running === 'accept'} disabled={running === 'decline' || running === 'disconnect'}>
            Link
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
