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

const accountNameOf = (data: TCashFlowAccountsResponse | undefined, accountId: string) =>
  data?.institutions.flatMap((institution) => institution.accounts).find((account) => account.id === accountId)?.name;

/**
 * /client/cash-flow and /client/account-cash-flow/{id}: the past 3 months' count is checked first;
 * with none, the spec's sentence stands in for the page.
 */
export function CashFlowView({ accountId }: { accountId?: string | undefined }) {
  const { userId, isReadOnly, clientName } = useClientView();
  const count = useQuery(cashFlowCountQuery(userId));
  const accounts = useQuery(cashFlowAccountsQuery(userId));

  const crumbs: Crumb[] = [{ label: clientName }, { label: 'Financial Reports' }];
  if (accountId) crumbs.push({ label: 'Cash Flow', href: paths.clientCashFlow(userId) }, { label: accountNameOf(accounts.data, accountId) ?? 'Account' });
  else crumbs.push({ label: 'Cash Flow' });

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
