import { PageTitle } from '../../../components/page-title';
import { SubAccountsView } from '../../../features/accounts/components/sub-accounts-view';

export function Component() {
  return (
    <>
      <PageTitle title="Sub-accounts" />
      <SubAccountsView />
    </>
  );
}
