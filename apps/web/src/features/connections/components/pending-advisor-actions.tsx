import type { TMyAdvisor } from '@finboard/contracts';
import { Button } from '@mantine/core';
import { errorMessage } from '../../../lib/app-error';
import { notifyError } from '../../../lib/notify';
import { useChangeConnection } from '../api';

interface PendingAdvisorActionsProps {
  connection: TMyAdvisor['connection'];
  onOpenSharing: (connectionId: string) => void;
}

/**
 * A pending row's buttons on the Board. The client's own request waits for the advisor (the spec's
 * disabled Pending) and can be withdrawn; an advisor's request (their registration link) is the
 * client's to answer here too, not only on the link page shown once after onboarding.
 */
export function PendingAdvisorActions({ connection, onOpenSharing }: PendingAdvisorActionsProps) {
  const change = useChangeConnection();
  const running = change.isPending ? change.variables?.action : undefined;
  const run = (action: 'accept' | 'decline' | 'disconnect') =>
    change.mutate({ connectionId: connection.id, action }, { onError: (error) => notifyError(errorMessage(error)) });

  const sharing = (
    <Button variant="default" onClick={() => onOpenSharing(connection.id)} disabled={running !== undefined}>
      Sharing
    </Button>
  );
  if (connection.requestedBy === 'advisor') {
    return (
      <>
        {sharing}
        <Button variant="default" onClick={() => run('decline')} loading={running === 'decline'} disabled={running === 'accept'}>
          Decline
        </Button>
        <Button onClick={() => run('accept')} loading={running === 'accept'} disabled={running === 'decline'}>
          Accept
        </Button>
      </>
    );
  }
  return (
    <>
      {sharing}
      <Button variant="subtle" color="red" onClick={() => run('disconnect')} loading={running === 'disconnect'}>
        Withdraw
      </Button>
      <Button disabled>Pending</Button>
    </>
  );
}
