import {
  ZCashFlowAccountsResponse,
  ZCashFlowCountResponse,
  ZCashFlowResponse,
  ZMarkTransferResponse,
  ZRecategorizePreviewResponse,
  ZRecategorizeResponse,
  type TMarkTransferRequest,
  type TRecategorizeRequest,
} from '@finboard/contracts';
import { infiniteQueryOptions, keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { withQuery } from '../../config/paths';
import { api } from '../../lib/api-client';
import { queryKeys, scopeKey } from '../../lib/query-keys';
import type { CategoryFilter } from './lib/categories';
import type { CashFlowDirection } from './lib/direction';

/** Rows per request; "Load more" asks for the next page at the server's offset. */
export const CASH_FLOW_PAGE_SIZE = 50;

/** The range and account scope: what the totals, the report and a recategorisation cover. */
export interface CashFlowScope {
  startDate: string;
  endDate: string;
  /** /client/account-cash-flow/{id}: one account only. */
  accountId?: string | undefined;
  /** The account filter; empty means every institution. */
  institutionIds: string[];
  userId?: string | undefined;
}

/** The table's filters on top of the scope; the totals ignore them. */
export interface CashFlowFilters extends CashFlowScope {
  direction: CashFlowDirection;
  category: CategoryFilter;
  search: string;
}

/** The scope as query parameters (the viewed client's userId is added where the call is made). */
const scopeQuery = (scope: CashFlowScope) => ({
  startDate: scope.startDate,
  endDate: scope.endDate,
  accountId: scope.accountId,
  institutionIds: scope.institutionIds.join(',') || undefined,
});

/** The range's totals (income, expenses, net, Budget Insights): one row is enough, the table's filters are left out. */
export const cashFlowTotalsQuery = (scope: CashFlowScope) => {
  const query = scopeQuery(scope);
  return queryOptions({
    queryKey: [...queryKeys.cashFlow, scopeKey(scope.userId), 'totals', query],
    queryFn: () => api.get('/api/cash-flow', ZCashFlowResponse, { ...query, limit: 1, userId: scope.userId }),
    placeholderData: keepPreviousData,
  });
};

/** The table: pages of the rows that pass the filters, newest first. */
export const cashFlowTransactionsQuery = (filters: CashFlowFilters) => {
  const query = {
    ...scopeQuery(filters),
    direction: filters.direction,
    // Transfers are one group of their own: the budget groups' filter does not apply to them.
    categoryType: filters.category === 'all' || filters.direction === 'transfers' ? undefined : filters.category,
    search: filters.search.trim() || undefined,
  };
  return infiniteQueryOptions({
    queryKey: [...queryKeys.cashFlow, scopeKey(filters.userId), 'transactions', query],
    queryFn: ({ pageParam }) =>
      api.get('/api/cash-flow', ZCashFlowResponse, { ...query, limit: CASH_FLOW_PAGE_SIZE, offset: pageParam, userId: filters.userId }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.transactions.length, 0);
      return last.transactions.length > 0 && loaded < last.transactionCount ? loaded : undefined;
    },
    // A new filter keeps the last answer on screen until its own arrives.
    placeholderData: keepPreviousData,
  });
};

/** getCashFlowCount: the past 3 months' transactions, checked before the page loads. */
export const cashFlowCountQuery = (userId?: string) =>
  queryOptions({
    queryKey: [...queryKeys.cashFlow, scopeKey(userId), 'count'],
    queryFn: () => api.get('/api/cash-flow/count', ZCashFlowCountResponse, { userId }),
  });

/** The account filter: institutions with cash or depository assets above 0, with those accounts. */
export const cashFlowAccountsQuery = (userId?: string) =>
  queryOptions({
    queryKey: [...queryKeys.cashFlow, scopeKey(userId), 'accounts'],
    queryFn: () => api.get('/api/cash-flow/accounts', ZCashFlowAccountsResponse, { userId }),
  });

/** changeCategoryType: the transaction and every one of its category id in the range move together. */
/** What a recategorisation would move (asked with the very request the move will send). */
export const recategorizePreviewQuery = (request: TRecategorizeRequest) =>
  queryOptions({
    queryKey: [...queryKeys.cashFlow, 'recategorize-preview', request] as const,
    queryFn: () => api.post('/api/cash-flow/recategorize/preview', request, ZRecategorizePreviewResponse),
    // Always asked afresh: the answer describes the data at the moment the client decides.
    staleTime: 0,
    gcTime: 0,
  });

export function useRecategorize() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TRecategorizeRequest) => api.post('/api/cash-flow/recategorize', request, ZRecategorizeResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.cashFlow }),
  });
}

/** The client says whether one transaction is a transfer (kept out of income and expenses), or not. */
export function useMarkTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TMarkTransferRequest) => api.post('/api/cash-flow/transfer', request, ZMarkTransferResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.cashFlow }),
  });
}

/** The Excel report ('Cash Flow Report.xlsx') of the page's range and accounts. */
export const cashFlowReportUrl = (scope: CashFlowScope) => withQuery('/api/cash-flow/report.xlsx', { ...scopeQuery(scope), userId: scope.userId });
