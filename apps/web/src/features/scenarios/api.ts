import { ZScenarioListResponse, ZScenarioResponse, type TCreateScenarioRequest } from '@finboard/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const scenarioListQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['scenarios', 'list', userId ?? 'me', 'saved'] as const,
    queryFn: () => api.get('/api/scenarios', ZScenarioListResponse, { tab: 'saved', userId }),
  });

export function useCreateScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateScenarioRequest) => api.post('/api/scenarios', body, ZScenarioResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['scenarios'] }),
  });
}
