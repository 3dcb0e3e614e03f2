import type { TPublicAdvisorCard } from '@finboard/contracts';
import { Button } from '@mantine/core';
import { errorMessage } from '../../../../lib/app-error';
import { notifyError } from '../../../../lib/notify';
import { useChangeViewerConnection } from '../../hooks/use-change-viewer-connection';

export interface ClientCardActionProps {
  advisor: TPublicAdvisorCard;
  onConnect: (advisor: TPublicAdvisorCard) => void;
  onDisconnect: (advisor: TPublicAdvisorCard) => void;
}

/**
 * A signed-in client's button on a directory card, by their own link to the advisor, in the spec's
 * words (01 §5, 02 §1): none → Connect (the funnel), their request waiting → 'connection request
 * sent' (disabled), the advisor's request → Accept, connected → Remove (after the spec's
 * disconnect confirmation). Declined or ended links count as none.
 */
export function ClientCardAction({ advisor, onConnect, onDisconnect }: ClientCardActionProps) {
  const link = advisor.viewerConnection;
  if (link?.status === 'connected') {
    return (
      <Button size="sm" color="red" variant="light" onClick={() => onDisconnect(advisor)} aria-haspopup="dialog">
        Remove
      </Button>
    );
  }
  if (link?.status === 'pending' && link.requestedBy === 'client') {
    return (
      <Button size="sm" disabled>
        connection request sent
      </Button>
    );
  }
  if (link?.status === 'pending') return <AcceptButton connectionId={link.id} />;
  return (
    <Button size="sm" onClick={() => onConnect(advisor)} aria-haspopup="dialog">
      Connect
    </Button>
  );
}

/** The advisor asked first (their registration link): the client accepts here. */
function AcceptButton({ connectionId }: { connectionId: string }) {
  const change = useChangeViewerConnection();
  return (
    <Button
      size="sm"
      loading={change.isPending}
      onClick={() => change.mutate({ connectionId, action: 'accept' }, { onError: (error) => notifyError(errorMessage(error), 'Not accepted') })}
    >
      Accept
    </Button>
  );
}
