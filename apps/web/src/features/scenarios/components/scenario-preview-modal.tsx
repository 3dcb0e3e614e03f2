import { formatLongDate } from '@finboard/domain/format';
import type { TScenario } from '@finboard/contracts';
import { Accordion, Anchor, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/app-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { scenarioQuery, useCopyScenario } from '../api';
import { SCENARIO_SCREEN_LABELS, SCENARIO_TYPE_LABELS, scenarioHref } from '../lib/scenario-links';
import { canEdit, canSaveCopy } from '../lib/scenario-list';
import { ScenarioImages } from './scenario-images';
import { LoadingState, QueryError } from '../../../components/query-state';

export interface ScenarioPreviewModalProps {
  scenarioId: string | null;
  /** The advisor's view of a client (?userId=): nothing to change. */
  isReadOnly: boolean;
  userId: string | undefined;
  onClose: () => void;
  onEdit: (id: string) => void;
  onCreateBlank: () => void;
  /** 'Save Scenario' made a copy: the caller shows it. */
  onCopied: (copy: TScenario) => void;
}

/** The scenario preview (spec 01 §2): images, name, description, date, type, the actions and the two accordions. */
export function ScenarioPreviewModal(props: ScenarioPreviewModalProps) {
  const { scenarioId, onClose } = props;
  return (
    <Modal opened={scenarioId !== null} onClose={onClose} title="Scenario" size="lg" centered>
      {scenarioId && <PreviewContent {...props} scenarioId={scenarioId} />}
    </Modal>
  );
}

function PreviewContent({ scenarioId, isReadOnly, userId, onEdit, onCreateBlank, onCopied }: ScenarioPreviewModalProps & { scenarioId: string }) {
  const query = useQuery(scenarioQuery(scenarioId));
  const copy = useCopyScenario();
  if (query.isPending) return <LoadingState label="Loading the scenario" />;
  if (query.isError) return <QueryError query={query} />;
  const { scenario } = query.data;
  const href = scenario.results ? scenarioHref(scenario, userId) : null;

  function saveCopy() {
    copy.mutate(scenario.id, {
      onSuccess: ({ scenario: saved }) => {
        notifySuccess(`${saved.name} was saved to your scenarios.`);
        onCopied(saved);
      },
      onError: (error) => notifyError(errorMessage(error)),
    });
  }

  return (
    <Stack gap="md">
      <ScenarioImages scenario={scenario} height={200} />
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start">
          <Text fw={700} fz="lg">
            {scenario.name}
          </Text>
          <Badge variant="light">{SCENARIO_TYPE_LABELS[scenario.type]}</Badge>
        </Group>
        <Text fz="sm" c="dimmed">
          Last updated {formatLongDate(new Date(scenario.updatedAt))}
        </Text>
        {scenario.description && <Text fz="sm">{scenario.description}</Text>}
        {href && (
          <Anchor component={Link} to={href} fz="sm">
            {SCENARIO_SCREEN_LABELS[scenario.calculator]}
          </Anchor>
        )}
      </Stack>
      <Group gap="sm">
        {canEdit(scenario, isReadOnly) && <Button onClick={() => onEdit(scenario.id)}>Edit Scenario</Button>}
        {canSaveCopy(scenario, isReadOnly) && (
          <Button onClick={saveCopy} loading={copy.isPending}>
            Save Scenario
          </Button>
        )}
        {!isReadOnly && (
          <Button variant="default" onClick={onCreateBlank}>
            Create a Blank Scenario
          </Button>
        )}
      </Group>
      <Accordion variant="separated" multiple>
        <Accordion.Item value="how">
          <Accordion.Control>How the scenario works</Accordion.Control>
          <Accordion.Panel>
            <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
              {scenario.detailHow || 'Nothing has been written about this yet.'}
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="discover">
          <Accordion.Control>Use this scenario to discover</Accordion.Control>
          <Accordion.Panel>
            <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
              {scenario.detailDiscover || 'Nothing has been written about this yet.'}
            </Text>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
