import { formatRoundedDollars } from '@finboard/domain/format';
import type { TInvestmentAccount } from '@finboard/contracts';
import { Group, NativeSelect, Paper, SegmentedControl, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { SearchIcon } from '../../../components/action-icons';
import { InstitutionLogo } from '../../../components/institution-logo';
import { paths } from '../../../config/paths';
import { ACCOUNT_TABS, type AccountTab, SORT_ORDERS, type SortOrder, visibleAccounts } from '../lib/account-list';

export interface AccountListProps {
  accounts: readonly TInvestmentAccount[];
  initialTab: AccountTab;
  /** The account whose portfolio is open, marked in the list. */
  selectedId?: string;
  userId?: string;
}

const isTab = (value: string): value is AccountTab => ACCOUNT_TABS.some((tab) => tab.value === value);
const isSort = (value: string): value is SortOrder => SORT_ORDERS.some((order) => order.value === value);

/** Investment accounts: Non-Retirement/Retirement toggle, sort by value, search; each row opens its portfolio. */
export function AccountList({ accounts, initialTab, selectedId, userId }: AccountListProps) {
  const [tab, setTab] = useState<AccountTab>(initialTab);
  const [sort, setSort] = useState<SortOrder>('desc');
  const [search, setSearch] = useState('');
  const rows = visibleAccounts(accounts, { tab, search, sort });

  return (
    <Stack gap="sm">
      <SegmentedControl aria-label="Account group" data={[...ACCOUNT_TABS]} value={tab} onChange={(value) => isTab(value) && setTab(value)} fullWidth />
      <Group gap="sm" wrap="wrap">
        <TextInput
          aria-label="Search accounts"
          placeholder="Search Now"
          leftSection={<SearchIcon />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 160px' }}
        />
        <NativeSelect
          aria-label="Sort by value"
          style={{ flex: '1 1 120px' }}
          data={SORT_ORDERS}
          value={sort}
          onChange={(event) => isSort(event.currentTarget.value) && setSort(event.currentTarget.value)}
        />
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" py="md" ta="center">
          No Accounts
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Investment accounts">
          {rows.map((account) => (
            <li key={account.id}>
              <UnstyledButton
                component={Link}
                to={paths.clientInvestPortfolio(account.id, userId)}
                aria-current={account.id === selectedId ? 'page' : undefined}
                display="block"
                w="100%"
              >
                <Paper withBorder p="sm" bg={account.id === selectedId ? 'var(--mantine-color-brand-light)' : undefined}>
                  <Group gap="sm" wrap="nowrap">
                    <InstitutionLogo name={account.institutionName} logoUrl={account.logoUrl} />
                    <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                      <Text fw={600} lh={1.3}>
                        {account.institutionName}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {account.accountSubtype.toUpperCase()}
                      </Text>
                    </Stack>
                    <Text fw={700}>{formatRoundedDollars(account.valueCents)}</Text>
                  </Group>
                </Paper>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
