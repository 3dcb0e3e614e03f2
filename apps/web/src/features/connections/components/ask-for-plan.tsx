import type { TShareRequest } from '@finboard/contracts';
import { Button, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/app-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { shareRequestsOfClientQuery, useAskToShare } from '../api';
import { askStateText } from './ask-to-share';

/** The advisor's latest ask for a plan of the client's choice (part 'scenario', no scenario named). */
const planAskOf = (requests: readonly TShareRequest[] | undefined) => requests?.find((request) => request.part === 'scenario' && request.scenarioId === null);

/**
 * On a client's My Plan that shows the advisor no plan (Retirement Score is shared, no plan is): ask
 * the client to share a retirement plan of their choice (issue 34, item 3), or what became of the ask.
 */
export function AskForPlan({ clientId }: { clientId: string }) {
  const asks = useQuery(shareRequestsOfClientQuery(clientId));
  const ask = useAskToShare();
  const request = planAskOf(asks.data?.shareRequests);
  const state = askStateText(request);
  const onAsk = () =>
    ask.mutate(
      { clientId, part: 'scenario' },
      { onSuccess: () => notifySuccess('Asked to share a retirement plan.', 'Asked'), onError: (error) => notifyError(errorMessage(error), 'Not asked') },
    );
  return (
    <Group gap="sm" wrap="wrap">
      {state && (
        <Text fz="sm" span>
          {state}
        </Text>
      )}
      {request?.state !== 'pending' && (
        <Button size="xs" variant="light" onClick={onAsk} loading={ask.isPending}>
          Ask to share a retirement plan
        </Button>
      )}
    </Group>
  );
}
