import { cardBrand } from '@finboard/domain/billing';
import { BillingCardError, type ProviderPaymentMethod } from '../billing-provider';
import { attachRefusal, cardBehaviour, type CardInput, checkCardInput } from './sandbox-cards';
import { cardFingerprint, invoicePrefix, keyedId, newId } from './sandbox-ids';
import { toProviderPaymentMethod } from './sandbox-mappers';
import type { SandboxCustomer, SandboxPaymentMethod, SandboxSubscription } from './sandbox-objects';
import { deleteObject, findObject, insertObject, listCustomerObjects, saveObject } from './sandbox-store';
import { lockSubscription } from './sandbox-subscription-steps';
import { endSubscription } from './sandbox-subscriptions';
import { runWork, type SandboxSettings } from './sandbox-work';

/** Customers and their cards: made, checked and attached as the default for invoices. */

export async function createCustomer(
  settings: SandboxSettings,
  input: { userId: string; email: string; name: string; idempotencyKey: string },
): Promise<{ id: string }> {
  const id = keyedId('cus', 'create_customer', input.idempotencyKey);
  await runWork(settings, input.idempotencyKey, async (work) => {
    const customer: SandboxCustomer = {
      id,
      object: 'customer',
      created: work.now,
      email: input.email,
      name: input.name,
      balance: 0,
      currency: 'usd',
      invoice_prefix: invoicePrefix(id),
      next_invoice_sequence: 1,
      invoice_settings: { default_payment_method: null },
      livemode: false,
      metadata: { userId: input.userId },
    };
    if (await insertObject(work.tx, { id, type: 'customer', customerId: id, data: customer, createdSeconds: work.now })) {
      await work.emit('customer.created', customer);
    }
  });
  return { id };
}

/**
 * As Stripe's DELETE /v1/customers/:id: live subscriptions are cancelled now, the customer is
 * deleted (a `customer.deleted` event), and a customer already gone is nothing to do.
 */
export async function deleteCustomer(settings: SandboxSettings, customerId: string): Promise<void> {
  await runWork(settings, null, async (work) => {
    const customer = await findObject<SandboxCustomer>(work.tx, 'customer', customerId, { lock: true });
    if (!customer) return;
    for (const { id } of await listCustomerObjects<SandboxSubscription>(work.tx, customerId, 'subscription')) {
      const subscription = await lockSubscription(work, id);
      if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') await endSubscription(work, subscription, work.now);
    }
    await deleteObject(work.tx, customer.id);
    await work.emit('customer.deleted', customer);
  });
}

/** What the sandbox's card form posts: checked as Stripe's form would, kept without its number. */
export async function createPaymentMethod(settings: SandboxSettings, card: CardInput): Promise<{ id: string }> {
  const now = settings.now();
  const number = checkCardInput(card, now);
  const brand = cardBrand(number);
  const method: SandboxPaymentMethod = {
    id: newId('pm'),
    object: 'payment_method',
    created: now,
    type: 'card',
    customer: null,
    billing_details: { name: card.name.trim() || null, email: null },
    card: {
      brand: brand === 'unknown' ? 'unknown' : brand,
      last4: number.slice(-4),
      exp_month: card.expMonth,
      exp_year: card.expYear,
      fingerprint: cardFingerprint(number),
      funding: 'credit',
    },
    livemode: false,
    metadata: {},
  };
  await insertObject(settings.db, { id: method.id, type: 'payment_method', customerId: null, data: method, createdSeconds: now });
  return { id: method.id };
}

/**
 * Attaches the card and makes it the invoices' default. The bank is asked first, as a SetupIntent
 * would: a declined card is refused and deleted, and nothing about the customer changes.
 */
export async function attachPaymentMethod(settings: SandboxSettings, customerId: string, paymentMethodId: string): Promise<ProviderPaymentMethod> {
  const outcome = await runWork(settings, null, async (work) => {
    const customer = await findObject<SandboxCustomer>(work.tx, 'customer', customerId, { lock: true });
    if (!customer) throw new Error(`No such customer: '${customerId}'`);
    const method = await findObject<SandboxPaymentMethod>(work.tx, 'payment_method', paymentMethodId, { lock: true });
    if (!method) return { refusal: new BillingCardError(`No such PaymentMethod: '${paymentMethodId}'`, 'resource_missing', null) };
    if (method.customer && method.customer !== customerId) {
      return {
        refusal: new BillingCardError(
          'The payment method you provided has already been attached to another customer.',
          'payment_method_unexpected_state',
          null,
        ),
      };
    }
    const refusal = attachRefusal(cardBehaviour(method.card.fingerprint));
    if (refusal) {
      await deleteObject(work.tx, method.id);
      return { refusal };
    }
    if (!method.customer) {
      method.customer = customerId;
      await saveObject(work.tx, method.id, method);
      await work.emit('payment_method.attached', method);
    }
    if (customer.invoice_settings.default_payment_method !== method.id) {
      customer.invoice_settings.default_payment_method = method.id;
      await saveObject(work.tx, customer.id, customer);
      await work.emit('customer.updated', customer);
    }
    return { method };
  });
  // Thrown after the commit, so the refused card's deletion is kept.
  if ('refusal' in outcome) throw outcome.refusal;
  return toProviderPaymentMethod(outcome.method);
}

export async function getDefaultPaymentMethod(settings: SandboxSettings, customerId: string): Promise<ProviderPaymentMethod | null> {
  const customer = await findObject<SandboxCustomer>(settings.db, 'customer', customerId);
  const methodId = customer?.invoice_settings.default_payment_method;
  const method = methodId ? await findObject<SandboxPaymentMethod>(settings.db, 'payment_method', methodId) : null;
  return method ? toProviderPaymentMethod(method) : null;
}
