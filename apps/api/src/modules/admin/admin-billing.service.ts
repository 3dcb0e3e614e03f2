import type { TAdminBilling, TAdminInvoice } from '@finboard/contracts';
import { calculateBusinessFigures, isRevenueStatus, stripeDashboardUrl, SUBSCRIPTION_STATUSES, toSubscriptionStatus } from '@finboard/domain';
import { productToday } from '../../platform/clock';
import type { AdminDeps } from './admin-deps';
import { getMrrHistory } from './mrr-history.service';
import {
  type AdminInvoiceRow,
  countInvoicesByOutcome,
  countSubscriptionsByStatus,
  findFailedPayments,
  findPayingSubscriptions,
  findRecentInvoices,
} from './admin-billing.repository';

const RECENT_INVOICES = 50;
const FAILED_PAYMENTS = 100;
const MRR_SERIES_DAYS = 90;

function invoiceOf(deps: AdminDeps, row: AdminInvoiceRow): TAdminInvoice {
  return {
    id: row.id,
    userId: row.userId,
    userName: `${row.firstName} ${row.lastName}`.trim(),
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    amountDueCents: row.amountDueCents,
    amountPaidCents: row.amountPaidCents,
    status: row.status,
    attemptCount: row.attemptCount,
    nextPaymentAttemptAt: row.nextPaymentAttempt?.toISOString() ?? null,
    providerUrl: row.provider === 'stripe' ? stripeDashboardUrl('invoices', row.id, deps.billing.stripeTestMode) : null,
  };
}

export async function getBillingOverview(deps: AdminDeps): Promise<TAdminBilling> {
  const { db } = deps;
  const [byStatus, paying, invoices, recent, failed] = await Promise.all([
    countSubscriptionsByStatus(db),
    findPayingSubscriptions(db),
    countInvoicesByOutcome(db),
    findRecentInvoices(db, RECENT_INVOICES),
    findFailedPayments(db, FAILED_PAYMENTS),
  ]);
  const subscriptions = paying.map((row) => ({ ...row, status: toSubscriptionStatus(row.status) }));
  const thisMonth = deps.today().slice(0, 7);
  // A trial has not started paying: its paidSince is its trial's end, still to come.
  const newThisMonth = subscriptions.filter((row) => isRevenueStatus(row.status) && productToday(row.paidSince).startsWith(thisMonth));
  const figures = calculateBusinessFigures(subscriptions);
  const mrrCents = figures.mrrCents;
  const mrr = await getMrrHistory(db, deps.today(), mrrCents, MRR_SERIES_DAYS);
  return {
    provider: deps.billing.provider,
    mrrCents,
    mrrChange: mrr.change,
    mrrSeries: mrr.series,
    inTrial: figures.inTrial,
    newMrrThisMonthCents: calculateBusinessFigures(newThisMonth).mrrCents,
    subscriptionsByStatus: SUBSCRIPTION_STATUSES.map((status) => ({
      status,
      count: byStatus.filter((row) => toSubscriptionStatus(row.status) === status).reduce((sum, row) => sum + row.n, 0),
    })).filter((row) => row.count > 0),
    subscriptionsByPlan: figures.byPlan,
    invoices: { ...invoices, recent: recent.map((row) => invoiceOf(deps, row)) },
    failedPayments: failed.map((row) => invoiceOf(deps, row)),
  };
}
