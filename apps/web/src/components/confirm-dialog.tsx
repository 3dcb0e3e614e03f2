import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** The confirmed action is running: the confirm button spins and the dialog stays. */
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes-or-no question before something that cannot be undone. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { opened, title, message, confirmLabel, cancelLabel = 'Cancel', loading = false, onConfirm, onClose } = props;
  return (
    <Modal opened={opened} onClose={loading ? () => undefined : onClose} title={title} centered>
      <Stack gap="lg">
        <Text>{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {cancelLabel}
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
