import { ZInvitationsResponse } from '@finboard/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** The invitations the signed-in user has sent (every kind), with their state. */
export const invitationsQuery = () => queryOptions({ queryKey: queryKeys.invitations, queryFn: () => api.get('/api/invitations', ZInvitationsResponse) });

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
