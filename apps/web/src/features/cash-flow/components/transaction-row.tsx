import type { TCashFlowTransaction } from '@finboard/contracts';
import { Avatar, Badge, Group, Table, Text } from '@mantine/core';
import { truncateName } from '../../../lib/text';
import { type BudgetCategoryType, type CategoryType, INCOME_LABEL, rowCategoryLabel } from '../lib/categories';
import { displayName, formatDayMonth, formatSignedAmount, initialOf, transactionTypeLabel } from '../lib/transaction-row';
import { RowMenu } from './row-menu';

const CATEGORY_COLORS: Record<CategoryType, string> = { essential: 'brand', 'non-essential': 'orange', savings: 'teal', transfer: 'gray' };

/** What the client may do to a row: recategorise it (with its category) or say whether it is a transfer. */
export interface RowActions {
  recategorize: (transaction: TCashFlowTransaction, categoryType: BudgetCategoryType) => void;
  markTransfer: (transaction: TCashFlowTransaction, isTransfer: boolean) => void;
}

export interface TransactionRowProps {
  transaction: TCashFlowTransaction;
  /** Null when the viewer may not change anything (an advisor's read-only view). */
  actions: RowActions | null;
  isBusy: boolean;
}

export function TransactionRow({ transaction, actions, isBusy }: TransactionRowProps) {
  const name = displayName(transaction);
  const isMoneyIn = transaction.amountCents < 0;
  const category = rowCategoryLabel(transaction);
  return (
    <Table.Tr data-transaction-id={transaction.id}>
      <Table.Td>
        <Group gap="sm" wrap="nowrap">
          <Avatar src={transaction.merchantLogoUrl} alt="" size={34} radius="xl" color="brand">
            {initialOf(name)}
          </Avatar>
          <div>
            <Text fw={600} fz="sm" title={name} data-testid="transaction-name">
              {truncateName(name)}
            </Text>
            <Text c="dimmed" fz="xs">
              {transaction.accountName}
              {transaction.pending ? ' · Pending' : ''}
            </Text>
          </div>
        </Group>
      </Table.Td>
      <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {transactionTypeLabel(transaction.transactionType)}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Badge
          variant="light"
          tt="none"
          fw={600}
          color={category === INCOME_LABEL ? 'teal' : CATEGORY_COLORS[transaction.categoryType]}
          data-testid="transaction-category"
        >
          {category}
        </Badge>
      </Table.Td>
      <Table.Td ta="right" fw={600} fz="sm" c={isMoneyIn ? 'teal.9' : undefined} style={{ whiteSpace: 'nowrap' }}>
        {formatSignedAmount(transaction.amountCents)}
      </Table.Td>
      <Table.Td fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatDayMonth(transaction.date)}
      </Table.Td>
      {actions && (
        <Table.Td>
          <RowMenu
            name={name}
            current={transaction.categoryType}
            disabled={isBusy}
            onPick={(type) => actions.recategorize(transaction, type)}
            onMarkTransfer={(isTransfer) => actions.markTransfer(transaction, isTransfer)}
          />
        </Table.Td>
      )}
    </Table.Tr>
  );
}
