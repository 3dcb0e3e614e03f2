import { Alert, Button, Group, Text } from '@mantine/core';
import type { PlanInputs } from '../api';
import { whatIfSentence } from '../lib/what-if';

export interface WhatIfBarProps {
  whatIf: PlanInputs;
  saved: PlanInputs;
  isSaving: boolean;
  onSave: () => void;
  onReset: () => void;
}

/** A drag or a quick button is a what-if: the plan changes only when it is saved here. */
export function WhatIfBar({ whatIf, saved, isSaving, onSave, onReset }: WhatIfBarProps) {
  return (
    <Alert color="blue" variant="light" title="What-if (not saved)" aria-label="What-if (not saved)">
      <Group justify="space-between" align="center" gap="sm">
        <Text fz="sm">{whatIfSentence(whatIf, saved)}</Text>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={onReset} disabled={isSaving}>
            Reset
          </Button>
          <Button size="xs" onClick={onSave} loading={isSaving}>
            Save
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
