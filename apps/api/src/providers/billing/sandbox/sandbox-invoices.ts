import type { BillingCardError } from '../billing-provider';
import { cardBehaviour, chargeRefusal, noPaymentMethodError } from './sandbox-cards';
import { MAX_PAYMENT_ATTEMPTS, RETRY_DELAY_SECONDS } from './sandbox-clock';
import { newId } from './sandbox-ids';
import type { SandboxCustomer, SandboxInvoice, SandboxInvoiceLine, SandboxPaymentMethod, SandboxSubscription } from './sandbox-objects';
import { findObject, insertObject, saveObject } from './sandbox-store';
import type { SandboxWork } from './sandbox-work';

/**
 * A subscription's invoice, as Stripe makes one: created (draft), finalized (numbered, the
 * customer's credit applied, open) and charged to the customer's default card at once. A total of
 * zero or less is paid without a charge; a negative total becomes credit for the next invoices.
 */

export interface NewInvoice {
  subscription: SandboxSubscription;
  reason: SandboxInvoice['billing_reason'];
  lines: Omit<SandboxInvoiceLine, 'id' | 'object'>[];
  period: { start: number; end: number };
  at: number;
}

export interface PaymentOutcome {
  invoice: SandboxInvoice;
  refusal: BillingCardError | null;
}

export async function invoiceAndCharge(work: SandboxWork, input: NewInvoice): Promise<PaymentOutcome> {
  const customer = await lockCustomer(work, input.subscription.customer);
  const invoice = draftInvoice(work, customer, input);
  await insertObject(work.tx, { id: invoice.id, type: 'invoice', customerId: customer.id, data: invoice, createdSeconds: input.at });
  await work.emit('invoice.created', invoice, input.at);

  // Finalizing numbers the invoice and uses the customer's credit (a negative balance) first.
  invoice.number = `${customer.invoice_prefix}-${String(customer.next_invoice_sequence).padStart(4, '0')}`;
  customer.next_invoice_sequence += 1;
  invoice.starting_balance = customer.balance;
  const afterBalance = invoice.total + customer.balance;
  invoice.amount_due = Math.max(0, afterBalance);
  invoice.amount_remaining = invoice.amount_due;
  customer.balance = Math.min(0, afterBalance);
  invoice.ending_balance = customer.balance;
  invoice.status = 'open';
  invoice.status_transitions.finalized_at = input.at;
  const url = `${work.settings.publicUrl}/api/billing/invoices/${invoice.id}/pdf`;
  invoice.hosted_invoice_url = url;
  invoice.invoice_pdf = url;
  await saveObject(work.tx, customer.id, customer);
  await work.emit('invoice.finalized', invoice, input.at);
  if (customer.balance !== invoice.starting_balance) await work.emit('customer.updated', customer, input.at);

  if (invoice.amount_due === 0) {
    await markPaid(work, invoice, input.at);
    return { invoice, refusal: null };
  }
  return attemptPayment(work, invoice, input.at);
}

/** One charge of an open invoice with the customer's default card; a failure schedules the next try. */
export async function attemptPayment(work: SandboxWork, invoice: SandboxInvoice, at: number): Promise<PaymentOutcome> {
  const customer = await findObject<SandboxCustomer>(work.tx, 'customer', invoice.customer);
  const methodId = customer?.invoice_settings.default_payment_method ?? null;
  const method = methodId ? await findObject<SandboxPaymentMethod>(work.tx, 'payment_method', methodId) : null;
  const refusal = method ? chargeRefusal(cardBehaviour(method.card.fingerprint)) : noPaymentMethodError();
  invoice.attempt_count += 1;
  invoice.attempted = true;
  if (!refusal) {
    await markPaid(work, invoice, at);
    return { invoice, refusal: null };
  }
  invoice.next_payment_attempt = invoice.attempt_count < MAX_PAYMENT_ATTEMPTS ? at + RETRY_DELAY_SECONDS : null;
  await saveObject(work.tx, invoice.id, invoice);
  await work.emit('invoice.payment_failed', invoice, at);
  return { invoice, refusal };
}

/**
 * The customer pays an open invoice now with a card of theirs (Stripe's invoice pay with
 * `payment_method`). A refusal counts as an attempt and leaves the invoice open, its automatic
 * retries as they were.
 */
export async function payNow(work: SandboxWork, invoice: SandboxInvoice, method: SandboxPaymentMethod): Promise<PaymentOutcome> {
  invoice.attempt_count += 1;
  invoice.attempted = true;
  const refusal = chargeRefusal(cardBehaviour(method.card.fingerprint));
  if (refusal) {
    await saveObject(work.tx, invoice.id, invoice);
    await work.emit('invoice.payment_failed', invoice, work.now);
    return { invoice, refusal };
  }
  await markPaid(work, invoice, work.now);
  return { invoice, refusal: null };
}

async function markPaid(work: SandboxWork, invoice: SandboxInvoice, at: number): Promise<void> {
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.next_payment_attempt = null;
  invoice.status_transitions.paid_at = at;
  await saveObject(work.tx, invoice.id, invoice);
  await work.emit('invoice.paid', invoice, at);
  await work.emit('invoice.payment_succeeded', invoice, at);
}

/** The customer, locked: invoice numbers and the balance change one invoice at a time. */
async function lockCustomer(work: SandboxWork, customerId: string): Promise<SandboxCustomer> {
  const customer = await findObject<SandboxCustomer>(work.tx, 'customer', customerId, { lock: true });
  if (!customer) throw new Error(`No such customer: '${customerId}'`);
  return customer;
}

function draftInvoice(work: SandboxWork, customer: SandboxCustomer, input: NewInvoice): SandboxInvoice {
  const lines = input.lines.map((line): SandboxInvoiceLine => ({ id: newId('il'), object: 'line_item', ...line }));
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    id: newId('in'),
    object: 'invoice',
    created: input.at,
    customer: customer.id,
    customer_email: customer.email,
    customer_name: customer.name,
    account_name: work.settings.productName,
    subscription: input.subscription.id,
    billing_reason: input.reason,
    number: null,
    currency: 'usd',
    status: 'draft',
    subtotal: total,
    total,
    starting_balance: 0,
    ending_balance: null,
    amount_due: Math.max(0, total),
    amount_paid: 0,
    amount_remaining: Math.max(0, total),
    attempt_count: 0,
    attempted: false,
    next_payment_attempt: null,
    hosted_invoice_url: null,
    invoice_pdf: null,
    period_start: input.period.start,
    period_end: input.period.end,
    status_transitions: { finalized_at: null, paid_at: null, voided_at: null },
    last_finalization_error: null,
    lines: { object: 'list', data: lines },
    livemode: false,
  };
}
