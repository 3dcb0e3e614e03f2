import { type TSupportMessageRequest, ZSupportMessageResponse } from '@finboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** A chat message goes to the support mailbox through the same endpoint as the Support page's form. */
export function useSendChatMessage() {
  return useMutation({ mutationFn: (body: TSupportMessageRequest) => api.post('/api/support/messages', body, ZSupportMessageResponse) });
}
