import { formatCents } from '@finboard/domain/format';
import type { TAccount } from '@finboard/contracts';
import type { ScenarioCalculator } from '@finboard/domain';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { balanceSheetQuery } from '../../api';
import { accountMinimumPaymentCents, accountRatePercent, accountSideFor, accountsFor } from '../../lib/account-inputs';
import { LoadingState, QueryError } from '../../../../components/query-state';
import { StackedTable } from '../../../../components/stacked-table/stacked-table';

const KIND: Record<ScenarioCalculator, string> = {
  monteCarlo: 'retirement',
  creditCardPayoff: 'credit card',
  mortgageCalculator: 'mortgage',
  loanPayoff: 'loan',
};

export interface AccountsTabProps {
  calculator: ScenarioCalculator;
  /** Fills the calculator's inputs from the account (debt calculators only). */
  onUse: (account: TAccount) => void;
}

/** The client's accounts the calculator can start from; picking one fills in the Calculations tab. */
export function AccountsTab({ calculator, onUse }: AccountsTabProps) {
  const query = useQuery(balanceSheetQuery(accountSideFor(calculator)));
  if (query.isPending) return <LoadingState label="Loading your accounts" />;
  if (query.isError) return <QueryError query={query} />;
  const accounts = accountsFor(calculator, query.data.accounts);
  const isRetirement = calculator === 'monteCarlo';
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        {isRetirement
          ? 'A retirement plan starts from the savings, salary and retirement age in your own answers; these are the retirement accounts behind them.'
          : `Pick one of your ${KIND[calculator]} accounts to fill in the calculator with its balance, rate and payment.`}
      </Text>
      {accounts.length === 0 ? (
        <Text fz="sm">You have no {KIND[calculator]} accounts yet. Link a bank or add an account by hand to see them here.</Text>
      ) : (
        <StackedTable minWidth={520}>
          <Table aria-label={`Your ${KIND[calculator]} accounts`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Account</Table.Th>
                <Table.Th ta="right">Balance</Table.Th>
                {!isRetirement && <Table.Th ta="right">Rate</Table.Th>}
                {calculator === 'creditCardPayoff' && <Table.Th ta="right">Minimum Payment</Table.Th>}
                {!isRetirement && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {accounts.map((account) => (
                <AccountRow key={account.id} account={account} calculator={calculator} onUse={onUse} />
              ))}
            </Table.Tbody>
          </Table>
        </StackedTable>
      )}
    </Stack>
  );
}

function AccountRow({ account, calculator, onUse }: { account: TAccount; calculator: ScenarioCalculator; onUse: (account: TAccount) => void }) {
  const rate = accountRatePercent(account);
  const minimumCents = accountMinimumPaymentCents(account);
  const isRetirement = calculator === 'monteCarlo';
  return (
    <Table.Tr>
      <Table.Td>
        <Text fz="sm" fw={500}>
          {account.name}
        </Text>
        <Text fz="xs" c="dimmed">
          {account.institutionName}
          {account.mask ? ` ••${account.mask}` : ''}
        </Text>
      </Table.Td>
      <Table.Td ta="right">{formatCents(account.amountCents)}</Table.Td>
      {!isRetirement && <Table.Td ta="right">{rate === null ? '—' : `${rate}%`}</Table.Td>}
      {calculator === 'creditCardPayoff' && <Table.Td ta="right">{minimumCents === null ? '—' : formatCents(minimumCents)}</Table.Td>}
      {!isRetirement && (
        <Table.Td ta="right">
          <Group justify="flex-end">
            <Button size="xs" variant="light" onClick={() => onUse(account)} aria-label={`Use ${account.name}`}>
              Use
            </Button>
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}
