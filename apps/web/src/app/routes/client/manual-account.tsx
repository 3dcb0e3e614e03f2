import { PageTitle } from '../../../components/page-title';
import { ManualAccountIntro } from '../../../features/accounts/components/manual-account-intro';

export function Component() {
  return (
    <>
      <PageTitle title="Track Your Accounts Manually" />
      <ManualAccountIntro />
    </>
  );
}
