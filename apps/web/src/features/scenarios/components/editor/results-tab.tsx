import type { TScenario } from '@finboard/contracts';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { creditCardSummary, NEVER_PAID_OFF, scheduleSummary } from '../../lib/payoff-summary';
import { SCENARIO_SCREEN_LABELS, scenarioHref } from '../../lib/scenario-links';
import { SummaryLines } from './summary-lines';

export interface ResultsTabProps {
  scenario: TScenario;
  /** The Calculations tab has changes: these results are the saved ones. */
  hasUnsavedChanges: boolean;
}

/** The results the api computed and stored on the last save. */
export function ResultsTab({ scenario, hasUnsavedChanges }: ResultsTabProps) {
  return (
    <Stack gap="md">
      {hasUnsavedChanges && (
        <Alert color="yellow" variant="light">
          These are the saved results: save to compute your changes.
        </Alert>
      )}
      <StoredResults scenario={scenario} />
    </Stack>
  );
}

function StoredResults({ scenario }: { scenario: TScenario }) {
  const { results } = scenario;
  if (!results) {
    return <Text fz="sm">{scenario.computation?.issue?.message ?? 'There are no results yet: save the calculator’s inputs to compute them.'}</Text>;
  }
  const href = scenarioHref(scenario);
  const link = href && (
    <Anchor component={Link} to={href} fz="sm">
      {SCENARIO_SCREEN_LABELS[scenario.calculator]}
    </Anchor>
  );
  switch (results.calculator) {
    case 'creditCardPayoff': {
      const lines = creditCardSummary(results);
      return lines ? <SummaryLines lines={lines} label="Credit card payoff" /> : <Text fz="sm">{NEVER_PAID_OFF}</Text>;
    }
    case 'monteCarlo':
      return (
        <Stack gap="xs">
          <Group gap="xs" align="baseline">
            <Text fz="sm">Retirement Score</Text>
            <Text fz={28} fw={700}>
              {results.retirementScore}
            </Text>
            <Text fz="sm" c="dimmed">
              of 100
            </Text>
          </Group>
          <Text fz="sm" c="dimmed">
            The chance, over many simulated markets, that your savings last through age 86.
          </Text>
          {link}
        </Stack>
      );
    case 'mortgageCalculator':
    case 'loanPayoff':
      return (
        <Stack gap="sm">
          <SummaryLines lines={scheduleSummary(results)} label="Summary" />
          {link}
        </Stack>
      );
  }
}
