import type { TScenarioSummary } from '@finboard/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/app-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRemoveScenario } from '../api';
import { removeMessage } from '../lib/scenario-list';

export interface RemoveScenarioDialogProps {
  scenario: Pick<TScenarioSummary, 'id' | 'name'> | null;
  onClose: () => void;
}

/** Remove Scenario: 'Are you sure to remove {scenario}?' */
export function RemoveScenarioDialog({ scenario, onClose }: RemoveScenarioDialogProps) {
  const remove = useRemoveScenario();
  function confirm() {
    if (!scenario) return;
    remove.mutate(scenario.id, {
      onSuccess: () => {
        notifySuccess(`${scenario.name} was removed.`, 'Removed');
        onClose();
      },
      onError: (error) => notifyError(errorMessage(error), 'Not removed'),
    });
  }
  return (
    <ConfirmDialog
      opened={scenario !== null}
      title="Remove Scenario"
      message={scenario ? removeMessage(scenario.name) : ''}
      confirmLabel="Remove"
      loading={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
