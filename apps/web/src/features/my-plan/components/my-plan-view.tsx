import type { TMonteCarloResults, TScenario } from '@finboard/contracts';
import { RETIREMENT_AGE_RANGE } from '@finboard/domain';
import { Alert, Anchor, Card, Group, Slider, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/app-error';
import { useClientView } from '../../../lib/client-view';
import { notifyError } from '../../../lib/notify';
import { myPlanQuery, useSavePlanInputs, useSetActivePlan, type PlanInputs } from '../api';
import { useLeaveWarning } from '../hooks/use-leave-warning';
import { usePlanPreview } from '../hooks/use-plan-preview';
import { correctScenarioId, depletionAgeLine, emptyPlanMessage, type Outcome } from '../lib/plan-view';
import { isWhatIfChange } from '../lib/what-if';
import { PlanChart } from './plan-chart';
import { PlanDisclosures } from './plan-disclosures';
import { PlanPicker } from './plan-picker';
import { PlanSources } from './plan-sources';
import { PlanTable } from './plan-table';
import { ScoreCard } from './score-card';
import { WhatIfBar } from './what-if-bar';
import { LoadingState, QueryError } from '../../../components/query-state';

/** How long a drag's previews must pause before the table shows them. */
const PREVIEW_REST_MS = 150;

export interface MyPlanViewProps {
  /** The viewed client's first name (advisor view), when known. */
  clientFirstName?: string | null;
  /** Advisor view with no plan shared: what the page composes beside the message (asking for a plan). */
  noPlanAction?: (clientId: string) => ReactNode;
}

export function MyPlanView({ clientFirstName, noPlanAction }: MyPlanViewProps) {
  const [params] = useSearchParams();
  const { userId, isReadOnly } = useClientView();
  const id = correctScenarioId(params.get('id'));
  const query = useQuery(myPlanQuery(id, userId));

  if (query.isPending) return <LoadingState label="Loading your plan" />;
  if (query.isError) return <QueryError query={query} />;
  const { scenarios, active } = query.data;
  if (scenarios.length === 0)
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{emptyPlanMessage(userId !== undefined, clientFirstName)}</Text>
        {userId !== undefined && noPlanAction?.(userId)}
      </Stack>
    );
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
  const { mutate: choosePlan, isPending: isChoosing } = useSetActivePlan(id);
  const { mutate: savePlan, isPending: isSaving } = useSavePlanInputs();
  const { preview, update, reset } = usePlanPreview(active);
  const stored = active?.results?.calculator === 'monteCarlo' ? active.results : null;
  const results: TMonteCarloResults | null = preview ?? stored;
  // The chart, the age and the score follow every preview of a drag at once (the score card redraws
  // only when the whole-number score changes). The 120-cell table follows once the hand rests, in a
  // background render that React sets aside if the drag goes on.
  const [restingPreview] = useDebouncedValue(preview, PREVIEW_REST_MS);
  const deferred = useDeferredValue(preview === null ? stored : (restingPreview ?? stored));
  const storedInputs = active?.inputs.calculator === 'monteCarlo' ? active.inputs : null;
  const activeId = active?.id ?? null;

  // A drag or a quick button is a what-if: the saved scenario changes only when it is saved.
  const [whatIf, setWhatIf] = useState<PlanInputs | null>(null);
  const planned = whatIf ?? storedInputs;
  const hasWhatIf = isWhatIfChange(whatIf, storedInputs);
  const savedAge = storedInputs?.retirementAge;
  const savedRate = storedInputs?.savingsRate;
  // Another plan chosen, or this one saved: the what-if is over.
  useEffect(() => setWhatIf(null), [activeId, savedAge, savedRate]);
  const leaveWarning = useLeaveWarning(hasWhatIf, {
    title: 'Leave without saving?',
    message: 'Your what-if changes to this plan have not been saved.',
  });

  const chooseScenario = useCallback((scenarioId: string) => choosePlan(scenarioId, { onError: (error) => notifyError(errorMessage(error)) }), [choosePlan]);
  // Each preview names both inputs, so the engine never keeps an earlier what-if's other one.
  const tryInputs = useCallback(
    (inputs: PlanInputs) => {
      setWhatIf(inputs);
      update(inputs);
    },
    [update],
  );
  const plannedRate = planned?.savingsRate;
  const previewAge = useCallback(
    (retirementAge: number) => {
      if (plannedRate === undefined) return;
      const next = { retirementAge, savingsRate: plannedRate };
      setWhatIf(next);
      update(next);
    },
    [plannedRate, update],
  );
  const saveWhatIf = () => activeId && whatIf && savePlan({ scenarioId: activeId, inputs: whatIf }, { onError: (error) => notifyError(errorMessage(error)) });
  const resetWhatIf = () => {
    setWhatIf(null);
    reset();
  };

  return (
    <Stack gap="lg">
      <PlanPicker
        scenarios={scenarios}
        activeId={activeId}
        outcome={outcome}
        onOutcome={setOutcome}
        onChoose={chooseScenario}
        isLocked={readOnly || isChoosing}
      />
      {!active ? (
        <Text>Choose a plan to see it.</Text>
      ) : !results ? (
        <Alert color="yellow" title="This plan has no results yet">
          <Text fz="sm">{active.computation?.issue?.message ?? 'The plan could not be computed.'}</Text>
          {/* Only the client can answer their onboarding questions: an advisor gets no link to do it. */}
          {!readOnly && (
            <Anchor component={Link} to={paths.clientOnboarding(userId)} fz="sm">
              Complete your onboarding
            </Anchor>
          )}
        </Alert>
      ) : (
        <>
          {!readOnly && hasWhatIf && storedInputs && (
            <WhatIfBar whatIf={whatIf} saved={storedInputs} isSaving={isSaving} onSave={saveWhatIf} onReset={resetWhatIf} />
          )}
          <Group align="stretch" gap="lg" wrap="wrap">
            <ScoreCard score={results.retirementScore} inputs={readOnly ? null : storedInputs} onTry={tryInputs} />
            {/* It takes nearly all the room left beside the score card, which keeps its 300 px. */}
            <Card withBorder padding="md" style={{ flex: '999 1 480px' }}>
              <PlanChart
                results={results}
                outcome={outcome}
                retirementAge={planned?.retirementAge ?? results.retirementAge}
                draggable={!readOnly}
                onPreview={previewAge}
                onCommit={previewAge}
              />
              <Text fz="sm" px="md" data-testid="depletion-age">
                {depletionAgeLine(results, outcome)}
              </Text>
              {!readOnly && (
                <Stack gap={4} px="md" pb="md">
                  <Text fz="sm" id="retirement-age-label">
                    Retirement age: {planned?.retirementAge ?? results.retirementAge}
                  </Text>
                  {/* Its value is the what-if's age, not the preview's: two quick key presses move two years. */}
                  <Slider
                    aria-labelledby="retirement-age-label"
                    // The thumb is the control a screen reader lands on: it needs the name too.
                    thumbLabel="Retirement age"
                    min={RETIREMENT_AGE_RANGE.min}
                    max={RETIREMENT_AGE_RANGE.max}
                    step={1}
                    value={planned?.retirementAge ?? results.retirementAge}
                    onChange={previewAge}
                  />
                </Stack>
              )}
            </Card>
          </Group>
          <PlanTable results={deferred ?? results} />
          {active.computation?.basis?.kind === 'retirement' && planned && <PlanSources basis={active.computation.basis} savingsRate={planned.savingsRate} />}
        </>
      )}
      {active && <PlanDisclosures computation={active.computation} />}
      {leaveWarning}
    </Stack>
  );
}
