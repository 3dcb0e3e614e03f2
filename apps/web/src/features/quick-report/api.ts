import { ZCashFlowResponse, ZNetWorthResponse, ZProfileResponse } from '@finboard/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryKeys, scopeKey } from '../../lib/query-keys';

/**
 * The report's client: the signed-in client's own profile (the same endpoint and cache entry as the
 * profile page), or a viewed client's as their advisor reads it.
 */
export const clientProfileQuery = (userId?: string) =>
  queryOptions({
    queryKey: [...queryKeys.profile, scopeKey(userId)],
    queryFn: () => (userId ? api.get('/api/clients/profile', ZProfileResponse, { userId }) : api.get('/api/profile', ZProfileResponse)),
  });

/** The default (1M) net-worth answer: only today's assets and liabilities lists are used here. */
export const currentNetWorthQuery = (userId?: string) =>
  queryOptions({
    queryKey: [...queryKeys.netWorth, scopeKey(userId), 'current'],
    queryFn: () => api.get('/api/net-worth', ZNetWorthResponse, { userId }),
  });

/** The past month's totals and Budget Insights; one transaction row is the least the api sends. */
export const pastMonthCashFlowQuery = (userId?: string) =>
  queryOptions({
    queryKey: [...queryKeys.cashFlow, scopeKey(userId), 'past-month-totals'],
    queryFn: () => api.get('/api/cash-flow', ZCashFlowResponse, { period: '1M', limit: 1, userId }),
  });
