import type { TMyClient } from '@finboard/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ConnectionAnswer } from '../hooks/use-my-clients-actions';
import { ClientIdentity } from './my-clients-identity';

export interface ConnectionRequestDialogProps {
  /** The request being answered; null keeps the dialog closed. */
  request: TMyClient | null;
  /** Which answer is being sent, if any: that button spins and the dialog stays. */
  running: ConnectionAnswer | null;
  onAnswer: (answer: 'accept' | 'decline') => void;
  onClose: () => void;
}

const firstNameOf = (row: TMyClient) => row.client.firstName.trim() || 'This client';

/**
 * The spec's Connection Request dialog (spec 01 §2 Dialogs): who is asking, and that a connection is
 * charged monthly while the client's plan is shared (spec 02 §1: the amount is not shown).
 */
export function ConnectionRequestDialog({ request, running, onAnswer, onClose }: ConnectionRequestDialogProps) {
  const isBusy = running !== null;
  return (
    <Modal opened={request !== null} onClose={isBusy ? () => undefined : onClose} title="Connection Request" centered>
      {request && (
        <Stack gap="lg">
          <ClientIdentity row={request} size={56} />
          <Text>{`${firstNameOf(request)} would like to connect with you. This connection is charged monthly while their plan is shared with you.`}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => onAnswer('decline')} loading={running === 'decline'} disabled={running === 'accept'}>
              Decline
            </Button>
            <Button onClick={() => onAnswer('accept')} loading={running === 'accept'} disabled={running === 'decline'}>
              Accept
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
