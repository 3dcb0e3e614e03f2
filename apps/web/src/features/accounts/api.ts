import {
  ZAccountResponse,
  ZBalanceSheetResponse,
  ZInstitutionAccountsResponse,
  ZInstitutionResponse,
  ZInstitutionsResponse,
  ZLinkTokenResponse,
  ZOkResponse,
  ZSandboxInstitutionsResponse,
  ZSandboxPublicTokenResponse,
  type TManualAccountRequest,
} from '@finboard/contracts';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { accountDataKeys, queryKeys, scopeKey } from '../../lib/query-keys';

const id = (value: string) => encodeURIComponent(value);

export const institutionsQuery = (userId?: string) =>
  queryOptions({
    queryKey: [...queryKeys.institutions, 'list', scopeKey(userId)],
    queryFn: () => api.get('/api/institutions', ZInstitutionsResponse, { userId }),
  });

export const institutionAccountsQuery = (institutionId: string, userId?: string) =>
  queryOptions({
    queryKey: [...queryKeys.institutions, 'accounts', institutionId, scopeKey(userId)],
    queryFn: () => api.get(`/api/institutions/${id(institutionId)}/accounts`, ZInstitutionAccountsResponse, { userId }),
  });

export const assetsQuery = (userId?: string) =>
  queryOptions({
    queryKey: [...queryKeys.assets, scopeKey(userId)],
    queryFn: () => api.get('/api/assets', ZBalanceSheetResponse, { userId }),
  });

export const liabilitiesQuery = (userId?: string) =>
  queryOptions({
    queryKey: [...queryKeys.liabilities, scopeKey(userId)],
    queryFn: () => api.get('/api/liabilities', ZBalanceSheetResponse, { userId }),
  });

// Its own root: saving an account must not throw away a link token that is still good.
const linkTokenKey = ['link-token'] as const;

/** A link token for a new bank (fetched ahead, so the link button is ready when pressed). */
export const linkTokenQuery = () =>
  queryOptions({
    queryKey: linkTokenKey,
    queryFn: () => api.post('/api/institutions/link-token', {}, ZLinkTokenResponse),
    staleTime: Infinity,
  });

export const sandboxInstitutionsQuery = () =>
  queryOptions({
    queryKey: ['sandbox-institutions'],
    queryFn: () => api.get('/api/sandbox/institutions', ZSandboxInstitutionsResponse),
    staleTime: Infinity,
  });

/** After any change to institutions or accounts: every balance-derived read is stale. */
export function refreshAccountData(queryClient: QueryClient) {
  return Promise.all(accountDataKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Update mode: a token to log in again to an institution already linked. */
export function useCreateUpdateToken() {
  return useMutation({
    mutationFn: (institutionId: string) => api.post('/api/institutions/link-token', { institutionId }, ZLinkTokenResponse),
  });
}

export function useSandboxPublicToken() {
  return useMutation({
    mutationFn: (body: { linkToken: string; institutionId: string; username: string; password: string }) =>
      api.post('/api/sandbox/public-token', body, ZSandboxPublicTokenResponse),
  });
}

export function useLinkInstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { publicToken: string; institutionId: string; institutionName: string }) => api.post('/api/institutions', body, ZInstitutionResponse),
    onSuccess: async () => {
      // A link token serves one link session: the next link gets a fresh one.
      queryClient.removeQueries({ queryKey: linkTokenKey });
      await refreshAccountData(queryClient);
    },
  });
}

export function useRelinkInstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    // The item keeps its access token after update mode: nothing to exchange, the server just syncs it.
    mutationFn: ({ institutionId }: { institutionId: string }) => api.post(`/api/institutions/${id(institutionId)}/relink`, {}, ZInstitutionResponse),
    onSuccess: () => refreshAccountData(queryClient),
  });
}

export function useSyncInstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (institutionId: string) => api.post(`/api/institutions/${id(institutionId)}/sync`, {}, ZInstitutionResponse),
    // A failed sync can still change the institution (e.g. it now needs its login refreshed).
    onSettled: () => refreshAccountData(queryClient),
  });
}

export function useDeleteInstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (institutionId: string) => api.delete(`/api/institutions/${id(institutionId)}`, ZOkResponse),
    onSuccess: () => refreshAccountData(queryClient),
  });
}

export type ManualAccountSave = { accountId?: string; body: TManualAccountRequest };

/** addManualNetWorth (no accountId) or updateManualNetWorth. */
export function useSaveManualAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, body }: ManualAccountSave) =>
      accountId ? api.put(`/api/accounts/${id(accountId)}`, body, ZAccountResponse) : api.post('/api/accounts/manual', body, ZAccountResponse),
    onSuccess: () => refreshAccountData(queryClient),
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) => api.delete(`/api/accounts/${id(accountId)}`, ZOkResponse),
    onSuccess: () => refreshAccountData(queryClient),
  });
}
