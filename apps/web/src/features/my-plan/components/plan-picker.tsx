import { Group, Select } from '@mantine/core';
import { memo } from 'react';
import { OUTCOMES, type Outcome } from '../lib/plan-view';

export interface PlanPickerProps {
  scenarios: { id: string; name: string }[];
  activeId: string | null;
  outcome: Outcome;
  onOutcome: (outcome: Outcome) => void;
  /** Another plan chosen in 'Scenario Name'. */
  onChoose: (scenarioId: string) => void;
  /** The plan cannot be changed (an advisor's view, or a change in flight). */
  isLocked: boolean;
}

/** 'Scenario Name' and 'Outcome'; memoised so a drag's previews do not re-render them. */
export const PlanPicker = memo(function PlanPicker({ scenarios, activeId, outcome, onOutcome, onChoose, isLocked }: PlanPickerProps) {
  return (
    <Group align="end" gap="md" wrap="wrap">
      <Select
        label="Scenario Name"
        data={scenarios.map((scenario) => ({ value: scenario.id, label: scenario.name }))}
        value={activeId}
        onChange={(value) => value && value !== activeId && onChoose(value)}
        disabled={isLocked}
        allowDeselect={false}
        w={260}
      />
      <Select label="Outcome" data={[...OUTCOMES]} value={outcome} onChange={(value) => value && onOutcome(value)} allowDeselect={false} w={200} />
    </Group>
  );
});
