import { ZScenarioResponse, type TScenarioInputs } from '@finboard/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

// The same root as My Plan's reads ('scenarios'), so a save here refreshes every scenario read.
export const scenarioQueryKey = (id: string) => ['scenarios', 'detail', id] as const;

export const scenarioQuery = (id: string) =>
  queryOptions({
    queryKey: scenarioQueryKey(id),
    queryFn: () => api.get(`/api/scenarios/${encodeURIComponent(id)}`, ZScenarioResponse),
  });

/** New inputs: the api recomputes the schedule and answers with the scenario. */
export function useUpdateScenarioInputs(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inputs: TScenarioInputs) => api.patch(`/api/scenarios/${encodeURIComponent(id)}`, { inputs }, ZScenarioResponse),
    onSuccess: (data) => {
      queryClient.setQueryData(scenarioQueryKey(id), data);
      void queryClient.invalidateQueries({ queryKey: ['scenarios'], predicate: (query) => query.queryKey[1] !== 'detail' });
    },
  });
}
