import { formatProviderLabel, formatRoundedDollars } from '@finboard/domain/format';
import type { TAccount } from '@finboard/contracts';
import { ActionIcon, Anchor, Group, Menu, NativeSelect, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DotsIcon, SearchIcon } from '../../../components/action-icons';
import { paths } from '../../../config/paths';
import { accountTarget, AMOUNT_SORTS, shownAccounts, type AmountSort } from '../lib/account-details';
import { StackedTable } from '../../../components/stacked-table/stacked-table';

export interface AccountRowsProps {
  accounts: TAccount[];
  isReadOnly: boolean;
  userId?: string;
  onDelete: (account: TAccount) => void;
}

function RowMenu({ account, onDelete }: { account: TAccount; onDelete: (account: TAccount) => void }) {
  const navigate = useNavigate();
  const edit = () => {
    navigate(paths.manualAccountInput({ edit: true, institutionId: account.institutionId, accountId: account.id }));
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${account.name}`}>
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {account.isManualRecord && <Menu.Item onClick={edit}>Edit</Menu.Item>}
        <Menu.Item color="red" onClick={() => onDelete(account)}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function AccountName({ account, userId }: { account: TAccount; userId?: string }) {
  const target = accountTarget(account, userId);
  if (!target) return <Text fw={600}>{account.name}</Text>;
  return (
    <Anchor component={Link} to={target} fw={600}>
      {account.name}
    </Anchor>
  );
}

/** One tab's accounts: search by name, order by amount, open or act on a row. */
export function AccountRows({ accounts, isReadOnly, userId, onDelete }: AccountRowsProps) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<AmountSort>('desc');
  const rows = shownAccounts(accounts, search, sort);
  return (
    <>
      <Group justify="space-between" align="flex-end" my="md">
        <TextInput
          aria-label="Search Now"
          placeholder="Search Now"
          leftSection={<SearchIcon />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 280 }}
        />
        <NativeSelect label="Sort by amount" data={AMOUNT_SORTS} value={sort} onChange={(event) => setSort(event.currentTarget.value as AmountSort)} w={180} />
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          No Accounts
        </Text>
      ) : (
        <StackedTable minWidth={560}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Account Name</Table.Th>
                <Table.Th>Subtype</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Date</Table.Th>
                {!isReadOnly && (
                  <Table.Th w={48}>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((account) => (
                <Table.Tr key={account.id}>
                  <Table.Td>
                    <AccountName account={account} userId={userId} />
                  </Table.Td>
                  <Table.Td>{formatProviderLabel(account.accountSubtype)}</Table.Td>
                  <Table.Td ta="right">{formatRoundedDollars(account.amountCents)}</Table.Td>
                  <Table.Td>{account.date}</Table.Td>
                  {!isReadOnly && (
                    <Table.Td>
                      <RowMenu account={account} onDelete={onDelete} />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </StackedTable>
      )}
    </>
  );
}
