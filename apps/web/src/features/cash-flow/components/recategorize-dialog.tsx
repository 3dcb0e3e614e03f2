import type { TRecategorizeRequest } from '@finboard/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/app-error';
import { recategorizePreviewQuery } from '../api';
import type { BudgetCategoryType } from '../lib/categories';
import { recategorizeSentence } from '../lib/recategorize-preview';
import { LoadingState } from '../../../components/query-state';

export interface RecategorizeDialogProps {
  /** The move to confirm (the whole category in the range), or null when closed. */
  request: (TRecategorizeRequest & { categoryType: BudgetCategoryType }) | null;
  isMoving: boolean;
  onMove: (scope: 'category' | 'transaction') => void;
  onClose: () => void;
}

/**
 * Spec 02 changeCategoryType moves the whole category in the period: before it does, the client
 * is told what will move and may move only this transaction instead.
 */
export function RecategorizeDialog({ request, isMoving, onMove, onClose }: RecategorizeDialogProps) {
  return (
    <Modal opened={request !== null} onClose={isMoving ? () => undefined : onClose} title="Change category" centered>
      {request && <PreviewBody request={request} isMoving={isMoving} onMove={onMove} onClose={onClose} />}
    </Modal>
  );
}

function PreviewBody({ request, isMoving, onMove, onClose }: RecategorizeDialogProps & { request: NonNullable<RecategorizeDialogProps['request']> }) {
  const preview = useQuery(recategorizePreviewQuery(request));
  if (preview.isPending) return <LoadingState label="Counting what will move" />;
  if (preview.isError) return <Alert color="red">{errorMessage(preview.error)}</Alert>;
  const { count } = preview.data;
  return (
    <Stack gap="lg">
      <Text>{recategorizeSentence(preview.data, request.categoryType)}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={isMoving}>
          Cancel
        </Button>
        {count > 1 && (
          <Button variant="light" onClick={() => onMove('transaction')} disabled={isMoving}>
            Only this transaction
          </Button>
        )}
        <Button onClick={() => onMove('category')} loading={isMoving}>
          {count > 1 ? `Move all ${count}` : 'Move'}
        </Button>
      </Group>
    </Stack>
  );
}
