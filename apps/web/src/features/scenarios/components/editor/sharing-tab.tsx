import type { TScenario } from '@finboard/contracts';
import { Loader, MultiSelect, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../../lib/app-error';
import { notifyError } from '../../../../lib/notify';
import { scenarioSharesQuery, useScenarioShare, useUpdateScenario } from '../../api';
import { QueryError } from '../../../../components/query-state';

export const PUBLIC_SHARING_NOTE = 'A public scenario is shared with everyone: make it private to choose advisors.';
export const NO_ADVISORS_NOTE = 'No advisors are connected to you yet. Once an advisor connects with you, you can share this scenario with them here.';

/** Public (advisor selection disabled) or shared with chosen connected advisors; each change is saved at once. */
export function SharingTab({ scenario }: { scenario: TScenario }) {
  const update = useUpdateScenario(scenario.id);
  const share = useScenarioShare(scenario.id);
  const shares = useQuery(scenarioSharesQuery(scenario.id));

  function setPublic(isPublic: boolean) {
    update.mutate({ isPublic }, { onError: (error) => notifyError(errorMessage(error)) });
  }

  function setAdvisors(next: string[]) {
    const current = new Set(scenario.advisorsToShareScenarioWith);
    const wanted = new Set(next);
    for (const advisorId of wanted)
      if (!current.has(advisorId)) share.mutate({ advisorId, share: true }, { onError: (error) => notifyError(errorMessage(error)) });
    for (const advisorId of current)
      if (!wanted.has(advisorId)) share.mutate({ advisorId, share: false }, { onError: (error) => notifyError(errorMessage(error)) });
  }

  const advisors = shares.data?.advisors ?? [];
  return (
    <Stack gap="md">
      <Switch
        label="Make this scenario public"
        description="Everyone can see a public scenario's card and inputs and save a copy; never your results."
        checked={scenario.isPublic}
        disabled={update.isPending}
        onChange={(event) => setPublic(event.currentTarget.checked)}
      />
      {shares.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading your advisors" />
      ) : shares.isError ? (
        <QueryError query={shares} />
      ) : (
        <>
          <MultiSelect
            label="Share with advisors"
            placeholder={advisors.length ? 'Choose advisors' : undefined}
            data={advisors.map((advisor) => ({ value: advisor.advisorId, label: `${advisor.firstName} ${advisor.lastName}`.trim() }))}
            value={scenario.advisorsToShareScenarioWith.filter((id) => advisors.some((advisor) => advisor.advisorId === id))}
            onChange={setAdvisors}
            disabled={scenario.isPublic || advisors.length === 0 || share.isPending}
          />
          {scenario.isPublic ? (
            <Text fz="sm" c="dimmed">
              {PUBLIC_SHARING_NOTE}
            </Text>
          ) : (
            advisors.length === 0 && (
              <Text fz="sm" c="dimmed">
                {NO_ADVISORS_NOTE}
              </Text>
            )
          )}
        </>
      )}
    </Stack>
  );
}
