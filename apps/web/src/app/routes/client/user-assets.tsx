import { PageTitle } from '../../../components/page-title';
import { BalanceOverview } from '../../../features/accounts/components/balance-overview';

export function Component() {
  return (
    <>
      <PageTitle title="Assets" />
      <BalanceOverview side="assets" />
    </>
  );
}
