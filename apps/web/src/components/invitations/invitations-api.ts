import { type TInvitation, ZInvitationsResponse } from '@finboard/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** A page of the invitations of one kind the signed-in user has sent, with their state. */
export const invitationsQuery = (kind: TInvitation['kind'], page: number) =>
  queryOptions({
    queryKey: [...queryKeys.invitations, kind, page],
    queryFn: () => api.get(`/api/invitations?kind=${kind}&page=${page}`, ZInvitationsResponse),
    // The page shown stays while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/invitations/${encodeURIComponent(id)}`, z.undefined()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.invitations }),
  });
}

/** After sending one: the list shows it at once. */
export function useInvitationsRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.invitations });
}
