import type { TPublicAdvisorCard } from '@finboard/contracts';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/app-error';
import { notifyError } from '../../../lib/notify';
import { useChangeViewerConnection } from '../hooks/use-change-viewer-connection';

export interface ConnectActionProps {
  advisor: TPublicAdvisorCard;
  /** The viewer's role, or null for a visitor. */
  role: string | null;
  onConnect: (advisor: TPublicAdvisorCard) => void;
  size?: 'sm' | 'md';
  /** False where Connect navigates instead (a visitor's on a public profile). */
  opensDialog?: boolean;
}

/**
 * A directory card's or public profile's button: a visitor or a client may Connect; a client sees their own link instead
 * ('connection request sent' while their request waits, the spec's words, Accept for the advisor's, Connected once linked); an
 * advisor or admin gets none.
 */
export function ConnectAction({ advisor, role, onConnect, size = 'sm', opensDialog = true }: ConnectActionProps) {
  if (role !== null && role !== 'client') return null;
  const link = role === 'client' ? advisor.viewerConnection : null;
  if (link?.status === 'connected') {
    return (
      <Button component={Link} to={paths.clientBoardAdvisor()} variant="light" color="teal" size={size}>
        Connected
      </Button>
    );
  }
  if (link?.status === 'pending' && link.requestedBy === 'client') {
    return (
      <Button disabled size={size}>
        connection request sent
      </Button>
    );
  }
  if (link?.status === 'pending') return <AcceptButton connectionId={link.id} size={size} />;
  return (
    <Button size={size} onClick={() => onConnect(advisor)} aria-haspopup={opensDialog ? 'dialog' : undefined}>
      Connect
    </Button>
  );
}

/** The advisor asked first: the client accepts here. */
function AcceptButton({ connectionId, size }: { connectionId: string; size: 'sm' | 'md' }) {
  const change = useChangeViewerConnection();
  return (
    <Button
      size={size}
      loading={change.isPending}
      onClick={() => change.mutate({ connectionId, action: 'accept' }, { onError: (error) => notifyError(errorMessage(error), 'Not accepted') })}
    >
      Accept
    </Button>
  );
}
