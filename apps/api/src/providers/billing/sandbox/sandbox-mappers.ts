import type { ProviderInvoice, ProviderPaymentMethod, ProviderSubscription } from '../billing-provider';
import type { SandboxInvoice, SandboxPaymentMethod, SandboxSubscription } from './sandbox-objects';
import { subscriptionPlan } from './sandbox-prices';

/** The sandbox's Stripe-shaped objects as the provider interface has them. */

export function toProviderPaymentMethod(method: SandboxPaymentMethod): ProviderPaymentMethod {
  return {
    id: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
    name: method.billing_details.name,
  };
}

export function toProviderSubscription(subscription: SandboxSubscription, extraClients: number): ProviderSubscription {
  return {
    id: subscription.id,
    customerId: subscription.customer,
    status: subscription.status,
    plan: subscriptionPlan(subscription),
    created: subscription.created,
    trialEnd: subscription.trial_end,
    currentPeriodStart: subscription.current_period_start,
    currentPeriodEnd: subscription.current_period_end,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    extraClients,
    latestInvoiceId: subscription.latest_invoice,
  };
}

export function toProviderInvoice(invoice: SandboxInvoice): ProviderInvoice {
  return {
    id: invoice.id,
    customerId: invoice.customer,
    subscriptionId: invoice.subscription,
    number: invoice.number,
    created: invoice.created,
    amountDue: invoice.amount_due,
    amountPaid: invoice.amount_paid,
    status: invoice.status,
    hostedInvoiceUrl: invoice.hosted_invoice_url,
    invoicePdf: invoice.invoice_pdf,
    accountName: invoice.account_name,
    attemptCount: invoice.attempt_count,
    nextPaymentAttempt: invoice.next_payment_attempt,
  };
}
