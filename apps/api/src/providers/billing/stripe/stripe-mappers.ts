import type { PaidPlanKey } from '@finboard/domain/billing';
import type Stripe from 'stripe';
import type {
  ProviderEvent,
  ProviderInvoice,
  ProviderInvoiceStatus,
  ProviderPaymentMethod,
  ProviderSubscription,
  ProviderSubscriptionStatus,
} from '../billing-provider';
import { planOfLookupKey } from './stripe-catalogue';

/** Stripe's objects in the provider's terms (times stay Unix seconds, money stays cents). */
const idOf = (value: string | { id: string } | null | undefined): string | null => (value == null ? null : typeof value === 'string' ? value : value.id);

export function toPaymentMethod(method: Stripe.PaymentMethod): ProviderPaymentMethod {
  const card = method.card;
  return {
    id: method.id,
    brand: card?.display_brand ?? card?.brand ?? method.type,
    last4: card?.last4 ?? '',
    expMonth: card?.exp_month ?? 0,
    expYear: card?.exp_year ?? 0,
    name: method.billing_details.name,
  };
}

export function toSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const items = subscription.items.data;
  const licensed = items.find((item) => item.price.recurring?.usage_type !== 'metered') ?? items[0];
  const plan = planOfLookupKey(licensed?.price.lookup_key ?? null) ?? (subscription.metadata.finboard_plan as PaidPlanKey | undefined);
  if (!plan) throw new Error(`subscription ${subscription.id} has no Finboard plan price`);
  // Since API version 2025-03-31 the billing period is on each item; older versions kept it on the subscription.
  const legacy = subscription as Stripe.Subscription & { current_period_start?: number; current_period_end?: number };
  const extra = Number(subscription.metadata.finboard_extra_clients ?? 0);
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status as ProviderSubscriptionStatus,
    plan,
    created: subscription.created,
    trialEnd: subscription.trial_end,
    currentPeriodStart: legacy.current_period_start ?? licensed?.current_period_start ?? subscription.start_date,
    currentPeriodEnd: legacy.current_period_end ?? licensed?.current_period_end ?? subscription.start_date,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    extraClients: Number.isFinite(extra) ? extra : 0,
    latestInvoiceId: idOf(subscription.latest_invoice),
  };
}

export function toInvoice(invoice: Stripe.Invoice): ProviderInvoice {
  // Since 2025-03-31 an invoice names its subscription under parent.subscription_details.
  const legacy = invoice as Stripe.Invoice & { subscription?: string | { id: string } | null };
  return {
    id: invoice.id ?? '',
    customerId: idOf(invoice.customer) ?? '',
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy.subscription),
    number: invoice.number,
    created: invoice.created,
    amountDue: invoice.amount_due,
    amountPaid: invoice.amount_paid,
    status: (invoice.status ?? 'draft') as ProviderInvoiceStatus,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    invoicePdf: invoice.invoice_pdf ?? null,
    accountName: invoice.account_name,
    attemptCount: invoice.attempt_count,
    nextPaymentAttempt: invoice.next_payment_attempt,
  };
}

const KINDS: Record<string, ProviderEvent['object']['kind']> = {
  subscription: 'subscription',
  invoice: 'invoice',
  customer: 'customer',
  payment_method: 'payment_method',
};

export function toEvent(event: Stripe.Event): ProviderEvent {
  const object = event.data.object as unknown as { id?: string; object?: string; customer?: string | { id: string } | null };
  const kind = KINDS[object.object ?? ''] ?? 'other';
  return {
    id: event.id,
    type: event.type,
    created: event.created,
    object: { kind, id: object.id ?? '', customerId: kind === 'customer' ? (object.id ?? null) : idOf(object.customer) },
  };
}
