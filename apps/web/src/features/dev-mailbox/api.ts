import { ZMailboxResponse } from '@finboard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const mailboxQuery = () =>
  queryOptions({
    queryKey: ['dev', 'mailbox'],
    queryFn: () => api.get('/api/dev/mailbox', ZMailboxResponse),
    staleTime: 0,
    // New mail shows up without a reload while someone waits for a link.
    refetchInterval: 5000,
  });
