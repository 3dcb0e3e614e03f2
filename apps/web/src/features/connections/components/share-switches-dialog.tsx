import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { myAdvisorsQuery } from '../api';
import { advisorNameOf } from '../lib/advisor-name';
import { ShareSwitches } from './share-switches';
import { LoadingState, QueryError } from '../../../components/query-state';

export interface ShareSwitchesDialogProps {
  /** The connection whose switches to show; null keeps the dialog closed. */
  connectionId: string | null;
  onClose: () => void;
  /** The spec's dialog greets a new connection; other openers (a Board row) name it for what it does. */
  title?: string;
  /** Shown under the switches, e.g. a notification's link to the advisor's profile. */
  children?: ReactNode;
}

/**
 * The client's Congratulations dialog (spec 01 §2 Dialogs): All, Net Worth, Cash Flow, Retirement
 * Score and Close. It takes only the connection's id and reads the Board of Advisors list, so a
 * notification can open it as well as a Board row; each switch is saved as it is flipped.
 */
export function ShareSwitchesDialog({ connectionId, onClose, title = 'Congratulations', children }: ShareSwitchesDialogProps) {
  return (
    <Modal opened={connectionId !== null} onClose={onClose} title={title} centered>
      <Stack gap="lg">
        {connectionId !== null && <DialogBody connectionId={connectionId} />}
        {children}
        <Group justify="flex-end">
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function DialogBody({ connectionId }: { connectionId: string }) {
  const advisors = useQuery(myAdvisorsQuery());
  if (advisors.isPending) return <LoadingState label="Loading your advisors" />;
  if (advisors.isError) return <QueryError query={advisors} />;
  const entry = advisors.data.advisors.find((row) => row.connection.id === connectionId);
  // A request withdrawn or a link ended elsewhere drops out of the list.
  if (!entry) return <Text c="dimmed">This connection has ended.</Text>;
  return (
    <>
      <Text>
        {entry.connection.status === 'connected'
          ? `Choose what ${advisorNameOf(entry.advisor)} can see.`
          : `Choose what ${advisorNameOf(entry.advisor)} can see once your request is accepted.`}
      </Text>
      <ShareSwitches connectionId={entry.connection.id} share={entry.connection.share} />
    </>
  );
}
