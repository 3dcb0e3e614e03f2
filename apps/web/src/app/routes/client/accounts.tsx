import { PageTitle } from '../../../components/page-title';
import { AccountsView } from '../../../features/accounts/components/accounts-view';

export function Component() {
  return (
    <>
      <PageTitle title="Accounts" />
      <AccountsView />
    </>
  );
}
