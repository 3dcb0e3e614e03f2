import type { TCashFlowTransaction } from '@finboard/contracts';
import { Button, Center, ScrollArea, Table, Text, VisuallyHidden } from '@mantine/core';
import { StackedTable } from '../../../components/stacked-table/stacked-table';
import { type RowActions, TransactionRow } from './transaction-row';
import { focusableScrollViewport } from '../../../components/focusable-scroll';

/** The spec's table height; the rows scroll inside it. */
const TABLE_HEIGHT = 682;
const TRANSACTIONS_VIEWPORT = focusableScrollViewport('Transactions, scrolls');

export interface TransactionsTableProps {
  transactions: TCashFlowTransaction[];
  total: number;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  /** Null for a read-only viewer. */
  actions: RowActions | null;
  /** A change is on its way: the row menus wait. */
  isChanging: boolean;
}

export function TransactionsTable(props: TransactionsTableProps) {
  const { transactions, total, hasMore, isLoadingMore, onLoadMore, actions, isChanging } = props;
  if (transactions.length === 0) {
    return (
      <Center h={200}>
        <Text c="dimmed">No transactions match.</Text>
      </Center>
    );
  }
  return (
    <ScrollArea h={TABLE_HEIGHT} type="auto" offsetScrollbars data-testid="transactions-scroll" viewportProps={TRANSACTIONS_VIEWPORT}>
      <StackedTable>
        <Table verticalSpacing="xs" highlightOnHover stickyHeader miw={620} aria-label="Transactions">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Category</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th>Date</Table.Th>
              {actions && (
                <Table.Th w={44}>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {transactions.map((transaction) => (
              <TransactionRow key={transaction.id} transaction={transaction} actions={actions} isBusy={isChanging} />
            ))}
          </Table.Tbody>
        </Table>
      </StackedTable>
      <Center py="md" style={{ flexDirection: 'column', gap: 8 }}>
        <Text fz="xs" c="dimmed" data-testid="transactions-shown">
          Showing {transactions.length} of {total}
        </Text>
        {hasMore && (
          <Button variant="light" size="xs" onClick={onLoadMore} loading={isLoadingMore}>
            Load more
          </Button>
        )}
      </Center>
    </ScrollArea>
  );
}
