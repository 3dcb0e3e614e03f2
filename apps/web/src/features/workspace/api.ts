import {
  type TClientInviteRequest,
  type TContactInfo,
  type TCreateSourceRequest,
  type TRenewSourceRequest,
  ZAdvisorNumberResponse,
  ZClientInviteResponse,
  ZDashboardResponse,
  ZFindNumbersResponse,
  ZFirstRunResponse,
  ZProfileResponse,
  ZRegistrationSourcesResponse,
  ZSourceResponse,
} from '@finboard/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

// Under the connections root: accepting, declining or disconnecting a client refreshes the dashboard.
const workspaceKey = [...queryKeys.connections, 'workspace'] as const;
const sourcesKey = [...workspaceKey, 'sources'] as const;

/** The advisor's dashboard for one Collections filter (source null: All). */
export const dashboardQuery = (source: string | null, period: string, institution: string | null = null) =>
  queryOptions({
    queryKey: [...workspaceKey, 'dashboard', source ?? 'All', period, institution ?? ''],
    queryFn: () => api.get('/api/advisor/dashboard', ZDashboardResponse, { period, ...(source ? { source } : {}), ...(institution ? { institution } : {}) }),
    placeholderData: (previous) => previous,
  });

/** A new advisor's first-run checklist: under the workspace key, so a new link or client ticks it. */
export const firstRunQuery = () =>
  queryOptions({ queryKey: [...workspaceKey, 'first-run'], queryFn: () => api.get('/api/advisor/first-run', ZFirstRunResponse) });

export const sourcesQuery = () => queryOptions({ queryKey: sourcesKey, queryFn: () => api.get('/api/advisor/sources', ZRegistrationSourcesResponse) });

export function useCreateSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateSourceRequest) => api.post('/api/advisor/sources', body, ZSourceResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKey }),
  });
}

/** A custom link renewed with a new last day (or none): the server signs a new link. */
export function useRenewSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TRenewSourceRequest & { id: string }) => api.patch(`/api/advisor/sources/${encodeURIComponent(id)}`, body, ZSourceResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sourcesKey }),
  });
}

/** A custom source deleted; the clients who came through it keep it as their source. */
export function useDeleteSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/advisor/sources/${encodeURIComponent(id)}`, z.undefined()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workspaceKey }),
  });
}

export function useInviteClient() {
  return useMutation({ mutationFn: (body: TClientInviteRequest) => api.post('/api/advisor/invites', body, ZClientInviteResponse) });
}

// The advisor's own profile under the key the profile pages use, so both read and refresh one copy.
const ownProfileKey = [...queryKeys.profile, 'me'] as const;

/** The advisor's alert choices (E-mail and SMS alerts) are part of their contact details. */
export const alertChoicesQuery = () => queryOptions({ queryKey: ownProfileKey, queryFn: () => api.get('/api/profile', ZProfileResponse) });

export function useSaveAlertChoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contact: TContactInfo) => api.patch('/api/profile', { contact }, ZProfileResponse),
    onSuccess: (data) => queryClient.setQueryData(ownProfileKey, data),
  });
}

const numberKey = [...workspaceKey, 'phone-number'] as const;

/** The advisor's own local number (Connect with SMS). */
export const localNumberQuery = () => queryOptions({ queryKey: numberKey, queryFn: () => api.get('/api/advisor/phone-number', ZAdvisorNumberResponse) });

export function useFindNumbers() {
  return useMutation({ mutationFn: (areaCode: string) => api.get('/api/advisor/phone-numbers/available', ZFindNumbersResponse, { areaCode }) });
}

export function useSelectNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phoneNumber: string) => api.put('/api/advisor/phone-number', { phoneNumber }, ZAdvisorNumberResponse),
    onSuccess: (data) => queryClient.setQueryData(numberKey, data),
  });
}
