import { Button, Card, Stack, Title } from '@mantine/core';
import { memo } from 'react';
import type { PlanInputs } from '../api';
import { quickActions } from '../lib/plan-view';
import { ScoreGauge } from './score-gauge';

export interface ScoreCardProps {
  score: number;
  /** The saved inputs the quick changes start from (each is a what-if beside the saved plan); null hides them (an advisor's view). */
  inputs: PlanInputs | null;
  /** A quick change is a what-if, saved only from the what-if bar. */
  onTry: (inputs: PlanInputs) => void;
}

/** 'My Retirement Score' with the quick changes; memoised so it redraws only when the score changes. */
export const ScoreCard = memo(function ScoreCard({ score, inputs, onTry }: ScoreCardProps) {
  return (
    // 300 px beside the chart; the whole row once the chart wraps below it (small screens).
    <Card withBorder padding="md" style={{ flex: '1 1 300px' }}>
      <Title order={2} fz="lg" ta="center">
        My Retirement Score
      </Title>
      <ScoreGauge score={score} />
      {inputs && (
        <Stack gap="xs">
          {quickActions(inputs).map((action) => (
            <Button key={action.label} variant="light" size="xs" onClick={() => onTry(action.inputs)}>
              {action.label}
            </Button>
          ))}
        </Stack>
      )}
    </Card>
  );
});
