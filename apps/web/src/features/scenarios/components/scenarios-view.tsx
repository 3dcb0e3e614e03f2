import type { TScenarioSummary } from '@finboard/contracts';
import { checkScenarioName, SCENARIO_NAME_MAX_LENGTH, type ScenarioType } from '@finboard/domain';
import { Alert, Anchor, Button, Card, Group, Loader, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/app-error';
import { useClientView } from '../../../lib/client-view';
import { scenarioListQuery, useCreateScenario } from '../api';
import { SCENARIO_TYPE_OPTIONS, scenarioHref } from '../lib/scenario-links';

/** The client's saved scenarios, each opening its calculator's screen, and Create New Scenario. */
export function ScenariosView() {
  const { userId, isReadOnly } = useClientView();
  const query = useQuery(scenarioListQuery(userId));
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="md">
      {!isReadOnly && (
        <Group justify="flex-end">
          <Button onClick={() => setCreating(true)}>Add Scenario</Button>
        </Group>
      )}
      {query.isPending ? (
        <Loader aria-label="Loading scenarios" />
      ) : query.isError ? (
        <Alert color="red">{errorMessage(query.error)}</Alert>
      ) : query.data.scenarios.length === 0 ? (
        <Text>You have no scenarios.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {query.data.scenarios.map((scenario) => (
            <ScenarioCard key={scenario.id} scenario={scenario} userId={userId} />
          ))}
        </SimpleGrid>
      )}
      <CreateScenarioModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}

function ScenarioCard({ scenario, userId }: { scenario: TScenarioSummary; userId: string | undefined }) {
  const href = scenarioHref(scenario, userId);
  return (
    <Card withBorder padding="md">
      <Text fw={600}>{href ? <Anchor component={Link} to={href} inherit>{scenario.name}</Anchor> : scenario.name}</Text>
      {scenario.description && (
        <Text fz="sm" c="dimmed" lineClamp={3}>
          {scenario.description}
        </Text>
      )}
    </Card>
  );
}

function CreateScenarioModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [type, setType] = useState<ScenarioType>('debt');
  const [name, setName] = useState('');
  const create = useCreateScenario();
  const navigate = useNavigate();
  const issue = name.trim() ? checkScenarioName(name) : null;

  function submit() {
    if (checkScenarioName(name)) return;
    create.mutate(
      { type, name: name.trim() },
      {
        onSuccess: ({ scenario }) => {
          onClose();
          setName('');
          const href = scenarioHref(scenario);
          if (href) void navigate(href);
        },
      },
    );
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Create New Scenario">
      <Stack gap="md">
        <Select
          label="Type"
          data={SCENARIO_TYPE_OPTIONS.map((option) => ({ ...option }))}
          value={type}
          onChange={(value) => value && setType(value as ScenarioType)}
          allowDeselect={false}
        />
        <TextInput
          label="Name"
          value={name}
          maxLength={SCENARIO_NAME_MAX_LENGTH}
          onChange={(event) => setName(event.currentTarget.value)}
          error={issue?.message}
        />
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
    </Modal>
  );
}
