import type { TScenario } from '@finboard/contracts';
import { ActionIcon, Group, Select, Stack, Textarea } from '@mantine/core';
import { changeType, type EditorDraft } from '../../lib/editor-draft';
import { SCENARIO_TYPE_OPTIONS } from '../../lib/scenario-links';
import { PencilIcon } from '../scenario-icons';
import { ScenarioNameField } from '../scenario-name-field';
import { ThumbnailsField } from './thumbnails-field';

export interface InformationTabProps {
  scenario: TScenario;
  draft: EditorDraft;
  onChange: (draft: EditorDraft) => void;
  /** The type is locked until its edit icon is pressed (spec 01 §2 Scenario editor). */
  isTypeUnlocked: boolean;
  onUnlockType: () => void;
}

export function InformationTab({ scenario, draft, onChange, isTypeUnlocked, onUnlockType }: InformationTabProps) {
  const set = (patch: Partial<EditorDraft>) => onChange({ ...draft, ...patch });
  return (
    <Stack gap="md">
      <ScenarioNameField value={draft.name} onChange={(name) => set({ name })} />
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Select
          label="Type"
          data={SCENARIO_TYPE_OPTIONS.map((option) => ({ ...option }))}
          value={draft.type}
          onChange={(value) => value && onChange(changeType(draft, value))}
          allowDeselect={false}
          disabled={!isTypeUnlocked}
          description={isTypeUnlocked ? 'A type with another calculator starts that calculator afresh when saved.' : undefined}
          style={{ flex: 1 }}
        />
        {!isTypeUnlocked && (
          <ActionIcon variant="light" size="lg" aria-label="Edit type" onClick={onUnlockType}>
            <PencilIcon size={16} />
          </ActionIcon>
        )}
      </Group>
      <Textarea
        label="Description"
        value={draft.description}
        onChange={(event) => set({ description: event.currentTarget.value })}
        autosize
        minRows={2}
        maxLength={2000}
      />
      <Textarea
        label="How the scenario works"
        value={draft.detailHow}
        onChange={(event) => set({ detailHow: event.currentTarget.value })}
        autosize
        minRows={2}
        maxLength={4000}
      />
      <Textarea
        label="Use this scenario to discover"
        value={draft.detailDiscover}
        onChange={(event) => set({ detailDiscover: event.currentTarget.value })}
        autosize
        minRows={2}
        maxLength={4000}
      />
      <ThumbnailsField scenario={scenario} />
    </Stack>
  );
}
