import {
  ZClientOnboardingResponse,
  ZUserResponse,
  type TAdvisorOnboardingRequest,
  type TClientOnboarding,
  type TFinancialFreedomRequest,
  type TSessionUser,
} from '@finboard/contracts';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryKeys, scopeKey } from '../../lib/query-keys';
import { sessionQueryKey, setSessionUser } from '../../lib/session';

export const clientOnboardingQueryKey = [...queryKeys.onboarding, 'client'] as const;

export const clientOnboardingQuery = () =>
  queryOptions({
    queryKey: clientOnboardingQueryKey,
    queryFn: () => api.get('/api/onboarding/client', ZClientOnboardingResponse),
  });

/** A connected client's answers as their advisor reads them (read-only). */
export const viewedClientOnboardingQuery = (userId: string) =>
  queryOptions({
    queryKey: [...queryKeys.onboarding, 'viewed', scopeKey(userId)],
    queryFn: () => api.get('/api/clients/onboarding', ZClientOnboardingResponse, { userId }),
  });

/** Registration is complete: the session now has its completionDate, and the answers changed the profile. */
// The answer's user goes into the cache at once so route guards see it; the refetches need not be awaited.
function afterOnboarding(queryClient: QueryClient, user: TSessionUser) {
  setSessionUser(queryClient, user);
  void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
  void queryClient.invalidateQueries({ queryKey: queryKeys.onboarding });
}

export function useCompleteFinancialFreedom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TFinancialFreedomRequest) => api.post('/api/onboarding/financial-freedom', body, ZUserResponse),
    onSuccess: ({ user }) => afterOnboarding(queryClient, user),
  });
}

export function useCompleteAdvisorOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdvisorOnboardingRequest) => api.post('/api/onboarding/advisor', body, ZUserResponse),
    onSuccess: ({ user }) => afterOnboarding(queryClient, user),
  });
}

export function useSaveClientOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TClientOnboarding) => api.put('/api/onboarding/client', body, ZClientOnboardingResponse),
    onSuccess: async (data) => {
      queryClient.setQueryData(clientOnboardingQueryKey, data);
      // Birthday and spouse answers are also the profile's.
      await queryClient.invalidateQueries({ queryKey: queryKeys.profile });
    },
  });
}
