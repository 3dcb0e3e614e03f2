import {
  type THouseholdInviteRequest,
  ZInvitationSentResponse,
  type TConnectionRequest,
  type TMyAdvisorsResponse,
  type TShareUpdate,
  ZConnectionResponse,
  ZFavoriteResponse,
  ZHouseholdResponse,
  ZMyAdvisorsResponse,
  ZMyClientsPage,
  ZMyClientsResponse,
  type TMyClientsPageQuery,
  ZOkResponse,
  ZRateAdvisorResponse,
  type TShareRequestCreate,
  ZShareRequestListResponse,
  ZShareRequestResponse,
} from '@finboard/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { sessionQueryKey } from '../../lib/session';

const id = (value: string) => encodeURIComponent(value);

/** Board of Advisors: the client's pending and connected advisors with their recent reads. */
export const myAdvisorsQuery = () =>
  queryOptions({ queryKey: [...queryKeys.connections, 'advisors'], queryFn: () => api.get('/api/connections/advisors', ZMyAdvisorsResponse) });

/** My Clients: the advisor's requests and connected clients. */
export const myClientsQuery = () =>
  queryOptions({ queryKey: [...queryKeys.connections, 'clients'], queryFn: () => api.get('/api/connections/clients', ZMyClientsResponse) });

/** One page of My Clients' connected clients, searched, filtered and sorted by the server (issue 34). */
export const myClientsPageQuery = (params: TMyClientsPageQuery) =>
  queryOptions({
    queryKey: [...queryKeys.connections, 'clients', 'page', params],
    queryFn: () => api.get('/api/connections/clients/page', ZMyClientsPage, { ...params }),
    // The rows stay while the next page or search loads, so the table does not jump.
    placeholderData: (previous) => previous,
  });

/** The CSV export opens in a new tab (spec 02 exportClients): the browser sends the session cookie. */
export const CLIENTS_CSV_URL = '/api/connections/clients.csv';

/** A connection change alters both lists, the session's clientAdvisorCount and every client-data read. */
function useInvalidateConnections() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.connections }), queryClient.invalidateQueries({ queryKey: sessionQueryKey })]);
}

export function useRequestConnection() {
  const invalidate = useInvalidateConnections();
  return useMutation({ mutationFn: (body: TConnectionRequest) => api.post('/api/connections', body, ZConnectionResponse), onSuccess: invalidate });
}

export function useChangeConnection() {
  const invalidate = useInvalidateConnections();
  return useMutation({
    mutationFn: ({ connectionId, action }: { connectionId: string; action: 'accept' | 'decline' | 'disconnect' }) =>
      api.post(`/api/connections/${id(connectionId)}/${action}`, {}, ZConnectionResponse),
    onSuccess: invalidate,
  });
}

export function useUpdateShare() {
  const invalidate = useInvalidateConnections();
  return useMutation({
    mutationFn: ({ connectionId, share }: { connectionId: string; share: TShareUpdate }) =>
      api.put(`/api/connections/${id(connectionId)}/share`, share, ZConnectionResponse),
    onSuccess: invalidate,
  });
}

export function useSetFavorite() {
  const invalidate = useInvalidateConnections();
  return useMutation({
    mutationFn: ({ clientId, isFavorite }: { clientId: string; isFavorite: boolean }) =>
      isFavorite
        ? api.put(`/api/connections/favorites/${id(clientId)}`, {}, ZFavoriteResponse)
        : api.delete(`/api/connections/favorites/${id(clientId)}`, ZFavoriteResponse),
    onSuccess: invalidate,
  });
}

/**
 * A connected client's rating of an advisor (half a star to five, in half steps). The Board shows
 * the answer at once (the client's stars and the new average); the directory's cards read it afresh.
 */
export function useRateAdvisor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ advisorId, stars }: { advisorId: string; stars: number }) =>
      api.put(`/api/directory/advisors/${id(advisorId)}/rating`, { stars }, ZRateAdvisorResponse),
    onSuccess: ({ stars, rating }, { advisorId }) => {
      queryClient.setQueryData(
        myAdvisorsQuery().queryKey,
        (current: TMyAdvisorsResponse | undefined) =>
          current && {
            ...current,
            advisors: current.advisors.map((entry) => (entry.advisor.id === advisorId ? { ...entry, myRating: stars, rating } : entry)),
          },
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.directory });
    },
  });
}

/** The client's spouse or partner relations (profile, Household). */
export const householdQuery = () =>
  queryOptions({ queryKey: [...queryKeys.connections, 'household'], queryFn: () => api.get('/api/household', ZHouseholdResponse) });

export function useRemoveHouseholdMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (relationId: string) => api.delete(`/api/household/${id(relationId)}`, ZOkResponse),
    onSettled: () => queryClient.invalidateQueries({ queryKey: householdQuery().queryKey }),
  });
}

/** A spouse's or partner's invitation by email (profile, Household). */
export function useInviteHouseholdMember() {
  return useMutation({ mutationFn: (body: THouseholdInviteRequest) => api.post('/api/household/invites', body, ZInvitationSentResponse) });
}

/** The advisor's latest ask of a client for each part (what the client's page says beside a locked part). */
export const shareRequestsOfClientQuery = (clientId: string) =>
  queryOptions({
    queryKey: [...queryKeys.connections, 'share-requests', 'of', clientId],
    queryFn: () => api.get('/api/share-requests', ZShareRequestListResponse, { clientId }),
  });

/** The asks waiting for the client's answer (the share switches mark them). Under connections: a switch flipped grants them. */
export const shareRequestsToMeQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.connections, 'share-requests', 'to-me'],
    queryFn: () => api.get('/api/share-requests/to-me', ZShareRequestListResponse),
  });

export function useAskToShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TShareRequestCreate) => api.post('/api/share-requests', body, ZShareRequestResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...queryKeys.connections, 'share-requests'] }),
  });
}

export function useDeclineShareRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => api.post(`/api/share-requests/${id(requestId)}/decline`, {}, ZShareRequestResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...queryKeys.connections, 'share-requests'] }),
  });
}
