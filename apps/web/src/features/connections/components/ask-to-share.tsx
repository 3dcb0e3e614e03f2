import type { TShareRequest, TShareSettings } from '@finboard/contracts';
import { SHARE_PART_LABELS, SHARE_SWITCHES, type ShareSwitch } from '@finboard/domain/connections';
import { formatDashDate } from '@finboard/domain/format';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LockIcon } from '../../../components/action-icons';
import { errorMessage } from '../../../lib/app-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { shareRequestsOfClientQuery, useAskToShare } from '../api';

export interface AskToShareProps {
  clientId: string;
  share: TShareSettings;
}

/** What the advisor's latest ask of a part says: pending ('Asked on 11-03-2026'), declined, or nothing. */
export function askStateText(request: TShareRequest | undefined): string | null {
  if (!request || request.state === 'granted') return null;
  if (request.state === 'pending') return `Asked on ${formatDashDate(request.askedAt)}`;
  return `Declined on ${formatDashDate(request.answeredAt ?? request.askedAt)}`;
}

/**
 * The client's locked parts (issue 34, item 3), each with 'Ask to share' or what became of the ask.
 * The server decides (already shared, pending, declined under 30 days) and its message is shown.
 */
export function AskToShare({ clientId, share }: AskToShareProps) {
  const locked = SHARE_SWITCHES.filter((part) => !share[part]);
  const asks = useQuery({ ...shareRequestsOfClientQuery(clientId), enabled: locked.length > 0 });
  if (locked.length === 0) return null;
  const latest = (part: ShareSwitch) => asks.data?.shareRequests.find((request) => request.part === part);
  return (
    <Stack gap="xs" aria-label="Not shared">
      {locked.map((part) => (
        <LockedPart key={part} clientId={clientId} part={part} request={latest(part)} />
      ))}
    </Stack>
  );
}

function LockedPart({ clientId, part, request }: { clientId: string; part: ShareSwitch; request: TShareRequest | undefined }) {
  const ask = useAskToShare();
  const label = SHARE_PART_LABELS[part];
  const state = askStateText(request);
  const onAsk = () =>
    ask.mutate(
      { clientId, part },
      { onSuccess: () => notifySuccess(`Asked to share ${label}.`, 'Asked'), onError: (error) => notifyError(errorMessage(error), 'Not asked') },
    );
  return (
    <Group gap="sm" wrap="wrap">
      <Text c="dimmed" span>
        <LockIcon size={12} aria-hidden="true" /> {label} (Not shared)
      </Text>
      {state && (
        <Text fz="sm" span>
          {state}
        </Text>
      )}
      {request?.state !== 'pending' && (
        <Button size="xs" variant="light" onClick={onAsk} loading={ask.isPending} aria-label={`Ask to share ${label}`}>
          Ask to share
        </Button>
      )}
    </Group>
  );
}
