import {
  type TAdminClientsQuery,
  type TAdminFirmsQuery,
  ZAdminActionResponse,
  ZAdminAuditPage,
  ZAdminBilling,
  ZAdminCalendar,
  ZAdminClientsPage,
  ZAdminDashboard,
  ZAdminFirms,
  ZAdminSales,
} from '@finboard/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const ADMIN = ['admin'] as const;

export const adminDashboardQuery = () => queryOptions({ queryKey: [...ADMIN, 'dashboard'], queryFn: () => api.get('/api/admin/dashboard', ZAdminDashboard) });

/** The clients list: the server searches, filters, sorts and pages; the last page stays while the next loads. */
export const adminClientsQuery = (query: TAdminClientsQuery) =>
  queryOptions({
    queryKey: [...ADMIN, 'clients', query],
    queryFn: () => api.get('/api/admin/clients', ZAdminClientsPage, { ...query, search: query.search || undefined }),
    placeholderData: keepPreviousData,
  });

/** Firms, searched, sorted and paged by the server as the clients list is. */
export const adminFirmsQuery = (query: TAdminFirmsQuery) =>
  queryOptions({
    queryKey: [...ADMIN, 'firms', query],
    queryFn: () => api.get('/api/admin/firms', ZAdminFirms, { ...query, search: query.search || undefined }),
    placeholderData: keepPreviousData,
  });
export const adminBillingQuery = () => queryOptions({ queryKey: [...ADMIN, 'billing'], queryFn: () => api.get('/api/admin/billing', ZAdminBilling) });
export const adminSalesQuery = (range: { from?: string; to?: string }) =>
  queryOptions({ queryKey: [...ADMIN, 'sales', range], queryFn: () => api.get('/api/admin/sales', ZAdminSales, range), placeholderData: keepPreviousData });
export const adminCalendarQuery = (month: string | undefined) =>
  queryOptions({
    queryKey: [...ADMIN, 'calendar', month ?? 'current'],
    queryFn: () => api.get('/api/admin/calendar', ZAdminCalendar, { month }),
    placeholderData: keepPreviousData,
  });
export const adminAuditQuery = (userId?: string) =>
  queryOptions({ queryKey: [...ADMIN, 'audit', userId ?? 'all'], queryFn: () => api.get('/api/admin/audit', ZAdminAuditPage, { userId }) });

export type AdminAccountAction = 'suspend' | 'restore' | 'resend-verification' | 'role';

export interface AdminActionInput {
  userId: string;
  action: AdminAccountAction;
  reason: string;
  role?: 'client' | 'advisor';
}

/** One audited action on an account; every admin read may show it, so all of them are read again. */
export function useAdminAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, action, reason, role }: AdminActionInput) =>
      api.post(`/api/admin/users/${encodeURIComponent(userId)}/${action}`, action === 'role' ? { role, reason } : { reason }, ZAdminActionResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN }),
  });
}
