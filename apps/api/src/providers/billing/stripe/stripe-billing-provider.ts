import type { PaidPlanKey } from '@finboard/domain/billing';
import Stripe from 'stripe';
import {
  BillingCardError,
  BillingOutcomeUnknownError,
  type BillingProvider,
  BillingWebhookSignatureError,
  checkWebhookTimestamps,
  extraClientsIdentifier,
  type ProviderSubscription,
  WEBHOOK_TOLERANCE_SECONDS,
} from '../billing-provider';
import { EXTRA_CLIENTS_EVENT, createCatalogue } from './stripe-catalogue';
import { ProviderUnavailableError } from '../../provider-unavailable';
import { type StripeSettings, createStripeClient } from './stripe-client';
import { toEvent, toInvoice, toPaymentMethod, toSubscription } from './stripe-mappers';

export type { StripeSettings } from './stripe-client';

const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeError && error.code === 'resource_missing';

/** A refused card keeps Stripe's own message, code and decline code; anything else is rethrown. */
function rethrowCardError(error: unknown): never {
  if (error instanceof Stripe.errors.StripeCardError) {
    throw new BillingCardError(error.message, error.code ?? 'card_declined', error.decline_code ?? null);
  }
  throw error;
}

export const BILLING_SERVICE_UNAVAILABLE = "We couldn't reach the billing service. Please try again in a few minutes.";

/**
 * Stripe not answering (STRIPE_TIMEOUT_MS per attempt, after the client's own retries), unreachable,
 * or failing on its side (5xx): the caller is told to try again later, not shown a 500.
 */
function isStripeUnavailable(error: unknown): boolean {
  if (error instanceof Stripe.errors.StripeConnectionError) return true;
  return error instanceof Stripe.errors.StripeAPIError && (error.statusCode ?? 500) >= 500;
}

function withUnavailableMapped(provider: BillingProvider): BillingProvider {
  const mapped: Record<string, unknown> = { ...provider };
  for (const [name, value] of Object.entries(provider)) {
    if (typeof value !== 'function') continue;
    // Calls that answer a promise (every API call) are mapped; verifyWebhook answers at once and is left as it is.
    mapped[name] = (...args: unknown[]) => {
      const result: unknown = (value as (...given: unknown[]) => unknown).apply(provider, args);
      if (!(result instanceof Promise)) return result;
      return result.catch((error: unknown) => {
        if (error instanceof Stripe.errors.StripeConnectionError) throw new BillingOutcomeUnknownError(BILLING_SERVICE_UNAVAILABLE);
        throw isStripeUnavailable(error) ? new ProviderUnavailableError(BILLING_SERVICE_UNAVAILABLE) : error;
      });
    };
  }
  return mapped as unknown as BillingProvider;
}

/** Billing through Stripe's official client (Customers, PaymentMethods, Subscriptions, Billing Meters, Invoices, webhooks). */
export function createStripeBillingProvider(settings: StripeSettings): BillingProvider {
  const stripe = createStripeClient(settings);
  const catalogue = createCatalogue(stripe);

  const licensedItem = (subscription: Stripe.Subscription) => subscription.items.data.find((item) => item.price.recurring?.usage_type !== 'metered');

  /** One meter event per report; its identifier makes a repeated report count once. */
  const meterEvent = (customerId: string, extraClients: number, identifier: string) =>
    stripe.billing.meterEvents.create(
      { event_name: EXTRA_CLIENTS_EVENT, identifier, payload: { stripe_customer_id: customerId, value: String(extraClients) } },
      { idempotencyKey: identifier },
    );

  /** The items that move a subscription to a plan: its licensed price, and the plan's extra-client price (the client plan has none). */
  const planItems = async (subscriptionId: string, plan: PaidPlanKey): Promise<Stripe.SubscriptionUpdateParams.Item[]> => {
    const prices = await catalogue.get();
    const current = await stripe.subscriptions.retrieve(subscriptionId);
    const licensed = licensedItem(current);
    if (!licensed) throw new Error(`subscription ${subscriptionId} has no licensed item`);
    const metered = current.items.data.find((item) => item.price.recurring?.usage_type === 'metered');
    const extraPrice = prices.extraClient[plan];
    const meteredItems: Stripe.SubscriptionUpdateParams.Item[] = metered
      ? extraPrice
        ? [{ id: metered.id, price: extraPrice }]
        : [{ id: metered.id, deleted: true }]
      : extraPrice
        ? [{ price: extraPrice }]
        : [];
    return [{ id: licensed.id, price: prices.monthly[plan], quantity: 1 }, ...meteredItems];
  };

  return withUnavailableMapped({
    kind: 'stripe',
    publishableKey: settings.publishableKey,

    async createCustomer({ userId, email, name, idempotencyKey }) {
      const customer = await stripe.customers.create({ email, name, metadata: { finboard_user_id: userId } }, { idempotencyKey });
      return { id: customer.id };
    },

    async deleteCustomer(customerId) {
      try {
        // Stripe cancels the customer's live subscriptions with it (https://docs.stripe.com/api/customers/delete).
        await stripe.customers.del(customerId);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    async attachPaymentMethod(customerId, paymentMethodId) {
      try {
        const method = await stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
        await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: method.id } });
        return toPaymentMethod(method);
      } catch (error) {
        rethrowCardError(error);
      }
    },

    async getDefaultPaymentMethod(customerId) {
      const customer = await stripe.customers.retrieve(customerId, { expand: ['invoice_settings.default_payment_method'] });
      if (customer.deleted) return null;
      const method = customer.invoice_settings.default_payment_method;
      if (!method) return null;
      return toPaymentMethod(typeof method === 'string' ? await stripe.paymentMethods.retrieve(method) : method);
    },

    async createSubscription({ customerId, plan, trialDays, extraClients, idempotencyKey }) {
      const prices = await catalogue.get();
      const extraPrice = prices.extraClient[plan];
      let created: Stripe.Subscription;
      try {
        created = await stripe.subscriptions.create(
          {
            customer: customerId,
            // A metered item carries no quantity: its usage comes from the meter.
            items: [{ price: prices.monthly[plan], quantity: 1 }, ...(extraPrice ? [{ price: extraPrice }] : [])],
            metadata: { finboard_plan: plan, finboard_extra_clients: String(extraClients) },
            ...(trialDays > 0
              ? { trial_period_days: trialDays, trial_settings: { end_behavior: { missing_payment_method: 'pause' as const } } }
              : // The first invoice must be paid now: a refusal is a 402 and Stripe keeps no subscription.
                { payment_behavior: 'error_if_incomplete' as const }),
          },
          { idempotencyKey },
        );
      } catch (error) {
        rethrowCardError(error);
      }
      if (extraPrice && extraClients > 0) await meterEvent(customerId, extraClients, extraClientsIdentifier(idempotencyKey));
      return toSubscription(created);
    },

    async changePlan(subscriptionId, plan, idempotencyKey) {
      const items = await planItems(subscriptionId, plan);
      try {
        const updated = await stripe.subscriptions.update(
          subscriptionId,
          {
            items,
            // The difference for the rest of the period is invoiced and charged at once.
            proration_behavior: 'always_invoice',
            metadata: { finboard_plan: plan },
          },
          { idempotencyKey },
        );
        return toSubscription(updated);
      } catch (error) {
        rethrowCardError(error);
      }
    },

    async previewPlanChange(subscriptionId, plan) {
      const items = (await planItems(subscriptionId, plan)) as Stripe.InvoiceCreatePreviewParams.SubscriptionDetails.Item[];
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      // Stripe's invoice preview of the change as changePlan makes it (prorations invoiced at once), at Stripe's now.
      const preview = await stripe.invoices.createPreview({
        customer: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
        subscription: subscriptionId,
        subscription_details: { items, proration_behavior: 'always_invoice' },
      });
      return { amountDueNow: preview.amount_due };
    },

    async reportExtraClients(subscriptionId, extraClients, idempotencyKey) {
      const subscription = await stripe.subscriptions.retrieve(subscriptionId);
      const customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
      await meterEvent(customerId, extraClients, idempotencyKey);
      // The meter bills it; the metadata lets a read show the count without asking the meter.
      await stripe.subscriptions.update(
        subscriptionId,
        { metadata: { finboard_extra_clients: String(extraClients) } },
        { idempotencyKey: `${idempotencyKey}:metadata` },
      );
    },

    async resumeSubscription(subscriptionId) {
      // A new period starts today and is invoiced to the card now on file (2026-10-28 takes the anchor as an object).
      return toSubscription(await stripe.subscriptions.resume(subscriptionId, { billing_cycle_anchor: { type: 'now' } }));
    },

    async cancelSubscription(subscriptionId): Promise<ProviderSubscription> {
      try {
        return toSubscription(await stripe.subscriptions.cancel(subscriptionId));
      } catch (error) {
        // Cancelling twice: Stripe no longer finds a live subscription; the canceled one is the answer.
        if (!isMissing(error)) throw error;
        const existing = await stripe.subscriptions.retrieve(subscriptionId);
        if (existing.status !== 'canceled') throw error;
        return toSubscription(existing);
      }
    },

    async setCancelAtPeriodEnd(subscriptionId, cancelAtPeriodEnd, idempotencyKey) {
      return toSubscription(await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancelAtPeriodEnd }, { idempotencyKey }));
    },

    async payInvoice(invoiceId, paymentMethodId, idempotencyKey) {
      try {
        return toInvoice(await stripe.invoices.pay(invoiceId, { payment_method: paymentMethodId }, { idempotencyKey }));
      } catch (error) {
        rethrowCardError(error);
      }
    },

    async getSubscription(subscriptionId) {
      try {
        return toSubscription(await stripe.subscriptions.retrieve(subscriptionId));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async getInvoice(invoiceId) {
      try {
        return toInvoice(await stripe.invoices.retrieve(invoiceId));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async listInvoices(customerId) {
      const invoices = await stripe.invoices.list({ customer: customerId, limit: 100 }).autoPagingToArray({ limit: 10_000 });
      return invoices.map(toInvoice);
    },

    verifyWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new BillingWebhookSignatureError('missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, settings.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
        // The client refuses only old timestamps; one signed for the future is refused too.
        checkWebhookTimestamps(signatureHeader, Math.floor(Date.now() / 1000));
      } catch (error) {
        throw new BillingWebhookSignatureError(error instanceof Error ? error.message : undefined);
      }
      return toEvent(event);
    },
  });
}
