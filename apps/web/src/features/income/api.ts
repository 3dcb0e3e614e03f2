import { ZIncomeResponse, ZInsuranceResponse, type TIncome, type TInsurance } from '@finboard/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { queryKeys, scopeKey } from '../../lib/query-keys';

export const incomeQuery = (userId?: string) =>
  queryOptions({
    queryKey: [...queryKeys.income, scopeKey(userId)],
    queryFn: () => api.get('/api/income', ZIncomeResponse, { userId }),
  });

export const insuranceQuery = (userId?: string) =>
  queryOptions({
    queryKey: [...queryKeys.insurance, scopeKey(userId)],
    queryFn: () => api.get('/api/insurance', ZInsuranceResponse, { userId }),
  });

/** updateIncome: the whole page at once; the answer is the stored page. */
export function useSaveIncome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (income: TIncome) => api.put('/api/income', income, ZIncomeResponse),
    onSuccess: (data) => queryClient.setQueryData(incomeQuery().queryKey, data),
  });
}

export function useSaveInsurance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (insurance: TInsurance) => api.put('/api/insurance', insurance, ZInsuranceResponse),
    onSuccess: (data) => queryClient.setQueryData(insuranceQuery().queryKey, data),
  });
}
