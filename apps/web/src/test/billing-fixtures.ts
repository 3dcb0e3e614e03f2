import type { TBillingInvoice, TBillingOverview, TBillingSubscription, TSubAccountsPage } from '@finboard/contracts';

/** GET /api/billing for someone who never subscribed, on the embedded sandbox. */
export function makeOverview(overrides: Partial<TBillingOverview> = {}): TBillingOverview {
  return {
    provider: 'sandbox',
    publishableKey: null,
    plan: 'free',
    subscription: null,
    trialEnded: false,
    paymentMethod: null,
    invoices: [],
    subAccountCount: 0,
    connectedAdvisors: 0,
    openInvoice: null,
    ...overrides,
  };
}

/** An Event plan in its trial, with 12 connected clients (2 beyond the 10 included). */
export function makeSubscription(overrides: Partial<TBillingSubscription> = {}): TBillingSubscription {
  return {
    plan: 'advanced',
    planName: 'Event',
    status: 'trialing',
    trialEnd: '2026-12-15T17:00:00.000Z',
    currentPeriodEnd: '2026-12-15T17:00:00.000Z',
    cancelAtPeriodEnd: false,
    connectedClients: 12,
    extraClients: 2,
    monthlyTotalCents: 5900 + 2 * 1297,
    ...overrides,
  };
}

export function makeInvoice(overrides: Partial<TBillingInvoice> = {}): TBillingInvoice {
  return {
    id: 'in_1',
    number: 'FB-0001',
    // 2026-11-20T15:00:00Z
    created: 1_795_186_800,
    amountPaidCents: 8494,
    amountDueCents: 8494,
    status: 'paid',
    hostedInvoiceUrl: 'https://billing.example.com/invoices/in_1',
    invoicePdfUrl: '/api/billing/invoices/in_1/pdf',
    accountName: 'Ada Lovelace',
    ...overrides,
  };
}

/** A page of n sub-advisors out of `total`, 10 a page. */
export function makeSubAccountsPage(page: number, total: number): TSubAccountsPage {
  const first = (page - 1) * 10;
  const count = Math.max(0, Math.min(10, total - first));
  return {
    rows: Array.from({ length: count }, (_, index) => ({
      id: `sub-${first + index + 1}`,
      firstName: `First${first + index + 1}`,
      lastName: `Last${first + index + 1}`,
      email: `sub${first + index + 1}@example.com`,
      createdAt: '2026-10-02T14:00:00.000Z',
    })),
    total,
    page,
    pageSize: 10,
    canInvite: total < 4,
  };
}

/** The api's error body. */
export const apiError = (code: string, message: string) => ({ error: { code, message, requestId: 'req-1' } });
