import type { PaidPlanKey } from '@finboard/domain/billing';
import type { ProviderInvoiceStatus, ProviderSubscriptionStatus } from '../billing-provider';

/**
 * The sandbox's objects in Stripe's JSON shapes (the fields the sandbox uses), as stored in
 * billing_sandbox_objects.data and sent in events. Times are Unix seconds, money is cents.
 */

// The API version whose shapes these are (subscription periods, invoice.subscription and usage records
// were moved or retired in later versions).
export const API_VERSION = '2024-06-20';

export interface SandboxCustomer {
  id: string;
  object: 'customer';
  created: number;
  email: string;
  name: string;
  /** Negative is a credit the next invoices use first. */
  balance: number;
  currency: 'usd';
  invoice_prefix: string;
  next_invoice_sequence: number;
  invoice_settings: { default_payment_method: string | null };
  livemode: false;
  metadata: Record<string, string>;
}

export interface SandboxPaymentMethod {
  id: string;
  object: 'payment_method';
  created: number;
  type: 'card';
  customer: string | null;
  billing_details: { name: string | null; email: string | null };
  card: { brand: string; last4: string; exp_month: number; exp_year: number; fingerprint: string; funding: 'credit' };
  livemode: false;
  metadata: Record<string, string>;
}

export interface SandboxPrice {
  id: string;
  object: 'price';
  currency: 'usd';
  lookup_key: string;
  unit_amount: number;
  recurring: { interval: 'month'; interval_count: 1; usage_type: 'licensed' | 'metered'; aggregate_usage: 'last_ever' | null };
}

export interface SandboxSubscriptionItem {
  id: string;
  object: 'subscription_item';
  price: SandboxPrice;
  /** Licensed items only; a metered item's quantity comes from its usage records. */
  quantity?: number;
}

export interface SandboxSubscription {
  id: string;
  object: 'subscription';
  created: number;
  customer: string;
  status: ProviderSubscriptionStatus;
  items: { object: 'list'; data: SandboxSubscriptionItem[] };
  billing_cycle_anchor: number;
  current_period_start: number;
  current_period_end: number;
  trial_start: number | null;
  trial_end: number | null;
  trial_settings: { end_behavior: { missing_payment_method: 'pause' } };
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  latest_invoice: string | null;
  /** Null: invoices use the customer's default (invoice_settings), so a card added later is used. */
  default_payment_method: string | null;
  collection_method: 'charge_automatically';
  livemode: false;
  metadata: { plan: PaidPlanKey } & Record<string, string>;
}

export interface SandboxInvoiceLine {
  id: string;
  object: 'line_item';
  amount: number;
  description: string;
  quantity: number;
  proration: boolean;
  period: { start: number; end: number };
  price: SandboxPrice | null;
}

export interface SandboxInvoice {
  id: string;
  object: 'invoice';
  created: number;
  customer: string;
  customer_email: string;
  customer_name: string;
  account_name: string;
  subscription: string | null;
  billing_reason: 'subscription_create' | 'subscription_cycle' | 'subscription_update';
  number: string | null;
  currency: 'usd';
  status: ProviderInvoiceStatus;
  subtotal: number;
  total: number;
  /** The customer's balance before and after this invoice (negative is credit). */
  starting_balance: number;
  ending_balance: number | null;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  attempt_count: number;
  attempted: boolean;
  next_payment_attempt: number | null;
  hosted_invoice_url: string | null;
  invoice_pdf: string | null;
  period_start: number;
  period_end: number;
  status_transitions: { finalized_at: number | null; paid_at: number | null; voided_at: number | null };
  last_finalization_error: null;
  lines: { object: 'list'; data: SandboxInvoiceLine[] };
  livemode: false;
}

/** Stripe's legacy usage record for a metered item (the extra connected clients). */
export interface SandboxUsageRecord {
  id: string;
  object: 'usage_record';
  subscription_item: string;
  quantity: number;
  timestamp: number;
  livemode: false;
  /** The sandbox's own: the order of reports within one second (Stripe keeps the later one). */
  sequence: number;
}

export interface SandboxEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: SandboxObject };
  livemode: false;
  /** Stripe's count of endpoints still to be told: 1 until the delivery succeeds, then 0. */
  pending_webhooks: number;
  request: { id: null; idempotency_key: string | null };
  type: string;
}

export type SandboxObject = SandboxCustomer | SandboxPaymentMethod | SandboxSubscription | SandboxInvoice;
