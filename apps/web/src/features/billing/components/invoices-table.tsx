import type { TBillingInvoice } from '@finboard/contracts';
import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { INVOICE_STATUS_LABELS, invoiceAmount, invoiceDate } from '../lib/billing-format';
import { StackedTable } from '../../../components/stacked-table/stacked-table';

/** Invoices, newest first as the api sends them: number, date, amount, status, the hosted page and the PDF (new tabs). */
export function InvoicesTable({ invoices }: { invoices: TBillingInvoice[] }) {
  return (
    <Paper component="section" aria-labelledby="invoices-title" withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="invoices-title">
          Invoices
        </Title>
        {invoices.length === 0 ? (
          <Text c="dimmed">No invoices yet.</Text>
        ) : (
          <StackedTable minWidth={560}>
            <Table aria-labelledby="invoices-title" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Number</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Invoice</Table.Th>
                  <Table.Th>PDF</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoices.map((invoice) => {
                  const name = invoice.number ?? invoiceDate(invoice.created);
                  return (
                    <Table.Tr key={invoice.id}>
                      <Table.Td>{invoice.number ?? '—'}</Table.Td>
                      <Table.Td>{invoiceDate(invoice.created)}</Table.Td>
                      <Table.Td ta="right">{invoiceAmount(invoice)}</Table.Td>
                      <Table.Td>{INVOICE_STATUS_LABELS[invoice.status]}</Table.Td>
                      <Table.Td>
                        {invoice.hostedInvoiceUrl && (
                          <Anchor
                            href={invoice.hostedInvoiceUrl}
                            target="_blank"
                            rel="noopener noreferrer"
                            aria-label={`View invoice ${name} (opens in a new tab)`}
                          >
                            View
                          </Anchor>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {invoice.invoicePdfUrl && (
                          <Anchor
                            href={invoice.invoicePdfUrl}
                            target="_blank"
                            rel="noopener noreferrer"
                            aria-label={`PDF of invoice ${name} (opens in a new tab)`}
                          >
                            PDF
                          </Anchor>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </StackedTable>
        )}
      </Stack>
    </Paper>
  );
}
