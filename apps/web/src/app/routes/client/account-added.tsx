import { PageTitle } from '../../../components/page-title';
import { AccountAddedView } from '../../../features/accounts/components/account-added-view';

export function Component() {
  return (
    <>
      <PageTitle title="Account Added" />
      <AccountAddedView />
    </>
  );
}
