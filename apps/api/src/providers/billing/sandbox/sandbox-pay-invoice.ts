import type { ProviderInvoice } from '../billing-provider';
import { keyedId } from './sandbox-ids';
import { payNow } from './sandbox-invoices';
import { toProviderInvoice } from './sandbox-mappers';
import type { SandboxInvoice, SandboxPaymentMethod, SandboxSubscription } from './sandbox-objects';
import { findObject, insertObject, saveObject } from './sandbox-store';
import { lockSubscription, statusAfterPayment } from './sandbox-subscription-steps';
import { runWork, type SandboxSettings, type SandboxWork } from './sandbox-work';

/**
 * 'Pay now' on an open invoice (Stripe's `POST /v1/invoices/{id}/pay` with `payment_method`): the
 * card must be the invoice's customer's; a refusal is kept as an attempt (committed) and thrown; once
 * the latest invoice of a past_due or unpaid subscription is paid the subscription is active again.
 * The same key pays once.
 */
export async function payInvoice(settings: SandboxSettings, invoiceId: string, paymentMethodId: string, idempotencyKey: string): Promise<ProviderInvoice> {
  const outcome = await runWork(settings, idempotencyKey, async (work) => {
    const invoice = await findObject<SandboxInvoice>(work.tx, 'invoice', invoiceId, { lock: true });
    if (!invoice) throw new Error(`No such invoice: '${invoiceId}'`);
    const request = keyedId('idem', 'pay_invoice', invoiceId, idempotencyKey);
    const data = { request: 'pay_invoice', invoice: invoiceId, payment_method: paymentMethodId };
    if (!(await insertObject(work.tx, { id: request, type: 'idempotency', customerId: invoice.customer, data, createdSeconds: work.now })))
      return { invoice, refusal: null };
    if (invoice.status === 'paid') throw new Error('Invoice is already paid');
    if (invoice.status !== 'open') throw new Error(`You can only pay an invoice whose status is open. This invoice's status is ${invoice.status}.`);
    const method = await findObject<SandboxPaymentMethod>(work.tx, 'payment_method', paymentMethodId);
    if (!method || method.customer !== invoice.customer)
      throw new Error(`The PaymentMethod ${paymentMethodId} does not belong to the Customer ${invoice.customer}.`);
    const paid = await payNow(work, invoice, method);
    if (!paid.refusal && invoice.subscription) await reactivate(work, invoice.subscription, invoice);
    return paid;
  });
  // Thrown after the commit, so the refused attempt is kept.
  if (outcome.refusal) throw outcome.refusal;
  return toProviderInvoice(outcome.invoice);
}

async function reactivate(work: SandboxWork, subscriptionId: string, invoice: SandboxInvoice): Promise<void> {
  const subscription: SandboxSubscription = await lockSubscription(work, subscriptionId);
  if (subscription.latest_invoice !== invoice.id || (subscription.status !== 'past_due' && subscription.status !== 'unpaid')) return;
  subscription.status = statusAfterPayment(invoice);
  await saveObject(work.tx, subscription.id, subscription);
  await work.emit('customer.subscription.updated', subscription);
}
