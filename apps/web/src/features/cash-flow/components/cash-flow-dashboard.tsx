import type { TCashFlowAccountsResponse, TCashFlowTransaction } from '@finboard/contracts';
import { Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/app-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useMarkTransfer, useRecategorize } from '../api';
import { useCashFlowPage } from '../hooks/use-cash-flow-page';
import { type BudgetCategoryType, CATEGORY_LABELS, type CategoryType } from '../lib/categories';
import { displayName } from '../lib/transaction-row';
import { BudgetInsights, SIDE_LABELS } from './budget-insights';
import { ExportButton } from './export-button';
import { PeriodPicker } from './period-picker';
import { RecategorizeDialog, type RecategorizeDialogProps } from './recategorize-dialog';
import { SummaryCards } from './summary-cards';
import { TransactionFilters } from './transaction-filters';
import { TransactionsTable } from './transactions-table';
import { QueryError } from '../../../components/query-state';

export interface CashFlowDashboardProps {
  /** /client/account-cash-flow/{id}: the page is fixed to this account. */
  accountId?: string | undefined;
  userId?: string | undefined;
  isReadOnly: boolean;
  /** The account filter's institutions (unused on an account's own page). */
  institutions: TCashFlowAccountsResponse['institutions'];
}

const movedMessage = (count: number, type: CategoryType) => `${count} ${count === 1 ? 'transaction' : 'transactions'} moved to ${CATEGORY_LABELS[type]}.`;

const transferMessage = (name: string, type: CategoryType) =>
  type === 'transfer' ? `${name} is a transfer: not income or expenses.` : `${name} is not a transfer: counted as ${CATEGORY_LABELS[type]}.`;

/** The range picker, totals, Budget Insights and the transactions table. */
export function CashFlowDashboard({ accountId, userId, isReadOnly, institutions }: CashFlowDashboardProps) {
  const page = useCashFlowPage({ accountId, userId });
  const recategorize = useRecategorize();
  const markTransfer = useMarkTransfer();
  const { totals, transactions } = page;

  // A pick from a row's menu is confirmed first: the dialog says what the move covers.
  const [pendingMove, setPendingMove] = useState<RecategorizeDialogProps['request']>(null);
  const move = (transaction: TCashFlowTransaction, categoryType: BudgetCategoryType) =>
    setPendingMove({
      transactionId: transaction.id,
      categoryType,
      startDate: page.range.startDate,
      endDate: page.range.endDate,
      ...(accountId ? { accountId } : {}),
    });
  const confirmMove = (scope: 'category' | 'transaction') =>
    pendingMove &&
    recategorize.mutate(
      { ...pendingMove, scope },
      {
        onSuccess: (result) => {
          setPendingMove(null);
          notifySuccess(movedMessage(result.updated, result.categoryType), 'Category changed');
        },
        onError: (error) => notifyError(errorMessage(error), 'Category not changed'),
      },
    );
  const mark = (transaction: TCashFlowTransaction, isTransfer: boolean) =>
    markTransfer.mutate(
      { transactionId: transaction.id, isTransfer },
      {
        onSuccess: (result) =>
          notifySuccess(transferMessage(displayName(transaction), result.categoryType), isTransfer ? 'Marked as transfer' : 'Not a transfer'),
        onError: (error) => notifyError(errorMessage(error), 'Transfer not changed'),
      },
    );

  const rows = transactions.data?.pages.flatMap((answer) => answer.transactions) ?? [];
  const rowTotal = transactions.data?.pages[0]?.transactionCount ?? 0;

  return (
    <Stack gap="lg">
      <Paper withBorder p="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <PeriodPicker range={page.range} today={page.today} onChange={page.setRange} />
          <ExportButton scope={page.scope} />
        </Group>
      </Paper>

      {totals.isError ? (
        <QueryError query={totals} />
      ) : !totals.data ? (
        <Skeleton height={104} radius="lg" role="status" aria-label="Loading totals" />
      ) : (
        <SummaryCards totals={totals.data} />
      )}

      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, lg: 4 }}>
          {totals.data ? (
            <BudgetInsights totals={totals.data} direction={page.direction} onDirectionChange={page.setDirection} />
          ) : (
            !totals.isError && <Skeleton height={320} radius="lg" />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Paper withBorder p="lg" component="section" aria-labelledby="transactions-title">
            <Stack gap="md">
              <Group justify="space-between" gap="xs">
                <Title order={2} fz="lg" id="transactions-title">
                  {SIDE_LABELS[page.direction]}
                </Title>
                {transactions.isFetching && !transactions.isFetchingNextPage && (
                  <Text fz="xs" c="dimmed" role="status">
                    Updating…
                  </Text>
                )}
              </Group>
              <TransactionFilters
                category={page.direction === 'transfers' ? null : page.category}
                onCategoryChange={page.setCategory}
                search={page.search}
                onSearchChange={page.setSearch}
                accountFilter={accountId ? null : { institutions, selected: page.institutionIds, onApply: page.setInstitutionIds }}
              />
              {transactions.isError ? (
                <QueryError query={transactions} />
              ) : transactions.isPending ? (
                <Skeleton height={400} radius="md" role="status" aria-label="Loading transactions" />
              ) : (
                <TransactionsTable
                  transactions={rows}
                  total={rowTotal}
                  hasMore={transactions.hasNextPage}
                  isLoadingMore={transactions.isFetchingNextPage}
                  onLoadMore={() => void transactions.fetchNextPage()}
                  actions={isReadOnly ? null : { recategorize: move, markTransfer: mark }}
                  isChanging={recategorize.isPending || markTransfer.isPending}
                />
              )}
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      <RecategorizeDialog request={pendingMove} isMoving={recategorize.isPending} onMove={confirmMove} onClose={() => setPendingMove(null)} />
    </Stack>
  );
}
