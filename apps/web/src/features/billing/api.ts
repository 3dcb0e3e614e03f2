import {
  type TCancelAtPeriodEndRequest,
  type TChangePlanRequest,
  type TClientFreePlanRequest,
  type TPaymentMethodRequest,
  type TSandboxCardRequest,
  type TSubAdvisorInviteRequest,
  type TSubscribeRequest,
  ZBillingManager,
  ZBillingOverview,
  ZPlanChangePreview,
  ZClientInviteResponse,
  ZSandboxCardResponse,
  ZSubAccountsPage,
} from '@finboard/contracts';
import type { PaidPlanKey } from '@finboard/domain/billing';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { sessionQueryKey } from '../../lib/session';

/** GET /api/billing: everything /billing and /subscribe show. */
export const billingOverviewQuery = () =>
  queryOptions({ queryKey: [...queryKeys.billing, 'overview'], queryFn: () => api.get('/api/billing', ZBillingOverview) });

/** GET /api/billing/subscription/plan-preview: what changing to this plan would cost (nothing changes). */
export const planPreviewQuery = (plan: PaidPlanKey) =>
  queryOptions({
    queryKey: [...queryKeys.billing, 'plan-preview', plan],
    queryFn: () => api.get('/api/billing/subscription/plan-preview', ZPlanChangePreview, { plan }),
    // Prorated by the second: read afresh each time the dialog asks.
    staleTime: 0,
  });

/** GET /api/billing/manager: a sub-advisor's primary advisor, who manages their billing. */
export const billingManagerQuery = () =>
  queryOptions({ queryKey: [...queryKeys.billing, 'manager'], queryFn: () => api.get('/api/billing/manager', ZBillingManager) });

/** The Advisor Subaccounts tab, 10 rows a page; the previous page stays on screen while the next loads. */
export const subAccountsQuery = (page: number) =>
  queryOptions({
    queryKey: [...queryKeys.billing, 'sub-accounts', page],
    queryFn: () => api.get('/api/billing/sub-accounts', ZSubAccountsPage, { page }),
    placeholderData: keepPreviousData,
  });

const ZDeletedSubAccounts = z.object({ deleted: z.number().int() });

/**
 * A billing change alters the overview, the sub-accounts and the session's `plan` (which the guards
 * and menus read); both are read afresh before the mutation resolves, so a navigation that follows
 * sees the new plan.
 */
function useInvalidateBilling() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.billing }), queryClient.invalidateQueries({ queryKey: sessionQueryKey })]);
}

export function useSubscribe() {
  const invalidate = useInvalidateBilling();
  return useMutation({ mutationFn: (body: TSubscribeRequest) => api.post('/api/billing/subscription', body, ZBillingOverview), onSuccess: invalidate });
}

export function useChangePlan() {
  const invalidate = useInvalidateBilling();
  return useMutation({ mutationFn: (body: TChangePlanRequest) => api.post('/api/billing/subscription/plan', body, ZBillingOverview), onSuccess: invalidate });
}

/** Ends the plan at the period's end, or keeps it (before then). */
export function useSetCancelAtPeriodEnd() {
  const invalidate = useInvalidateBilling();
  return useMutation({
    mutationFn: (body: TCancelAtPeriodEndRequest) => api.post('/api/billing/subscription/cancel-at-period-end', body, ZBillingOverview),
    onSuccess: invalidate,
  });
}

/** A card the form made becomes the default; a past-due plan's open invoice is paid with it at once (Pay now's key). */
export function useSavePaymentMethod() {
  const invalidate = useInvalidateBilling();
  return useMutation({
    mutationFn: (body: TPaymentMethodRequest) => api.post('/api/billing/payment-method', body, ZBillingOverview),
    onSuccess: invalidate,
  });
}

/** A client stays on Free, with or without Advisor Sponsorship. */
export function useClientFreePlan() {
  const invalidate = useInvalidateBilling();
  return useMutation({ mutationFn: (body: TClientFreePlanRequest) => api.post('/api/billing/client-plan', body, ZBillingOverview), onSuccess: invalidate });
}

/** The embedded sandbox's stand-in for Stripe.js: card details in, a payment method id out. */
export function useCreateSandboxPaymentMethod() {
  return useMutation({ mutationFn: (card: TSandboxCardRequest) => api.post('/api/billing/sandbox/payment-methods', card, ZSandboxCardResponse) });
}

export function useDeleteSubAccounts() {
  const invalidate = useInvalidateBilling();
  return useMutation({ mutationFn: () => api.delete('/api/billing/sub-accounts', ZDeletedSubAccounts), onSuccess: invalidate });
}

/** One sub-account's delete (204, no body): the page and the overview's count are read afresh. */
export function useDeleteSubAccount() {
  const invalidate = useInvalidateBilling();
  return useMutation({ mutationFn: (id: string) => api.delete(`/api/billing/sub-accounts/${encodeURIComponent(id)}`, z.undefined()), onSuccess: invalidate });
}

/** Invite a sub-advisor by email; the api refuses it once the plan's allowance is taken. */
export function useInviteSubAdvisor() {
  return useMutation({ mutationFn: (body: TSubAdvisorInviteRequest) => api.post('/api/advisor/sub-advisors/invites', body, ZClientInviteResponse) });
}
