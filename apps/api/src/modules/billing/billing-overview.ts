import type { TBillingOverview } from '@finboard/contracts';
import { BILLING_PLANS, extraClientCount, monthlyTotalCents } from '@finboard/domain/billing';
import type { Db } from '@finboard/db';
import type { BillingProvider } from '../../providers/billing/billing-provider';
import {
  countConnectedLinks,
  countSubAccounts,
  findLatestSubscription,
  findOpenInvoiceOf,
  findPaymentMethod,
  listInvoicesOf,
  type SubscriptionRow,
} from './billing.repository';

/** The statuses whose open invoice the customer is asked to pay now. */
export const OWING_STATUSES: ReadonlySet<string> = new Set(['past_due', 'unpaid']);

/** What /billing and /subscribe show, from the mirror only (no call to the provider). */
export async function readOverview(db: Db, provider: BillingProvider, user: { id: string; role: string | null; plan: string }): Promise<TBillingOverview> {
  const [subscription, paymentMethod, invoices, connected, subAccountCount] = await Promise.all([
    findLatestSubscription(db, user.id),
    findPaymentMethod(db, user.id),
    listInvoicesOf(db, user.id),
    countConnectedLinks(db, user.id),
    user.role === 'advisor' ? countSubAccounts(db, user.id) : Promise.resolve(0),
  ]);
  return {
    provider: provider.kind,
    publishableKey: provider.publishableKey,
    plan: user.plan === 'paid' ? 'paid' : 'free',
    subscription: subscription ? toSubscription(subscription, user.role === 'advisor' ? connected : 0) : null,
    trialEnded: subscription?.status === 'paused',
    paymentMethod: paymentMethod
      ? { brand: paymentMethod.brand, last4: paymentMethod.last4, name: paymentMethod.name, expMonth: paymentMethod.expMonth, expYear: paymentMethod.expYear }
      : null,
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      created: Math.floor(invoice.createdAt.getTime() / 1000),
      amountPaidCents: invoice.amountPaidCents,
      amountDueCents: invoice.amountDueCents,
      status: invoice.status,
      hostedInvoiceUrl: invoice.hostedInvoiceUrl,
      // Our own route: it checks the owner, then streams the sandbox's PDF or sends the browser to Stripe's.
      invoicePdfUrl: invoice.invoicePdfUrl ? `/api/billing/invoices/${encodeURIComponent(invoice.id)}/pdf` : null,
      accountName: invoice.accountName,
    })),
    subAccountCount,
    connectedAdvisors: user.role === 'client' ? connected : 0,
    openInvoice: subscription && OWING_STATUSES.has(subscription.status) ? await readOpenInvoice(db, user.id, subscription.id) : null,
  };
}

async function readOpenInvoice(db: Db, userId: string, subscriptionId: string): Promise<TBillingOverview['openInvoice']> {
  const invoice = await findOpenInvoiceOf(db, { userId, subscriptionId });
  if (!invoice) return null;
  return {
    id: invoice.id,
    amountDueCents: invoice.amountDueCents,
    nextPaymentAttempt: invoice.nextPaymentAttempt?.toISOString() ?? null,
    attemptCount: invoice.attemptCount,
  };
}

function toSubscription(row: SubscriptionRow, connectedClients: number): NonNullable<TBillingOverview['subscription']> {
  const plan = row.planKey;
  const isAdvisorPlan = BILLING_PLANS[plan].role === 'advisor';
  return {
    plan,
    planName: BILLING_PLANS[plan].name,
    status: row.status,
    trialEnd: row.trialEnd?.toISOString() ?? null,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    connectedClients: isAdvisorPlan ? connectedClients : 0,
    extraClients: isAdvisorPlan ? extraClientCount(plan, connectedClients) : 0,
    monthlyTotalCents: monthlyTotalCents(plan, isAdvisorPlan ? connectedClients : 0),
  };
}
