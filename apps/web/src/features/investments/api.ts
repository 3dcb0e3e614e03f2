import { ZInvestmentsResponse, ZPortfolioResponse, ZSecuritySummaryResponse } from '@finboard/contracts';
import { type QueryKey, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryKeys, scopeKey } from '../../lib/query-keys';
import type { InvestmentRange, PortfolioRange } from './lib/ranges';

/** getInvestments: the accounts, their total and the asset type chart. */
export const investmentsQuery = (userId?: string) =>
  queryOptions({
    queryKey: [...queryKeys.investments, scopeKey(userId)],
    queryFn: () => api.get('/api/investments', ZInvestmentsResponse, { userId }),
  });

/**
 * A range switch keeps the page (and the previous bars) while the new range loads; another
 * account or security does not borrow the one before it.
 */
const keepWhileSameSubject =
  (subjectId: string) =>
  <T>(previous: T | undefined, previousQuery: { queryKey: QueryKey } | undefined): T | undefined =>
    previousQuery?.queryKey[3] === subjectId ? previous : undefined;

/** One account's holdings and its candles over a range. */
export const portfolioQuery = (accountId: string, range: PortfolioRange, userId?: string) =>
  queryOptions({
    queryKey: [...queryKeys.investments, scopeKey(userId), 'portfolio', accountId, range],
    queryFn: () => api.get(`/api/investments/${encodeURIComponent(accountId)}`, ZPortfolioResponse, { range, userId }),
    placeholderData: keepWhileSameSubject(accountId),
  });

/** One holding's summary (found by its id alone) and its candles over a range. */
export const securityQuery = (holdingId: string, range: InvestmentRange, userId?: string) =>
  queryOptions({
    queryKey: [...queryKeys.investments, scopeKey(userId), 'security', holdingId, range],
    queryFn: () => api.get(`/api/investments/securities/${encodeURIComponent(holdingId)}`, ZSecuritySummaryResponse, { range, userId }),
    placeholderData: keepWhileSameSubject(holdingId),
  });
