import { ZNetWorthResponse } from '@finboard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryKeys, scopeKey } from '../../lib/query-keys';
import type { DateRange } from './lib/periods';

/** getNetWorthDateRange: a point a day (the last snapshot carried forward) and today's accounts. */
export const netWorthQuery = (range: DateRange, userId?: string) => {
  const scope = scopeKey(userId);
  return queryOptions({
    queryKey: [...queryKeys.netWorth, scope, range.startDate, range.endDate],
    queryFn: () => api.get('/api/net-worth', ZNetWorthResponse, { startDate: range.startDate, endDate: range.endDate, userId }),
    // Another period of the same person's data stays on screen until the new one arrives (no loader
    // flash); another person's never does.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === scope ? previous : undefined),
  });
};
