import type { Db } from '@finboard/db';
import type { ProviderInvoice, ProviderPaymentMethod, ProviderSubscription } from '../../providers/billing/billing-provider';
import { findLatestSubscription, savePaymentMethod, setUserPlan, upsertInvoice, upsertSubscription } from './billing.repository';

/**
 * Writes what the provider said into our mirror. `fetchedAt` is when it was read: a read older than
 * the stored one is dropped, so answers and webhook events arriving in any order leave the newest.
 */
const seconds = (value: number | null) => (value === null ? null : new Date(value * 1000));

/** A subscription that has not ended keeps the user on the paid plan; an ended one returns them to free. */
const ENDED = new Set(['canceled', 'incomplete_expired']);

export async function applySubscription(db: Db, userId: string, provider: string, sub: ProviderSubscription, fetchedAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertSubscription(tx, {
      id: sub.id,
      userId,
      provider,
      customerId: sub.customerId,
      planKey: sub.plan,
      status: sub.status,
      trialEnd: seconds(sub.trialEnd),
      currentPeriodStart: seconds(sub.currentPeriodStart),
      currentPeriodEnd: seconds(sub.currentPeriodEnd),
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      extraClients: sub.extraClients,
      createdAt: new Date(sub.created * 1000),
      fetchedAt,
    });
    await settlePlan(tx, userId);
  });
}

/** users.plan follows the newest subscription: paid while it has not ended (spec 01 §3 plan free or paid). */
async function settlePlan(tx: Db, userId: string): Promise<void> {
  const latest = await findLatestSubscription(tx, userId);
  if (latest) await setUserPlan(tx, userId, ENDED.has(latest.status) ? 'free' : 'paid');
}

export async function applyInvoice(db: Db, userId: string, invoice: ProviderInvoice, fetchedAt: Date): Promise<void> {
  await upsertInvoice(db, {
    id: invoice.id,
    userId,
    subscriptionId: invoice.subscriptionId,
    number: invoice.number,
    createdAt: new Date(invoice.created * 1000),
    amountDueCents: invoice.amountDue,
    amountPaidCents: invoice.amountPaid,
    status: invoice.status,
    hostedInvoiceUrl: invoice.hostedInvoiceUrl,
    invoicePdfUrl: invoice.invoicePdf,
    accountName: invoice.accountName,
    attemptCount: invoice.attemptCount,
    nextPaymentAttempt: seconds(invoice.nextPaymentAttempt),
    fetchedAt,
  });
}

export async function applyPaymentMethod(db: Db, userId: string, method: ProviderPaymentMethod): Promise<void> {
  await savePaymentMethod(db, {
    userId,
    paymentMethodId: method.id,
    brand: method.brand,
    last4: method.last4,
    expMonth: method.expMonth,
    expYear: method.expYear,
    name: method.name,
    updatedAt: new Date(),
  });
}
