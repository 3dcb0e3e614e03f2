import { ZConnectionResponse } from '@finboard/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { sessionQueryKey } from '../../../lib/session';

export type ViewerConnectionAction = 'accept' | 'decline' | 'disconnect';

/**
 * The signed-in client answers or ends their link to an advisor from a card or the link page:
 * accept (a request the advisor sent), decline it, or disconnect (which also withdraws the client's
 * own pending request, spec 01 §4). The cards, both connection lists and the session's
 * clientAdvisorCount all change.
 */
export function useChangeViewerConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ connectionId, action }: { connectionId: string; action: ViewerConnectionAction }) =>
      api.post(`/api/connections/${encodeURIComponent(connectionId)}/${action}`, {}, ZConnectionResponse),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.directory }),
        queryClient.invalidateQueries({ queryKey: queryKeys.connections }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]),
  });
}
