import { ZMyPlanResponse, ZScenarioResponse, type TMyPlanResponse } from '@finboard/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** The scenario reads share this root so a save on one screen refreshes the others. */
export const scenarioKeys = {
  all: ['scenarios'] as const,
  myPlan: (id: string | undefined, userId: string | undefined) => ['scenarios', 'my-plan', userId ?? 'me', id ?? ''] as const,
};

export const myPlanQuery = (id: string | undefined, userId: string | undefined) =>
  queryOptions({
    queryKey: scenarioKeys.myPlan(id, userId),
    queryFn: () => api.get('/api/my-plan', ZMyPlanResponse, { id, userId }),
  });

/** Scenario Name dropdown: the chosen plan becomes the active one. */
export function useSetActivePlan(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scenarioId: string) => api.put('/api/my-plan/active', { scenarioId }, ZMyPlanResponse),
    onSuccess: (data: TMyPlanResponse) => {
      queryClient.setQueryData(myPlanQuery(id, undefined).queryKey, data);
      void queryClient.invalidateQueries({ queryKey: scenarioKeys.all });
    },
  });
}

export interface PlanInputs {
  retirementAge: number;
  savingsRate: number;
}

/** Saves new plan inputs; the api recomputes with the stored seed, so the numbers match the preview. */
export function useSavePlanInputs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ scenarioId, inputs }: { scenarioId: string; inputs: PlanInputs }) =>
      api.patch(`/api/scenarios/${encodeURIComponent(scenarioId)}`, { inputs: { calculator: 'monteCarlo', ...inputs } }, ZScenarioResponse),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scenarioKeys.all }),
  });
}
