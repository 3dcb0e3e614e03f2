import { formatProviderLabel, formatRoundedDollars } from '@finboard/domain/format';
import type { TAccount } from '@finboard/contracts';
import { Anchor, Group, Paper, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { DEFAULT_ACCOUNT_SORT, nextSort, sortAccounts, totalCents, type AccountSort, type AccountSortKey } from '../lib/sort-accounts';

export interface AccountListProps {
  title: 'Assets' | 'Liabilities';
  accounts: TAccount[];
  userId: string | undefined;
}

interface SortHeaderProps {
  label: string;
  sortKey: AccountSortKey;
  sort: AccountSort;
  onSort: (key: AccountSortKey) => void;
  align?: 'left' | 'right';
}

const ARROWS = { asc: '↑', desc: '↓' } as const;

/** A column header that sorts by its column; aria-sort tells screen readers the current order. */
function SortHeader({ label, sortKey, sort, onSort, align = 'left' }: SortHeaderProps) {
  const isActive = sort.key === sortKey;
  return (
    <Table.Th aria-sort={isActive ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'} ta={align}>
      <UnstyledButton onClick={() => onSort(sortKey)} fz="sm" fw={600} c={isActive ? undefined : 'dimmed'}>
        {label}
        <Text span inherit ml={4} c={isActive ? 'brand' : 'dimmed'} aria-hidden>
          {isActive ? ARROWS[sort.direction] : '↕'}
        </Text>
      </UnstyledButton>
    </Table.Th>
  );
}

/** One side of the balance sheet: its accounts, sortable by name or amount, and their total. */
export function AccountList({ title, accounts, userId }: AccountListProps) {
  const [sort, setSort] = useState<AccountSort>(DEFAULT_ACCOUNT_SORT);
  const sorted = useMemo(() => sortAccounts(accounts, sort), [accounts, sort]);
  const total = totalCents(accounts);
  return (
    <Paper withBorder p={{ base: 'sm', md: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="lg">
            {title}
          </Title>
          <Text fw={700} fz="lg" aria-label={`Total ${title.toLowerCase()}`}>
            {formatRoundedDollars(total)}
          </Text>
        </Group>
        {accounts.length === 0 ? (
          <Text c="dimmed" fz="sm">
            No {title.toLowerCase()} yet.{' '}
            <Anchor component={Link} to={paths.clientAccounts(userId)} inherit>
              Connected Accounts
            </Anchor>
          </Text>
        ) : (
          <Table aria-label={title} verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <SortHeader label="Account" sortKey="name" sort={sort} onSort={(key) => setSort(nextSort(sort, key))} />
                <SortHeader label="Amount" sortKey="amount" sort={sort} onSort={(key) => setSort(nextSort(sort, key))} align="right" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sorted.map((account) => (
                <Table.Tr key={account.id}>
                  <Table.Td maw={0} w="100%">
                    <Text fz="sm" fw={500} truncate="end" title={account.name}>
                      {account.name}
                    </Text>
                    <Text fz="xs" c="dimmed" truncate="end">
                      {account.institutionName} · {formatProviderLabel(account.accountSubtype)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" fz="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                    {formatRoundedDollars(account.amountCents)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
