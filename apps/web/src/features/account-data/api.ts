import {
  type TClientsHandOverRequest,
  type TDeleteAccountRequest,
  ZAccountDataResponse,
  ZClientsHandOverResponse,
  ZDataExport,
  ZDeleteAccountResponse,
} from '@finboard/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const accountDataKey = ['account-data'] as const;

/** The page's state; polled every 3 s while an export is being prepared, so its link appears when ready. */
export function useAccountData() {
  return useQuery({
    queryKey: accountDataKey,
    queryFn: () => api.get('/api/account-data', ZAccountDataResponse),
    refetchInterval: (query) => (query.state.data?.latestExport?.status === 'pending' ? 3_000 : false),
  });
}

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/api/account-data/exports', {}, ZDataExport),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountDataKey }),
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: (body: TDeleteAccountRequest) => api.post('/api/account-data/delete', body, ZDeleteAccountResponse) });
}

/** An advisor's clients handed to another advisor of the firm, or all disconnected: the page's list follows. */
export function useHandOverClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TClientsHandOverRequest) => api.post('/api/account-data/clients/hand-over', body, ZClientsHandOverResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountDataKey }),
  });
}

export function useDisconnectAllClients() {
  const queryClient = useQueryClient();
  return useMutation({
    // The password proves it is the advisor (a social-only account sends none: its fresh sign-in does).
    mutationFn: (password: string | undefined) =>
      api.post('/api/account-data/clients/disconnect', { confirm: true, ...(password ? { password } : {}) }, ZClientsHandOverResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountDataKey }),
  });
}
