import { type TSupportMessageRequest, ZSupportMessageResponse } from '@finboard/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** The Support page's contact form: mailed to the support mailbox. */
export function useSendSupportMessage() {
  return useMutation({ mutationFn: (body: TSupportMessageRequest) => api.post('/api/support/messages', body, ZSupportMessageResponse) });
}
