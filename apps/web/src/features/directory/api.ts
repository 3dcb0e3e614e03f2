import {
  type TAdvisorSearchQuery,
  type TConnectionRequest,
  type TRateAdvisorRequest,
  ZAdvisorSearchResponse,
  ZConnectionResponse,
  ZPublicAdvisorProfileResponse,
  ZRateAdvisorResponse,
} from '@finboard/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { sessionQueryKey } from '../../lib/session';

const id = (value: string) => encodeURIComponent(value);

/** The search as query parameters: lists repeat their key's values comma-joined. */
function searchParams(search: TAdvisorSearchQuery) {
  return {
    zip: search.zip,
    radius: search.radius === undefined ? undefined : String(search.radius),
    categories: Array.isArray(search.categories) && search.categories.length ? search.categories.join(',') : undefined,
    clientTypes: Array.isArray(search.clientTypes) && search.clientTypes.length ? search.clientTypes.join(',') : undefined,
    page: search.page === undefined ? undefined : String(search.page),
    pageSize: search.pageSize === undefined ? undefined : String(search.pageSize),
  };
}

/** Advisors near a ZIP code (or everywhere), with the filters; the previous page stays shown while the next loads. */
export const advisorSearchQuery = (search: TAdvisorSearchQuery) =>
  queryOptions({
    queryKey: [...queryKeys.directory, 'search', searchParams(search)],
    queryFn: () => api.get('/api/directory/advisors', ZAdvisorSearchResponse, searchParams(search)),
    placeholderData: keepPreviousData,
  });

/** An advisor's public profile. */
export const publicAdvisorQuery = (advisorId: string) =>
  queryOptions({
    queryKey: [...queryKeys.directory, 'advisor', advisorId],
    queryFn: () => api.get(`/api/directory/advisors/${id(advisorId)}`, ZPublicAdvisorProfileResponse),
  });

/** A request to connect, from a card or a profile: the lists, the cards and the session all change. */
export function useConnectToAdvisor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TConnectionRequest) => api.post('/api/connections', body, ZConnectionResponse),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.directory }),
        queryClient.invalidateQueries({ queryKey: queryKeys.connections }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]),
  });
}

/** A connected client's rating of an advisor. */
export function useRateAdvisor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ advisorId, stars }: { advisorId: string } & TRateAdvisorRequest) =>
      api.put(`/api/directory/advisors/${id(advisorId)}/rating`, { stars }, ZRateAdvisorResponse),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.directory }), queryClient.invalidateQueries({ queryKey: queryKeys.connections })]),
  });
}
