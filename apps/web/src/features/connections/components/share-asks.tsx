import type { TShareRequest } from '@finboard/contracts';
import { isShareSwitchPart, SHARE_PART_LABELS, type ShareSwitch } from '@finboard/domain/connections';
import { formatDashDate } from '@finboard/domain/format';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths, withQuery } from '../../../config/paths';
import { errorMessage } from '../../../lib/app-error';
import { notifyError } from '../../../lib/notify';
import { useDeclineShareRequest } from '../api';

/** The line under a switch an advisor asked for. */
export const askedLine = (advisorName: string, request: TShareRequest) => `Asked by ${advisorName} on ${formatDashDate(request.askedAt)}`;

/** The switches an advisor's pending asks are for, each with its line. */
export function askedSwitches(advisorName: string, requests: readonly TShareRequest[]): Partial<Record<ShareSwitch, string>> {
  const asked: Partial<Record<ShareSwitch, string>> = {};
  for (const request of requests) if (isShareSwitchPart(request.part)) asked[request.part] = askedLine(advisorName, request);
  return asked;
}

/**
 * An advisor's pending asks of the client, each with Decline (turning the switch on is the other
 * answer: it grants the ask). A scenario asked for is shared from its own Sharing tab.
 */
export function ShareAsks({ advisorName, requests }: { advisorName: string; requests: readonly TShareRequest[] }) {
  const decline = useDeclineShareRequest();
  if (requests.length === 0) return null;
  return (
    <Stack gap={4}>
      {requests.map((request) => {
        const label = SHARE_PART_LABELS[request.part];
        return (
          <Group key={request.id} gap="sm" wrap="wrap">
            <Text fz="sm">{`${advisorName} asked you to share ${label}.`}</Text>
            {request.scenarioId && (
              // Shared from the scenario's own Sharing tab, which sharing it there grants.
              <Anchor component={Link} to={withQuery(paths.clientScenarios(), { share: request.scenarioId })} fz="sm">
                Open the scenario
              </Anchor>
            )}
            {request.part === 'scenario' && !request.scenarioId && (
              // A plan of the client's choice: sharing any retirement plan with this advisor grants it.
              <Anchor component={Link} to={paths.clientScenarios()} fz="sm">
                Choose a plan to share
              </Anchor>
            )}
            <Button
              size="compact-xs"
              variant="default"
              aria-label={`Decline to share ${label}`}
              loading={decline.isPending && decline.variables === request.id}
              onClick={() => decline.mutate(request.id, { onError: (error) => notifyError(errorMessage(error), 'Not declined') })}
            >
              Decline
            </Button>
          </Group>
        );
      })}
    </Stack>
  );
}
