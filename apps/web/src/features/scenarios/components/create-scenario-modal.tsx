import type { TScenario } from '@finboard/contracts';
import { checkScenarioName, DEFAULT_SCENARIO_TYPE, type ScenarioType } from '@finboard/domain';
import { Alert, Button, Group, Modal, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/app-error';
import { useCreateScenario } from '../api';
import { SCENARIO_TYPE_OPTIONS } from '../lib/scenario-links';
import { ScenarioNameField } from './scenario-name-field';

export interface CreateScenarioModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (scenario: TScenario) => void;
}

/** Create New Scenario: a type (Debt by default) and a name; Create stays disabled while the name is empty. */
export function CreateScenarioModal({ opened, onClose, onCreated }: CreateScenarioModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Create New Scenario" centered>
      <CreateScenarioForm onClose={onClose} onCreated={onCreated} />
    </Modal>
  );
}

function CreateScenarioForm({ onClose, onCreated }: Omit<CreateScenarioModalProps, 'opened'>) {
  const [type, setType] = useState<ScenarioType>(DEFAULT_SCENARIO_TYPE);
  const [name, setName] = useState('');
  const create = useCreateScenario();

  function submit() {
    if (checkScenarioName(name)) return;
    create.mutate({ type, name: name.trim() }, { onSuccess: ({ scenario }) => onCreated(scenario) });
  }

  return (
    <Stack gap="md">
      <Select
        label="Type"
        data={SCENARIO_TYPE_OPTIONS.map((option) => ({ ...option }))}
        value={type}
        onChange={(value) => value && setType(value)}
        allowDeselect={false}
      />
      <ScenarioNameField value={name} onChange={setName} autoFocus />
      {create.isError && <Alert color="red">{errorMessage(create.error)}</Alert>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={name.trim() === ''} loading={create.isPending}>
          Create
        </Button>
      </Group>
    </Stack>
  );
}
