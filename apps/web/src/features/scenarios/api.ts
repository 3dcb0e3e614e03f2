import {
  ZBalanceSheetResponse,
  ZOkResponse,
  ZScenarioListResponse,
  ZScenarioResponse,
  ZScenarioSharesResponse,
  type TCreateScenarioRequest,
  type TListScenariosQuery,
  type TScenarioResponse,
  type TUpdateScenarioRequest,
} from '@finboard/contracts';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryKeys, scopeKey } from '../../lib/query-keys';

export type ScenarioTab = TListScenariosQuery['tab'];
export type ScenarioSort = NonNullable<TListScenariosQuery['sort']>;

// Every scenario read sits under 'scenarios' (My Plan and the debt screens too), so a save here
// refreshes them; the detail key is the one the debt screens use.
export const scenarioKeys = {
  all: ['scenarios'] as const,
  list: (userId: string | undefined, tab: ScenarioTab, sort: ScenarioSort | null, search: string) =>
    ['scenarios', 'list', scopeKey(userId), tab, sort ?? 'tab-order', search] as const,
  detail: (id: string) => ['scenarios', 'detail', id] as const,
  shares: (id: string) => ['scenarios', 'shares', id] as const,
};

const scenarioPath = (id: string) => `/api/scenarios/${encodeURIComponent(id)}`;

export interface ScenarioListParams {
  tab: ScenarioTab;
  /** null: the tab's own order (Top Rated by rating, New by creation, ...). */
  sort: ScenarioSort | null;
  search: string;
  userId: string | undefined;
}

export const scenarioListQuery = ({ tab, sort, search, userId }: ScenarioListParams) =>
  queryOptions({
    queryKey: scenarioKeys.list(userId, tab, sort, search),
    queryFn: () => api.get('/api/scenarios', ZScenarioListResponse, { tab, sort, search, userId }),
    // While a new search or sort loads, the tab keeps its cards (another tab's would mislead).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === tab ? previous : undefined),
  });

export const scenarioQuery = (id: string) => queryOptions({ queryKey: scenarioKeys.detail(id), queryFn: () => api.get(scenarioPath(id), ZScenarioResponse) });

export const scenarioSharesQuery = (id: string) =>
  queryOptions({ queryKey: scenarioKeys.shares(id), queryFn: () => api.get(`${scenarioPath(id)}/shares`, ZScenarioSharesResponse) });

/** The Accounts tab's sources: the same reads (and cache) as the assets and liabilities pages. */
export const balanceSheetQuery = (side: 'assets' | 'liabilities', userId?: string) =>
  queryOptions({
    queryKey: [...queryKeys[side], scopeKey(userId)],
    queryFn: () => api.get(`/api/${side}`, ZBalanceSheetResponse, { userId }),
  });

/** An answer carrying the whole scenario: store it as the detail, and refresh the lists. */
function storeScenario(queryClient: QueryClient, data: TScenarioResponse) {
  queryClient.setQueryData(scenarioKeys.detail(data.scenario.id), data);
  void queryClient.invalidateQueries({ queryKey: scenarioKeys.all, predicate: (query) => query.queryKey[1] !== 'detail' });
}

export function useCreateScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateScenarioRequest) => api.post('/api/scenarios', body, ZScenarioResponse),
    onSuccess: (data) => storeScenario(queryClient, data),
  });
}

export function useUpdateScenario(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateScenarioRequest) => api.patch(scenarioPath(id), body, ZScenarioResponse),
    onSuccess: (data) => storeScenario(queryClient, data),
  });
}

export function useRemoveScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(scenarioPath(id), ZOkResponse),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: scenarioKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: scenarioKeys.all });
    },
  });
}

/** 'Save Scenario': a private copy of a public scenario or template. */
export function useCopyScenario() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post(`${scenarioPath(id)}/copy`, {}, ZScenarioResponse),
    onSuccess: (data) => storeScenario(queryClient, data),
  });
}

/** Give or remove an advisor's access (giveScenarioAccessToAdvisor / removeScenarioAccessFromAdvisor). */
export function useScenarioShare(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ advisorId, share }: { advisorId: string; share: boolean }) => {
      const path = `${scenarioPath(id)}/shares/${encodeURIComponent(advisorId)}`;
      return share ? api.post(path, {}, ZScenarioResponse) : api.delete(path, ZScenarioResponse);
    },
    onSuccess: (data) => storeScenario(queryClient, data),
  });
}

export function useAddThumbnail(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set('file', file);
      return api.postForm(`${scenarioPath(id)}/thumbnails`, form, ZScenarioResponse);
    },
    onSuccess: (data) => storeScenario(queryClient, data),
  });
}

export function useRemoveThumbnail(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => api.delete(`${scenarioPath(id)}/thumbnails/${encodeURIComponent(fileId)}`, ZScenarioResponse),
    onSuccess: (data) => storeScenario(queryClient, data),
  });
}
