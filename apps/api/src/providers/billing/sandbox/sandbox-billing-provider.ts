import type { Db } from '@finboard/db';
import type { BillingProvider, ProviderInvoice } from '../billing-provider';
import { advanceClock } from './sandbox-advance';
import type { CardInput } from './sandbox-cards';
import { attachPaymentMethod, createCustomer, createPaymentMethod, deleteCustomer, getDefaultPaymentMethod } from './sandbox-customers';
import { verifyEvent } from './sandbox-events';
import { toProviderInvoice } from './sandbox-mappers';
import { payInvoice } from './sandbox-pay-invoice';
import type { SandboxInvoice } from './sandbox-objects';
import { findObject, listCustomerObjects } from './sandbox-store';
import {
  cancelSubscription,
  changePlan,
  createSubscription,
  previewPlanChange,
  readSubscription,
  reportExtraClients,
  resumeSubscription,
  setCancelAtPeriodEnd,
} from './sandbox-subscriptions';
import { redeliverPending, type SandboxSettings } from './sandbox-work';

/**
 * The embedded billing sandbox: Stripe's test mode, offline, its objects in billing_sandbox_objects.
 * Time is only `now()`, so tests (and a development clock) can move it; `advanceClock` does what
 * became due. Events are signed with `webhookSecret` and handed to `deliverEvent` once committed.
 */

export interface SandboxBillingOptions {
  db: Db;
  /** Unix seconds. */
  now: () => number;
  webhookSecret: string;
  /** The server's public address: invoices' hosted and PDF links point at its /api/billing/invoices/{id}/pdf. */
  publicUrl: string;
  /** Sends one event (a throw leaves it pending for redeliverPendingEvents). */
  deliverEvent: (rawBody: string, signatureHeader: string) => Promise<void>;
  /** The seller's name on invoices (Stripe's account_name); Finboard unless told. */
  productName?: string;
}

export type SandboxBillingProvider = BillingProvider & {
  kind: 'sandbox';
  /** What the sandbox's card form posts (Stripe Elements' job with Stripe): checked, kept without the number. */
  createPaymentMethod(card: CardInput): Promise<{ id: string }>;
  /** Processes everything due by now(): trial ends, renewals, retries; then retries pending deliveries. */
  advanceClock(): Promise<void>;
  /** The invoice as a PDF, or null when there is no such invoice. */
  renderInvoicePdf(invoiceId: string): Promise<Buffer | null>;
  redeliverPendingEvents(): Promise<void>;
};

export function createSandboxBillingProvider(options: SandboxBillingOptions): SandboxBillingProvider {
  const settings: SandboxSettings = {
    db: options.db,
    now: options.now,
    webhookSecret: options.webhookSecret,
    publicUrl: options.publicUrl.replace(/\/+$/, ''),
    productName: options.productName ?? 'Finboard',
    deliverEvent: options.deliverEvent,
  };
  const findInvoice = (id: string) => findObject<SandboxInvoice>(settings.db, 'invoice', id);
  return {
    kind: 'sandbox',
    publishableKey: null,
    createCustomer: (input) => createCustomer(settings, input),
    deleteCustomer: (customerId) => deleteCustomer(settings, customerId),
    createPaymentMethod: (card) => createPaymentMethod(settings, card),
    attachPaymentMethod: (customerId, paymentMethodId) => attachPaymentMethod(settings, customerId, paymentMethodId),
    getDefaultPaymentMethod: (customerId) => getDefaultPaymentMethod(settings, customerId),
    createSubscription: (input) => createSubscription(settings, input),
    changePlan: (subscriptionId, plan, idempotencyKey) => changePlan(settings, subscriptionId, plan, idempotencyKey),
    reportExtraClients: (subscriptionId, extraClients, idempotencyKey) => reportExtraClients(settings, subscriptionId, extraClients, idempotencyKey),
    resumeSubscription: (subscriptionId) => resumeSubscription(settings, subscriptionId),
    cancelSubscription: (subscriptionId) => cancelSubscription(settings, subscriptionId),
    setCancelAtPeriodEnd: (subscriptionId, cancelAtPeriodEnd, idempotencyKey) =>
      setCancelAtPeriodEnd(settings, subscriptionId, cancelAtPeriodEnd, idempotencyKey),
    getSubscription: (subscriptionId) => readSubscription(settings, subscriptionId),
    previewPlanChange: (subscriptionId, plan) => previewPlanChange(settings, subscriptionId, plan),
    payInvoice: (invoiceId, paymentMethodId, idempotencyKey) => payInvoice(settings, invoiceId, paymentMethodId, idempotencyKey),
    async getInvoice(invoiceId) {
      const invoice = await findInvoice(invoiceId);
      return invoice ? toProviderInvoice(invoice) : null;
    },
    async listInvoices(customerId): Promise<ProviderInvoice[]> {
      // Newest first, as Stripe lists them (numbers order invoices of the same second).
      const invoices = await listCustomerObjects<SandboxInvoice>(settings.db, customerId, 'invoice');
      return invoices.sort((a, b) => b.created - a.created || (b.number ?? '').localeCompare(a.number ?? '')).map(toProviderInvoice);
    },
    verifyWebhook: (rawBody, signatureHeader) => verifyEvent(rawBody, signatureHeader, settings.webhookSecret, settings.now()),
    advanceClock: () => advanceClock(settings),
    async renderInvoicePdf(invoiceId) {
      const invoice = await findInvoice(invoiceId);
      if (!invoice) return null;
      // react-pdf loads on the first invoice asked for, not with the server.
      const { renderInvoicePdf } = await import('./sandbox-invoice-pdf');
      return renderInvoicePdf(invoice, settings.productName);
    },
    redeliverPendingEvents: () => redeliverPending(settings),
  };
}
