import { formatDollarsAndCents, formatLongDate } from '@finboard/domain/format';
import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { createElement as h } from 'react';
import type { SandboxInvoice } from './sandbox-objects';

/**
 * An invoice as an A4 PDF, the sandbox's answer to Stripe's invoice_pdf. Plain createElement calls
 * rather than JSX: the api's TypeScript is not set up for JSX, and this is its only document.
 */

const styles = StyleSheet.create({
  page: { padding: 48, fontSize: 10, fontFamily: 'Helvetica', color: '#1f2933' },
  header: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 32 },
  product: { fontSize: 20, fontFamily: 'Helvetica-Bold' },
  title: { fontSize: 16, fontFamily: 'Helvetica-Bold', textAlign: 'right' },
  facts: { marginBottom: 24 },
  fact: { flexDirection: 'row', marginBottom: 3 },
  label: { width: 110, color: '#616e7c' },
  row: { flexDirection: 'row', paddingVertical: 6, borderBottomWidth: 1, borderBottomColor: '#e4e7eb' },
  headRow: { flexDirection: 'row', paddingVertical: 6, borderBottomWidth: 1, borderBottomColor: '#1f2933', fontFamily: 'Helvetica-Bold' },
  description: { flexGrow: 1, flexBasis: 0 },
  period: { width: 150 },
  amount: { width: 80, textAlign: 'right' },
  total: { flexDirection: 'row', justifyContent: 'flex-end', marginTop: 12, fontFamily: 'Helvetica-Bold', fontSize: 12 },
  note: { marginTop: 32, color: '#616e7c' },
});

const STATUS_WORDS: Record<SandboxInvoice['status'], string> = { draft: 'Draft', open: 'Due', paid: 'Paid', uncollectible: 'Uncollectible', void: 'Void' };

// Stripe's seconds as the day they fall on in the product's time zone, like every other date.
const date = (seconds: number) => formatLongDate(new Date(seconds * 1000));

function fact(label: string, value: string) {
  return h(View, { style: styles.fact }, h(Text, { style: styles.label }, label), h(Text, null, value));
}

export function renderInvoicePdf(invoice: SandboxInvoice, productName: string): Promise<Buffer> {
  const lines = invoice.lines.data.map((line) =>
    h(
      View,
      { key: line.id, style: styles.row },
      h(Text, { style: styles.description }, line.description),
      h(Text, { style: styles.period }, `${date(line.period.start)} – ${date(line.period.end)}`),
      h(Text, { style: styles.amount }, `${formatDollarsAndCents(line.amount)}`),
    ),
  );
  const credit = invoice.total - invoice.amount_due;
  const document = h(
    Document,
    { title: `Invoice ${invoice.number ?? invoice.id}`, author: productName },
    h(
      Page,
      { size: 'A4', style: styles.page },
      h(View, { style: styles.header }, h(Text, { style: styles.product }, productName), h(Text, { style: styles.title }, 'Invoice')),
      h(
        View,
        { style: styles.facts },
        fact('Invoice number', invoice.number ?? '—'),
        fact('Date of issue', date(invoice.created)),
        fact('Bill to', invoice.customer_name),
        fact('Email', invoice.customer_email),
        fact('Status', STATUS_WORDS[invoice.status]),
      ),
      h(
        View,
        { style: styles.headRow },
        h(Text, { style: styles.description }, 'Description'),
        h(Text, { style: styles.period }, 'Period'),
        h(Text, { style: styles.amount }, 'Amount'),
      ),
      ...lines,
      h(View, { style: styles.total }, h(Text, null, `Total  ${formatDollarsAndCents(invoice.total)}`)),
      credit !== 0 ? h(View, { style: styles.total }, h(Text, null, `Applied balance  ${formatDollarsAndCents(-credit)}`)) : null,
      h(
        View,
        { style: styles.total },
        h(
          Text,
          null,
          `${invoice.status === 'paid' ? 'Amount paid' : 'Amount due'}  ${formatDollarsAndCents(invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_remaining)}`,
        ),
      ),
      h(Text, { style: styles.note }, `Amounts in US dollars. Issued by ${productName}'s billing sandbox: no real payment was taken.`),
    ),
  );
  return renderToBuffer(document);
}
