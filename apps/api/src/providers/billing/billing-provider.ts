import type { InvoiceStatus, PaidPlanKey } from '@finboard/domain/billing';
import { ProviderUnavailableError } from '../provider-unavailable';

/**
 * The billing provider: the embedded sandbox (default, offline) or Stripe (when STRIPE_SECRET_KEY is
 * set). Both speak Stripe's model: customers, card payment methods, subscriptions with a licensed
 * plan price and a usage price for extra connected clients, trials, prorated plan changes, invoices
 * and signed webhook events. Times are Unix seconds and money is cents, as Stripe's API has them.
 */
export type BillingProviderKind = 'sandbox' | 'stripe';

/** Stripe's subscription statuses. */
export type ProviderSubscriptionStatus = 'trialing' | 'active' | 'incomplete' | 'incomplete_expired' | 'past_due' | 'canceled' | 'unpaid' | 'paused';

export interface ProviderPaymentMethod {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** billing_details.name */
  name: string | null;
}

export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: ProviderSubscriptionStatus;
  plan: PaidPlanKey;
  created: number;
  trialEnd: number | null;
  currentPeriodStart: number;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  /** The extra-client quantity last reported for this period. */
  extraClients: number;
  /** The invoice the subscription's first charge or last change made, if any. */
  latestInvoiceId: string | null;
}

export type ProviderInvoiceStatus = InvoiceStatus;

export interface ProviderInvoice {
  id: string;
  customerId: string;
  subscriptionId: string | null;
  number: string | null;
  created: number;
  amountDue: number;
  amountPaid: number;
  status: ProviderInvoiceStatus;
  hostedInvoiceUrl: string | null;
  invoicePdf: string | null;
  accountName: string | null;
  attemptCount: number;
  nextPaymentAttempt: number | null;
}

/** The parts of a webhook event the product acts on; the object itself is fetched afresh. */
export interface ProviderEvent {
  id: string;
  /** Stripe's event type, e.g. customer.subscription.updated, invoice.paid, invoice.payment_failed. */
  type: string;
  created: number;
  object: { kind: 'subscription' | 'invoice' | 'customer' | 'payment_method' | 'other'; id: string; customerId: string | null };
}

export interface CreateSubscriptionInput {
  customerId: string;
  plan: PaidPlanKey;
  /** 0 for none; an advisor plan's trial otherwise. A trial without a card pauses at its end. */
  trialDays: number;
  extraClients: number;
  /** The same key gives the same subscription (a double-clicked Subscribe makes one). */
  idempotencyKey: string;
}

export interface BillingProvider {
  readonly kind: BillingProviderKind;
  /** Stripe's publishable key for Stripe Elements; null for the sandbox, whose own card form posts to its api. */
  readonly publishableKey: string | null;
  createCustomer(input: { userId: string; email: string; name: string; idempotencyKey: string }): Promise<{ id: string }>;
  /**
   * Stripe's DELETE /v1/customers/:id: the customer is deleted for good and its live subscriptions
   * are cancelled at once (an account's deletion). One already deleted, or never there, is done.
   */
  deleteCustomer(customerId: string): Promise<void>;
  /**
   * Attaches a payment method made by the card form to the customer and makes it the default for
   * invoices (the provider checks the card: a declined one throws BillingCardError and is not kept).
   */
  attachPaymentMethod(customerId: string, paymentMethodId: string): Promise<ProviderPaymentMethod>;
  getDefaultPaymentMethod(customerId: string): Promise<ProviderPaymentMethod | null>;
  /**
   * Creates the subscription. Without a trial the first invoice is paid at once with the default
   * card: a refusal throws BillingCardError and leaves no live subscription behind.
   */
  createSubscription(input: CreateSubscriptionInput): Promise<ProviderSubscription>;
  /** Moves to another plan now, prorated (the difference is invoiced at once). */
  changePlan(subscriptionId: string, plan: PaidPlanKey, idempotencyKey: string): Promise<ProviderSubscription>;
  /**
   * What moving to `plan` now charges at once: the prorated difference for the rest
   * of the period after the customer's credit (Stripe's invoice preview, `POST /v1/invoices/create_preview`);
   * nothing changes.
   */
  previewPlanChange(subscriptionId: string, plan: PaidPlanKey): Promise<{ amountDueNow: number }>;
  /** The number of connected clients beyond the plan's included ones, from now on in this period. */
  reportExtraClients(subscriptionId: string, extraClients: number, idempotencyKey: string): Promise<void>;
  /** A paused subscription (a trial ended without a card) starts again once a card is on file. */
  resumeSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  cancelSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /**
   * Stripe's `cancel_at_period_end`: true ends the subscription when its period (or trial) ends,
   * with nothing more charged; false, before then, keeps it renewing.
   */
  setCancelAtPeriodEnd(subscriptionId: string, cancelAtPeriodEnd: boolean, idempotencyKey: string): Promise<ProviderSubscription>;
  /**
   * Pays an open invoice now with this payment method (Stripe's `POST /v1/invoices/{id}/pay` with
   * `payment_method`): a refusal throws BillingCardError and the invoice stays open. Paying the
   * latest invoice of a past_due subscription makes it active again.
   */
  payInvoice(invoiceId: string, paymentMethodId: string, idempotencyKey: string): Promise<ProviderInvoice>;
  getSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  getInvoice(invoiceId: string): Promise<ProviderInvoice | null>;
  listInvoices(customerId: string): Promise<ProviderInvoice[]>;
  /** Checks the signature (Stripe's `Stripe-Signature` scheme, 5-minute tolerance) and reads the event. */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined): ProviderEvent;
}

/** The provider refused a card; `message` is the provider's own, shown to the user as it is. */
export class BillingCardError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly declineCode: string | null,
  ) {
    super(message);
    this.name = 'BillingCardError';
  }
}

/**
 * The provider could not be reached or did not answer: the request may have been carried out, so a
 * retry of the same attempt must keep its idempotency key (an answered 5xx is a plain
 * ProviderUnavailableError: Stripe saved that answer for the key).
 */
export class BillingOutcomeUnknownError extends ProviderUnavailableError {
  constructor(message: string) {
    super(message);
    this.name = 'BillingOutcomeUnknownError';
  }
}

/** The meter event identifier of the extra clients reported with a new subscription (Stripe allows 100 characters). */
export const extraClientsIdentifier = (idempotencyKey: string) => `${idempotencyKey}:extra-clients`;

/** A webhook whose signature or timestamp does not check out. */
export class BillingWebhookSignatureError extends Error {
  constructor(message = 'invalid billing webhook signature') {
    super(message);
    this.name = 'BillingWebhookSignatureError';
  }
}

/** Stripe's window for a webhook's timestamp, both ways: older is a replay, newer was signed for later (a held forgery). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Refuses a `Stripe-Signature` header any of whose timestamps (`t=`) is more than the tolerance
 * away from now, in the past or the future (Stripe's own client checks only the past).
 */
export function checkWebhookTimestamps(signatureHeader: string, nowSeconds: number): void {
  const timestamps = signatureHeader
    .split(',')
    .map((part) => part.split('=', 2).map((piece) => piece.trim()))
    .filter(([key]) => key === 't')
    .map(([, value]) => (value && /^\d+$/.test(value) ? Number(value) : Number.NaN));
  if (timestamps.length === 0 || timestamps.some((timestamp) => !(Math.abs(nowSeconds - timestamp) <= WEBHOOK_TOLERANCE_SECONDS))) {
    throw new BillingWebhookSignatureError('billing webhook timestamp outside the tolerance');
  }
}

/** The embedded sandbox's own parts: its card form (what Stripe.js does), its clock and its invoice PDFs. */
export interface SandboxBillingControls {
  createPaymentMethod(card: { number: string; expMonth: number; expYear: number; cvc: string; name: string }): Promise<{ id: string }>;
  /** Ends trials, renews periods and retries failed charges that are due now. */
  advanceClock(): Promise<void>;
  renderInvoicePdf(invoiceId: string): Promise<Buffer | null>;
  redeliverPendingEvents(): Promise<void>;
}
