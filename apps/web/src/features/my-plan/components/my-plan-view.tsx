import type { TMonteCarloResults, TScenario } from '@finboard/contracts';
import { RETIREMENT_AGE_RANGE } from '@finboard/domain';
import { Alert, Anchor, Button, Card, Group, Loader, Select, Slider, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/app-error';
import { useClientView } from '../../../lib/client-view';
import { notifyError } from '../../../lib/notify';
import { myPlanQuery, useSavePlanInputs, useSetActivePlan, type PlanInputs } from '../api';
import { usePlanPreview } from '../hooks/use-plan-preview';
import { correctScenarioId, emptyPlanMessage, OUTCOMES, quickActions, type Outcome } from '../lib/plan-view';
import { PlanChart } from './plan-chart';
import { PlanDisclosures } from './plan-disclosures';
import { PlanTable } from './plan-table';
import { ScoreGauge } from './score-gauge';

export interface MyPlanViewProps {
  /** The viewed client's first name (advisor view), when known. */
  clientFirstName?: string | null;
}

export function MyPlanView({ clientFirstName }: MyPlanViewProps) {
  const [params] = useSearchParams();
  const { userId, isReadOnly } = useClientView();
  const id = correctScenarioId(params.get('id'));
  const query = useQuery(myPlanQuery(id, userId));

  if (query.isPending) return <Loader aria-label="Loading your plan" />;
  if (query.isError) return <Alert color="red">{errorMessage(query.error)}</Alert>;
  const { scenarios, active } = query.data;
  if (scenarios.length === 0) return <Text>{emptyPlanMessage(userId !== undefined, clientFirstName)}</Text>;
  return <PlanScreen id={id} scenarios={scenarios} active={active} readOnly={isReadOnly} userId={userId} />;
}

interface PlanScreenProps {
  id: string | undefined;
  scenarios: { id: string; name: string }[];
  active: TScenario | null;
  readOnly: boolean;
  userId: string | undefined;
}

function PlanScreen({ id, scenarios, active, readOnly, userId }: PlanScreenProps) {
  const [outcome, setOutcome] = useState<Outcome>('All Outcomes');
  const setActive = useSetActivePlan(id);
  const save = useSavePlanInputs();
  const { preview, update } = usePlanPreview(active);
  const stored = active?.results?.calculator === 'monteCarlo' ? active.results : null;
  const results: TMonteCarloResults | null = preview ?? stored;
  const storedInputs = active?.inputs.calculator === 'monteCarlo' ? active.inputs : null;

  function saveInputs(inputs: PlanInputs) {
    if (!active) return;
    save.mutate({ scenarioId: active.id, inputs }, { onError: (error) => notifyError(errorMessage(error)) });
  }
  const previewAge = (retirementAge: number) => update({ retirementAge });
  const commitAge = (retirementAge: number) => storedInputs && saveInputs({ retirementAge, savingsRate: storedInputs.savingsRate });

  return (
    <Stack gap="lg">
      <Group align="end" gap="md" wrap="wrap">
        <Select
          label="Scenario Name"
          data={scenarios.map((scenario) => ({ value: scenario.id, label: scenario.name }))}
          value={active?.id ?? null}
          onChange={(value) => value && value !== active?.id && setActive.mutate(value, { onError: (error) => notifyError(errorMessage(error)) })}
          disabled={readOnly || setActive.isPending}
          allowDeselect={false}
          w={260}
        />
        <Select
          label="Outcome"
          data={[...OUTCOMES]}
          value={outcome}
          onChange={(value) => value && setOutcome(value as Outcome)}
          allowDeselect={false}
          w={200}
        />
      </Group>
      {!active ? (
        <Text>Choose a plan to see it.</Text>
      ) : !results ? (
        <Alert color="yellow" title="This plan has no results yet">
          <Text fz="sm">{active.computation?.issue?.message ?? 'The plan could not be computed.'}</Text>
          <Anchor component={Link} to={paths.clientOnboarding(userId)} fz="sm">
            Complete your onboarding
          </Anchor>
        </Alert>
      ) : (
        <>
          <Group align="stretch" gap="lg" wrap="wrap">
            <Card withBorder padding="md" w={300}>
              <Title order={2} fz="lg" ta="center">
                My Retirement Score
              </Title>
              <ScoreGauge score={results.retirementScore} />
              {!readOnly && storedInputs && (
                <Stack gap="xs">
                  {quickActions(storedInputs).map((action) => (
                    <Button key={action.label} variant="light" size="xs" loading={save.isPending} onClick={() => saveInputs(action.inputs)}>
                      {action.label}
                    </Button>
                  ))}
                </Stack>
              )}
            </Card>
            <Card withBorder padding="md" style={{ flex: '1 1 480px' }}>
              <PlanChart
                results={results}
                outcome={outcome}
                retirementAge={results.retirementAge}
                draggable={!readOnly}
                onPreview={previewAge}
                onCommit={commitAge}
              />
              {!readOnly && (
                <Stack gap={4} px="md" pb="md">
                  <Text fz="sm" id="retirement-age-label">
                    Retirement age: {results.retirementAge}
                  </Text>
                  <Slider
                    aria-labelledby="retirement-age-label"
                    min={RETIREMENT_AGE_RANGE.min}
                    max={RETIREMENT_AGE_RANGE.max}
                    step={1}
                    value={results.retirementAge}
                    onChange={previewAge}
                    onChangeEnd={(age) => age !== storedInputs?.retirementAge && commitAge(age)}
                  />
                </Stack>
              )}
            </Card>
          </Group>
          <PlanTable results={results} />
        </>
      )}
      {active && <PlanDisclosures computation={active.computation} />}
    </Stack>
  );
}
