import { ZEstateResponse, type TEstate } from '@finboard/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryKeys, scopeKey } from '../../lib/query-keys';

export const estateQuery = (userId?: string) =>
  queryOptions({
    queryKey: [...queryKeys.estate, scopeKey(userId)],
    queryFn: () => api.get('/api/estate', ZEstateResponse, { userId }),
  });

/** The whole page at once; the answer is the stored page with what is now due for review. */
export function useSaveEstate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (estate: TEstate) => api.put('/api/estate', estate, ZEstateResponse),
    onSuccess: (data) => queryClient.setQueryData(estateQuery().queryKey, data),
  });
}
