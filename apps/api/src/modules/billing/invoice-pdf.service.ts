import type { Actor } from '../../access/actor';
import { notFound, unauthenticated } from '../../errors/app-error';
import type { BillingDeps } from './billing-deps';
import { BILLING_MESSAGES } from './billing-messages';
import { findInvoiceOf } from './billing.repository';

export type InvoicePdf = { kind: 'file'; body: Buffer; fileName: string } | { kind: 'redirect'; url: string };

/** The caller's own invoice only (another user's is not found): the sandbox renders it, Stripe hosts it. */
export async function invoicePdf(deps: BillingDeps, actor: Actor, invoiceId: string): Promise<InvoicePdf> {
  if (!actor) throw unauthenticated();
  const invoice = await findInvoiceOf(deps.db, { userId: actor.userId, invoiceId });
  if (!invoice) throw notFound(BILLING_MESSAGES.invoiceNotFound);
  if (deps.sandbox) {
    const body = await deps.sandbox.renderInvoicePdf(invoice.id);
    if (!body) throw notFound(BILLING_MESSAGES.invoiceNotFound);
    return { kind: 'file', body, fileName: `Invoice ${(invoice.number ?? invoice.id).replace(/[^A-Za-z0-9-]/g, '')}.pdf` };
  }
  // Stripe's PDF address is only ever one Stripe gave us for this invoice.
  if (!invoice.invoicePdfUrl?.startsWith('https://')) throw notFound(BILLING_MESSAGES.invoiceNotFound);
  return { kind: 'redirect', url: invoice.invoicePdfUrl };
}
