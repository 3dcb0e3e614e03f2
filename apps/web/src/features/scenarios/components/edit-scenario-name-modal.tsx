import type { TScenarioSummary } from '@finboard/contracts';
import { checkScenarioName } from '@finboard/domain';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/app-error';
import { notifySuccess } from '../../../lib/notify';
import { useUpdateScenario } from '../api';
import { ScenarioNameField } from './scenario-name-field';

export interface EditScenarioNameModalProps {
  scenario: Pick<TScenarioSummary, 'id' | 'name'> | null;
  onClose: () => void;
}

/** Edit New Scenario: the name (at most 30 characters) and an Edit button. */
export function EditScenarioNameModal({ scenario, onClose }: EditScenarioNameModalProps) {
  return (
    <Modal opened={scenario !== null} onClose={onClose} title="Edit New Scenario" centered>
      {scenario && <EditNameForm scenario={scenario} onClose={onClose} />}
    </Modal>
  );
}

function EditNameForm({ scenario, onClose }: { scenario: Pick<TScenarioSummary, 'id' | 'name'>; onClose: () => void }) {
  const [name, setName] = useState(scenario.name);
  const update = useUpdateScenario(scenario.id);

  function submit() {
    if (checkScenarioName(name)) return;
    update.mutate(
      { name: name.trim(), updateMode: 'information' },
      {
        onSuccess: () => {
          notifySuccess('Scenario saved.');
          onClose();
        },
      },
    );
  }

  return (
    <Stack gap="md">
      <ScenarioNameField value={name} onChange={setName} autoFocus />
      {update.isError && <Alert color="red">{errorMessage(update.error)}</Alert>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={checkScenarioName(name) !== null} loading={update.isPending}>
          Edit
        </Button>
      </Group>
    </Stack>
  );
}
