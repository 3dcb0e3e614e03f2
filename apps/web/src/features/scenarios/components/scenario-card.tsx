import type { TScenarioSummary } from '@finboard/contracts';
import { ActionIcon, Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { TrashIcon } from '../../../components/action-icons';
import { SCENARIO_TYPE_LABELS } from '../lib/scenario-links';
import { canEdit, canRemove } from '../lib/scenario-list';
import { PencilIcon, StarIcon } from './scenario-icons';
import { ScenarioImages } from './scenario-images';

export interface ScenarioCardProps {
  scenario: TScenarioSummary;
  isReadOnly: boolean;
  onOpen: () => void;
  onRename: () => void;
  onRemove: () => void;
}

/** A card: its images, name, description, type badge and retirement score; the name opens the preview. */
export function ScenarioCard({ scenario, isReadOnly, onOpen, onRename, onRemove }: ScenarioCardProps) {
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={scenario.name} h="100%">
      <Card.Section>
        <ScenarioImages scenario={scenario} height={140} />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Group gap={6}>
            <Badge variant="light">{SCENARIO_TYPE_LABELS[scenario.type]}</Badge>
            {scenario.isPublicScenario && (
              <Badge variant="outline" color="gray">
                Template
              </Badge>
            )}
            {scenario.isPublic && !scenario.isPublicScenario && (
              <Badge variant="outline" color="teal">
                Public
              </Badge>
            )}
          </Group>
          <Group gap={2} wrap="nowrap">
            {canEdit(scenario, isReadOnly) && (
              <ActionIcon variant="subtle" color="gray" aria-label={`Rename ${scenario.name}`} onClick={onRename}>
                <PencilIcon size={16} />
              </ActionIcon>
            )}
            {canRemove(scenario, isReadOnly) && (
              <ActionIcon variant="subtle" color="red" aria-label={`Remove ${scenario.name}`} onClick={onRemove}>
                <TrashIcon size={16} />
              </ActionIcon>
            )}
          </Group>
        </Group>
        <Anchor component="button" type="button" fw={600} ta="left" onClick={onOpen} c="inherit">
          {scenario.name}
        </Anchor>
        {scenario.description && (
          <Text fz="sm" c="dimmed" lineClamp={3}>
            {scenario.description}
          </Text>
        )}
        <Group gap="md">
          {scenario.retirementScore !== null && (
            <Text fz="sm" fw={600}>
              Retirement Score: {scenario.retirementScore}
            </Text>
          )}
          {scenario.avgRating !== null && (
            <Group gap={4} c="yellow.7" aria-label={`Rated ${scenario.avgRating} of 5`}>
              <StarIcon size={14} />
              <Text fz="sm" c="dimmed">
                {scenario.avgRating.toFixed(1)} · {scenario.likes} likes
              </Text>
            </Group>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
