import { Anchor, Button, Group, Modal, Popover, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/app-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useChangeConnection } from '../api';

export interface DisconnectTarget {
  connectionId: string;
  advisorName: string;
}

// What the spec's 'More Info' link explains: what disconnecting changes for the advisor and for the client.
const MORE_INFO =
  'Disconnecting ends this advisor’s access: they can no longer open your accounts, cash flow or plans, and scenarios you shared with them are no longer shared. You can connect again later from Advisor Search.';

/**
 * Disconnecting an advisor in two steps. The Board's dialog (spec 02 'Financial Account Disconnect
 * Confirm') explains what happens; the spec's 'Confirm Advisor Disconnect?' then names the advisor,
 * because ending an advisor's access and shares is not undone by a click. While the request runs the
 * dialog waits (spec 02 §4: loading until done; a failure only clears it). Mount it with a key per
 * target so each disconnect starts at the first step.
 */
export function DisconnectAdvisorDialog({ target, onClose }: { target: DisconnectTarget | null; onClose: () => void }) {
  const [step, setStep] = useState<'explain' | 'confirm'>('explain');
  const change = useChangeConnection();

  const disconnect = () => {
    if (!target) return;
    change.mutate(
      { connectionId: target.connectionId, action: 'disconnect' },
      {
        onSuccess: () => {
          notifySuccess(`${target.advisorName} is disconnected.`, 'Disconnected');
          onClose();
        },
        onError: (error) => notifyError(errorMessage(error), 'Not disconnected'),
      },
    );
  };

  const isExplaining = step === 'explain';
  return (
    <Modal
      opened={target !== null}
      onClose={change.isPending ? () => undefined : onClose}
      title={isExplaining ? 'Financial Account Disconnect Confirm' : 'Confirm Advisor Disconnect?'}
      centered
    >
      {isExplaining ? (
        <Stack gap="lg">
          <Text>Once your account is disconnected, you can no longer see this data.</Text>
          <Group justify="space-between" gap="sm">
            <Popover width={300} position="bottom-start" withArrow shadow="md">
              <Popover.Target>
                <Anchor component="button" type="button" fz="sm">
                  More Info
                </Anchor>
              </Popover.Target>
              <Popover.Dropdown>
                <Text fz="sm">{MORE_INFO}</Text>
              </Popover.Dropdown>
            </Popover>
            <Button color="red" onClick={() => setStep('confirm')}>
              Confirm Disconnect
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="lg">
          <Text>{`${target?.advisorName ?? 'This advisor'} will no longer see the data you share.`}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={change.isPending}>
              Go Back
            </Button>
            <Button color="red" onClick={disconnect} loading={change.isPending}>
              Yes, Disconnect
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
