import { randomBytes } from 'node:crypto';
import type { CardDecline } from './errors';

/**
 * The fake's objects, kept in its own terms, and how each is rendered in the shape Stripe's API
 * reference documents for API version 2026-10-28 (billing periods on subscription items, an
 * invoice's subscription under `parent.subscription_details`, metered prices tied to a meter).
 */
export const API_VERSION = '2026-10-28.endive';

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

export interface FakeCustomer {
  id: string;
  created: number;
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  defaultPaymentMethod: string | null;
  invoicePrefix: string;
  nextInvoiceSequence: number;
  /** Negative is credit the customer holds (a prorated downgrade), applied to the next invoices. */
  balance: number;
}

export interface FakePaymentMethod {
  id: string;
  created: number;
  customer: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  name: string | null;
  declineCharges: CardDecline | null;
}

export interface FakePrice {
  id: string;
  created: number;
  product: string;
  unitAmount: number;
  currency: string;
  lookupKey: string | null;
  usageType: 'licensed' | 'metered';
  meter: string | null;
  active: boolean;
  nickname: string | null;
  metadata: Record<string, string>;
}

export interface FakeProduct {
  id: string;
  created: number;
  name: string;
  active: boolean;
  metadata: Record<string, string>;
}

export interface FakeMeter {
  id: string;
  created: number;
  displayName: string;
  eventName: string;
  formula: 'count' | 'last' | 'sum';
  customerKey: string;
  valueKey: string;
  status: 'active' | 'inactive';
}

export interface FakeMeterEvent {
  identifier: string;
  eventName: string;
  payload: Record<string, string>;
  timestamp: number;
  created: number;
}

export interface FakeItem {
  id: string;
  created: number;
  price: string;
  quantity: number | null;
  periodStart: number;
  periodEnd: number;
}

export type FakeSubscriptionStatus = 'trialing' | 'active' | 'incomplete' | 'incomplete_expired' | 'past_due' | 'canceled' | 'unpaid' | 'paused';

export interface FakeSubscription {
  id: string;
  created: number;
  customer: string;
  status: FakeSubscriptionStatus;
  items: FakeItem[];
  billingCycleAnchor: number;
  /** Periods completed since the anchor: the current one ends `cycles + 1` months after it. */
  cycles: number;
  trialStart: number | null;
  trialEnd: number | null;
  missingPaymentMethod: 'cancel' | 'create_invoice' | 'pause';
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  latestInvoice: string | null;
  defaultPaymentMethod: string | null;
  metadata: Record<string, string>;
  /** Proration lines of `create_prorations`, billed with the next invoice. */
  pendingLines: FakeLine[];
}

export interface FakeLine {
  id: string;
  amount: number;
  description: string;
  price: string | null;
  quantity: number;
  proration: boolean;
  periodStart: number;
  periodEnd: number;
  subscriptionItem: string | null;
}

export type FakeInvoiceStatus = 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';

export interface FakeInvoice {
  id: string;
  created: number;
  customer: string;
  subscription: string | null;
  number: string;
  status: FakeInvoiceStatus;
  billingReason: 'subscription_create' | 'subscription_cycle' | 'subscription_update' | 'manual';
  lines: FakeLine[];
  subtotal: number;
  /** The customer's balance before and after this invoice (negative is credit). */
  startingBalance: number;
  endingBalance: number;
  amountDue: number;
  amountPaid: number;
  attemptCount: number;
  nextPaymentAttempt: number | null;
  paidAt: number | null;
  periodStart: number;
  periodEnd: number;
}

export interface FakeState {
  accountName: string;
  customers: Map<string, FakeCustomer>;
  /** Deleted customers' ids: Stripe still answers a retrieve of one, as `{ id, object, deleted: true }`. */
  deletedCustomers: Set<string>;
  paymentMethods: Map<string, FakePaymentMethod>;
  products: Map<string, FakeProduct>;
  prices: Map<string, FakePrice>;
  meters: Map<string, FakeMeter>;
  meterEvents: Map<string, FakeMeterEvent>;
  subscriptions: Map<string, FakeSubscription>;
  invoices: Map<string, FakeInvoice>;
}

export const createState = (accountName: string): FakeState => ({
  accountName,
  customers: new Map(),
  deletedCustomers: new Set(),
  paymentMethods: new Map(),
  products: new Map(),
  prices: new Map(),
  meters: new Map(),
  meterEvents: new Map(),
  subscriptions: new Map(),
  invoices: new Map(),
});

type Json = Record<string, unknown>;
const nullAddress = { city: null, country: null, line1: null, line2: null, postal_code: null, state: null };

export function renderCustomer(customer: FakeCustomer): Json {
  return {
    id: customer.id,
    object: 'customer',
    address: null,
    balance: customer.balance,
    created: customer.created,
    currency: 'usd',
    customer_account: null,
    default_source: null,
    delinquent: false,
    description: null,
    email: customer.email,
    invoice_prefix: customer.invoicePrefix,
    invoice_settings: { custom_fields: null, default_payment_method: customer.defaultPaymentMethod, footer: null, rendering_options: null },
    livemode: false,
    metadata: customer.metadata,
    name: customer.name,
    next_invoice_sequence: customer.nextInvoiceSequence,
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

export function renderPaymentMethod(method: FakePaymentMethod): Json {
  return {
    id: method.id,
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: { address: nullAddress, email: null, name: method.name, phone: null, tax_id: null },
    card: {
      brand: method.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: method.brand,
      exp_month: method.expMonth,
      exp_year: method.expYear,
      fingerprint: `fp${method.last4}${method.brand}`,
      funding: 'credit',
      generated_from: null,
      last4: method.last4,
      networks: { available: [method.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: method.created,
    customer: method.customer,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
}

export function renderProduct(product: FakeProduct): Json {
  return {
    id: product.id,
    object: 'product',
    active: product.active,
    created: product.created,
    default_price: null,
    description: null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: product.metadata,
    name: product.name,
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    type: 'service',
    unit_label: null,
    updated: product.created,
    url: null,
  };
}

export function renderPrice(price: FakePrice): Json {
  return {
    id: price.id,
    object: 'price',
    active: price.active,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    custom_unit_amount: null,
    livemode: false,
    lookup_key: price.lookupKey,
    metadata: price.metadata,
    nickname: price.nickname,
    product: price.product,
    recurring: { interval: 'month', interval_count: 1, meter: price.meter, trial_period_days: null, usage_type: price.usageType },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: price.unitAmount,
    unit_amount_decimal: String(price.unitAmount),
  };
}

export function renderMeter(meter: FakeMeter): Json {
  return {
    id: meter.id,
    object: 'billing.meter',
    created: meter.created,
    customer_mapping: { event_payload_key: meter.customerKey, type: 'by_id' },
    default_aggregation: { formula: meter.formula },
    display_name: meter.displayName,
    event_name: meter.eventName,
    event_time_window: null,
    livemode: false,
    status: meter.status,
    status_transitions: { deactivated_at: null },
    updated: meter.created,
    value_settings: { event_payload_key: meter.valueKey },
  };
}

export function renderMeterEvent(event: FakeMeterEvent): Json {
  return {
    object: 'billing.meter_event',
    created: event.created,
    event_name: event.eventName,
    identifier: event.identifier,
    livemode: false,
    payload: event.payload,
    timestamp: event.timestamp,
  };
}

/** A Plan is the legacy view of a recurring Price; Stripe still embeds it in subscription items. */
function renderPlan(price: FakePrice): Json {
  return {
    id: price.id,
    object: 'plan',
    active: price.active,
    amount: price.unitAmount,
    amount_decimal: String(price.unitAmount),
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: 'month',
    interval_count: 1,
    livemode: false,
    metadata: price.metadata,
    meter: price.meter,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: price.usageType,
  };
}

export function renderSubscription(state: FakeState, subscription: FakeSubscription): Json {
  const items = subscription.items.map((item) => {
    const price = state.prices.get(item.price) as FakePrice;
    return {
      id: item.id,
      object: 'subscription_item',
      billing_thresholds: null,
      created: item.created,
      current_period_end: item.periodEnd,
      current_period_start: item.periodStart,
      discounts: [],
      metadata: {},
      plan: renderPlan(price),
      price: renderPrice(price),
      // Stripe leaves quantity out of metered items.
      ...(item.quantity === null ? {} : { quantity: item.quantity }),
      subscription: subscription.id,
      tax_rates: [],
    };
  });
  return {
    id: subscription.id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: subscription.billingCycleAnchor,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: null, type: 'classic' },
    billing_thresholds: null,
    cancel_at: subscription.cancelAtPeriodEnd ? (subscription.items[0]?.periodEnd ?? null) : null,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    canceled_at: subscription.canceledAt,
    cancellation_details: { comment: null, feedback: null, reason: subscription.canceledAt ? 'cancellation_requested' : null },
    collection_method: 'charge_automatically',
    created: subscription.created,
    currency: 'usd',
    customer: subscription.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: subscription.defaultPaymentMethod,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: subscription.endedAt,
    invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
    items: { object: 'list', data: items, has_more: false, total_count: items.length, url: `/v1/subscription_items?subscription=${subscription.id}` },
    latest_invoice: subscription.latestInvoice,
    livemode: false,
    metadata: subscription.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: subscription.created,
    status: subscription.status,
    test_clock: null,
    transfer_data: null,
    trial_end: subscription.trialEnd,
    trial_settings: { end_behavior: { missing_payment_method: subscription.missingPaymentMethod } },
    trial_start: subscription.trialStart,
  };
}

export function renderInvoice(state: FakeState, invoice: FakeInvoice): Json {
  const customer = state.customers.get(invoice.customer);
  const subscription = invoice.subscription ? state.subscriptions.get(invoice.subscription) : undefined;
  const lines = invoice.lines.map((line) => ({
    id: line.id,
    object: 'line_item',
    amount: line.amount,
    currency: 'usd',
    description: line.description,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: invoice.id,
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: line.proration,
        proration_details: { credited_items: null },
        subscription: invoice.subscription,
        subscription_item: line.subscriptionItem,
      },
    },
    period: { end: line.periodEnd, start: line.periodStart },
    pretax_credit_amounts: [],
    pricing: line.price
      ? {
          type: 'price_details',
          price_details: { price: line.price, product: state.prices.get(line.price)?.product ?? null },
          unit_amount_decimal: line.quantity ? String(line.amount / line.quantity) : null,
        }
      : null,
    quantity: line.quantity,
    subtotal: line.amount,
    taxes: [],
  }));
  const finalized = invoice.status !== 'draft';
  return {
    id: invoice.id,
    object: 'invoice',
    account_country: 'US',
    account_name: state.accountName,
    account_tax_ids: null,
    amount_due: invoice.amountDue,
    amount_overpaid: 0,
    amount_paid: invoice.amountPaid,
    amount_remaining: invoice.amountDue - invoice.amountPaid,
    amount_shipping: 0,
    application: null,
    attempt_count: invoice.attemptCount,
    attempted: invoice.attemptCount > 0,
    auto_advance: invoice.status === 'open',
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: invoice.billingReason,
    collection_method: 'charge_automatically',
    created: invoice.created,
    currency: 'usd',
    custom_fields: null,
    customer: invoice.customer,
    customer_account: null,
    customer_address: null,
    customer_email: customer?.email ?? null,
    customer_name: customer?.name ?? null,
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: finalized ? invoice.created : null,
    ending_balance: finalized ? invoice.endingBalance : null,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: finalized ? `https://invoice.stripe.com/i/acct_fake/test_${invoice.id}` : null,
    invoice_pdf: finalized ? `https://pay.stripe.com/invoice/acct_fake/test_${invoice.id}/pdf` : null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: { object: 'list', data: lines, has_more: false, total_count: lines.length, url: `/v1/invoices/${invoice.id}/lines` },
    livemode: false,
    metadata: {},
    next_payment_attempt: invoice.nextPaymentAttempt,
    number: finalized ? invoice.number : null,
    on_behalf_of: null,
    parent: invoice.subscription
      ? {
          type: 'subscription_details',
          quote_details: null,
          subscription_details: { metadata: subscription?.metadata ?? {}, subscription: invoice.subscription },
        }
      : null,
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: invoice.periodEnd,
    period_start: invoice.periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: invoice.startingBalance,
    statement_descriptor: null,
    status: invoice.status,
    status_transitions: { finalized_at: finalized ? invoice.created : null, marked_uncollectible_at: null, paid_at: invoice.paidAt, voided_at: null },
    subtotal: invoice.subtotal,
    subtotal_excluding_tax: invoice.subtotal,
    test_clock: null,
    total: invoice.subtotal,
    total_discount_amounts: [],
    total_excluding_tax: invoice.subtotal,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: invoice.created,
  };
}
