import type { TMyClient } from '@finboard/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { clientNameOf } from '../lib/client-list';

/**
 * The advisor's side of the spec's 'Confirm Advisor Disconnect?' (spec 01 §2 Dialogs): the same
 * buttons, naming the client, since ending a connection is not undone here (the client must ask again).
 */
export function DisconnectClientDialog({
  client,
  isRunning,
  onConfirm,
  onClose,
}: {
  client: TMyClient | null;
  isRunning: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const name = client ? clientNameOf(client) : '';
  return (
    <ConfirmDialog
      opened={client !== null}
      title={`Disconnect ${name}?`}
      message={`You will no longer see ${name}'s shared data. ${client?.client.firstName.trim() || 'The client'} can ask to connect again.`}
      confirmLabel="Yes, Disconnect"
      cancelLabel="Go Back"
      loading={isRunning}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
