import { NOT_ENOUGH_CASH_FLOW_DATA, type TCashFlowAccountsResponse } from '@finboard/contracts';
import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AppLoader } from '../../../components/app-loader';
import { PageHeading, type Crumb } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { useClientView } from '../../../lib/client-view';
import { cashFlowAccountsQuery, cashFlowCountQuery } from '../api';
import { CashFlowDashboard } from './cash-flow-dashboard';
import { QueryError } from '../../../components/query-state';

/** The account and the institution holding it, from the account filter's list. */
function findAccount(data: TCashFlowAccountsResponse | undefined, accountId: string) {
  for (const institution of data?.institutions ?? []) {
    const account = institution.accounts.find((item) => item.id === accountId);
    if (account) return { account, institution };
  }
  return null;
}

/**
 * An account's page keeps the way it was reached from its institution (Connected Accounts > the
 * institution's details > the account), so the institution is one click back.
 */
function accountCrumbs(data: TCashFlowAccountsResponse | undefined, accountId: string, clientName: string, userId: string | undefined): Crumb[] {
  const found = findAccount(data, accountId);
  if (!found) return [{ label: clientName }, { label: 'Financial Reports' }, { label: 'Cash Flow', href: paths.clientCashFlow(userId) }, { label: 'Account' }];
  const { account, institution } = found;
  return [
    { label: clientName },
    { label: 'Financial Info', href: paths.clientAccounts(userId) },
    { label: institution.name, href: paths.clientAccountDetails(institution.name, { id: institution.id, userId }) },
    { label: account.name },
  ];
}

/**
 * /client/cash-flow and /client/account-cash-flow/{id}: the past 3 months' count is checked first;
 * with none, the spec's sentence stands in for the page.
 */
export function CashFlowView({ accountId }: { accountId?: string | undefined }) {
  const { userId, isReadOnly, clientName } = useClientView();
  const count = useQuery(cashFlowCountQuery(userId));
  const accounts = useQuery(cashFlowAccountsQuery(userId));

  const crumbs: Crumb[] = accountId
    ? accountCrumbs(accounts.data, accountId, clientName, userId)
    : [{ label: clientName }, { label: 'Financial Reports' }, { label: 'Cash Flow' }];

  let body;
  if (count.isPending) body = <AppLoader label="Loading cash flow" />;
  else if (count.isError) body = <QueryError query={count} />;
  else if (count.data.count === 0) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {NOT_ENOUGH_CASH_FLOW_DATA}
      </Alert>
    );
  } else {
    body = <CashFlowDashboard accountId={accountId} userId={userId} isReadOnly={isReadOnly} institutions={accounts.data?.institutions ?? []} />;
  }

  return (
    <Stack gap="lg">
      <PageHeading crumbs={crumbs} />
      {body}
    </Stack>
  );
}
