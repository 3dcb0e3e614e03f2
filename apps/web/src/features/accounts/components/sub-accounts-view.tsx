import { formatProviderLabel, formatRoundedDollars } from '@finboard/domain/format';
import { Anchor, Paper, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { AppLoader } from '../../../components/app-loader';
import { FormAlert } from '../../../components/form-alert';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/app-error';
import { useClientView } from '../../../lib/client-view';
import { assetsQuery, liabilitiesQuery } from '../api';
import { accountTarget } from '../lib/account-details';
import { accountsInCategory, subAccountCategory, type SubAccountCategory } from '../lib/sub-accounts';

/** /client/user-subaccount?category=: the accounts behind one category card of Assets or Liabilities. */
export function SubAccountsView() {
  const [params] = useSearchParams();
  const category = subAccountCategory(params.get('category'));
  const { userId, clientName } = useClientView();
  if (!category) {
    return (
      <Stack gap="lg">
        <PageHeading crumbs={[{ label: clientName }, { label: 'Financial Info' }, { label: 'Sub-accounts' }]} />
        <FormAlert message="Choose a category on the Assets or Liabilities page to see its accounts." />
      </Stack>
    );
  }
  return <CategoryAccounts category={category} userId={userId} clientName={clientName} />;
}

function CategoryAccounts({ category, userId, clientName }: { category: SubAccountCategory; userId: string | undefined; clientName: string }) {
  const sheet = useQuery((category.side === 'assets' ? assetsQuery : liabilitiesQuery)(userId));
  const sidePage = category.side === 'assets' ? paths.clientUserAssets(userId) : paths.clientUserLiabilities(userId);
  const crumbs = [
    { label: clientName },
    { label: 'Financial Info' },
    { label: category.side === 'assets' ? 'Assets' : 'Liabilities', href: sidePage },
    { label: category.label },
  ];

  let body;
  if (sheet.isPending) body = <AppLoader label="Loading accounts" />;
  else if (sheet.isError) body = <FormAlert message={errorMessage(sheet.error)} />;
  else {
    const accounts = accountsInCategory(sheet.data.accounts, category);
    const total = accounts.reduce((sum, account) => sum + account.amountCents, 0);
    body = (
      <Paper withBorder p={{ base: 'sm', md: 'lg' }}>
        <Text c="dimmed">{category.label}</Text>
        <Text fw={700} fz={26} mb="md">
          {formatRoundedDollars(total)}
        </Text>
        {accounts.length === 0 ? (
          <Text c="dimmed">No Accounts</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Account</Table.Th>
                  <Table.Th>Institution</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {accounts.map((account) => {
                  const target = accountTarget(account, userId);
                  return (
                    <Table.Tr key={account.id}>
                      <Table.Td>
                        {target ? (
                          <Anchor component={Link} to={target}>
                            {account.name}
                          </Anchor>
                        ) : (
                          account.name
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={paths.clientAccountDetails(account.institutionName, {
                            id: account.institutionId,
                            userId,
                            liabilities: category.side === 'liabilities' || undefined,
                          })}
                        >
                          {account.institutionName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{formatProviderLabel(account.accountSubtype)}</Table.Td>
                      <Table.Td ta="right">{formatRoundedDollars(account.amountCents)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    );
  }

  return (
    <Stack gap="lg">
      <PageHeading crumbs={crumbs} />
      {body}
    </Stack>
  );
}
